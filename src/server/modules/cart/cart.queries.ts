import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  cartItems,
  carts,
  masterProducts,
  products,
  productTypes,
  serviceOffers,
  storeStock,
} from "../../db/schema.js";

export type CartRow = typeof carts.$inferSelect;

export async function openCartByToken(db: Db, tokenHash: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.tokenHash, tokenHash), eq(carts.status, "open")));
  return row ?? null;
}

export async function openCartByUser(db: Db, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, "open")));
  return row ?? null;
}

export async function cartById(db: Db, id: number): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row ?? null;
}

function buildCartLines(db: Db) {
  return db
    .select({
      id: cartItems.id,
      parentId: cartItems.parentId,
      kind: cartItems.kind,
      quantity: cartItems.quantity,
      serviceOfferId: cartItems.serviceOfferId,
      chosenPrice: cartItems.chosenPrice,
      installmentId: cartItems.installmentId,
      installmentArrangeType: cartItems.installmentArrangeType,
      buyoutQuoteId: cartItems.buyoutQuoteId,
      buyoutBonusPercent: cartItems.buyoutBonusPercent,
      buyoutBonusAmount: cartItems.buyoutBonusAmount,
      productId: products.id,
      code: products.code,
      name: products.name,
      seoName: products.seoName,
      colorName: products.colorName,
      colorHex: products.colorHex,
      imageUrl: products.imageUrl,
      price: products.price,
      commonPrice: products.commonPrice,
      vatRate: products.vatRate,
      warehouseStock: products.warehouseStock,
      isActive: products.isActive,
      masterProductId: masterProducts.id,
      masterSeoName: masterProducts.seoName,
      manufacturerId: masterProducts.manufacturerId,
      typeCode: productTypes.code,
      offerKind: serviceOffers.kind,
      offerCode: serviceOffers.code,
      offerName: serviceOffers.name,
      offerMonths: serviceOffers.months,
      offerPrice: serviceOffers.price,
      offerActive: serviceOffers.isActive,
      offerMin: serviceOffers.minDevicePrice,
      offerMax: serviceOffers.maxDevicePrice,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .leftJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
    .leftJoin(serviceOffers, eq(serviceOffers.id, cartItems.serviceOfferId))
    .where(eq(cartItems.cartId, sql.placeholder("cartId")))
    .orderBy(asc(cartItems.id))
    .prepare("cart_lines");
}

// The cart's hottest query is built once per database (Drizzle then skips building its SQL).
const prepared = new WeakMap<Db, ReturnType<typeof buildCartLines>>();

/** Every line of a cart with what pricing and display need, in one statement. */
export async function cartLines(db: Db, cartId: number) {
  let q = prepared.get(db);
  if (!q) {
    q = buildCartLines(db);
    prepared.set(db, q);
  }
  return q.execute({ cartId });
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

export async function productForCart(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      price: products.price,
      isActive: products.isActive,
      warehouseStock: products.warehouseStock,
      masterProductId: products.masterProductId,
      typeCode: productTypes.code,
      storeStock: sql<number>`coalesce((select sum(${storeStock.quantity}) from ${storeStock} where ${storeStock.productId} = ${products.id}), 0)::int`,
    })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
    .where(eq(products.id, productId));
  return row ?? null;
}

export async function activeServiceOffers(db: Db) {
  return db
    .select()
    .from(serviceOffers)
    .where(eq(serviceOffers.isActive, true))
    .orderBy(asc(serviceOffers.kind), asc(serviceOffers.months), asc(serviceOffers.price));
}
export type ServiceOfferRow = typeof serviceOffers.$inferSelect;

/** A root line of the same product without sub-items or installment: adding again raises its quantity. */
export async function plainRootLine(db: Db, cartId: number, productId: number) {
  const rows = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        isNull(cartItems.parentId),
        isNull(cartItems.installmentId),
        sql`not exists (select 1 from ${cartItems} c2 where c2.parent_id = ${cartItems.id} and c2.kind <> 'gift')`,
      ),
    );
  return rows[0] ?? null;
}

export async function deleteItems(db: Db, cartId: number, ids: number[]) {
  if (!ids.length) return;
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, ids)));
}

export async function touchCart(db: Db, cartId: number) {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}
