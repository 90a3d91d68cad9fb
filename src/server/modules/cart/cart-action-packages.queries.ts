import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { cartActionPackages, cartItems } from "../../db/schema.js";

/** The cart's action package lines (kind `action_package`) and the package each one is. */
export const PACKAGE_KIND = "action_package";

export async function packageLinks(db: DbOrTx, itemIds: number[]) {
  return db.select().from(cartActionPackages).where(inArray(cartActionPackages.itemId, itemIds));
}

/** A package line of this cart with its package, or null. */
export async function packageLine(db: DbOrTx, cartId: number, itemId: number) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, packageId: cartActionPackages.packageId })
    .from(cartItems)
    .innerJoin(cartActionPackages, eq(cartActionPackages.itemId, cartItems.id))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId), eq(cartItems.kind, PACKAGE_KIND)));
  return row ?? null;
}

/** The cart's line of this package, if it has one. */
export async function lineOfPackage(db: DbOrTx, cartId: number, packageId: number) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(cartActionPackages, eq(cartActionPackages.itemId, cartItems.id))
    .where(and(eq(cartItems.cartId, cartId), eq(cartActionPackages.packageId, packageId)));
  return row ?? null;
}

export async function insertPackageLine(db: DbOrTx, cartId: number, packageId: number, count: number) {
  const [{ id }] = await db
    .insert(cartItems)
    .values({ cartId, kind: PACKAGE_KIND, quantity: count })
    .returning({ id: cartItems.id });
  await db.insert(cartActionPackages).values({ itemId: id, packageId });
  return id;
}

export async function setLineQuantity(db: DbOrTx, itemId: number, count: number) {
  await db.update(cartItems).set({ quantity: count }).where(eq(cartItems.id, itemId));
}

/** Replaces a package line's parts with these product lines. */
export async function replaceParts(
  db: DbOrTx,
  cartId: number,
  rootId: number,
  parts: { productId: number; quantity: number }[],
) {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.parentId, rootId)));
  await db.insert(cartItems).values(
    parts.map((p) => ({
      cartId,
      parentId: rootId,
      kind: "product",
      productId: p.productId,
      quantity: p.quantity,
    })),
  );
}

/** Deletes a package line and its parts (its link goes with it). */
export async function deletePackageLine(db: DbOrTx, cartId: number, itemId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.parentId, itemId)));
  await db.delete(cartItems).where(eq(cartItems.id, itemId));
}
