import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { favourites, lastVisited, products } from "../../db/schema.js";

/** A customer's favourite products, for the owner's data export (issue 16). */
export async function favouritesOfUserForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ name: products.name, added_at: favourites.createdAt })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return rows.map((r) => ({ product: r.name, added_at: r.added_at.toISOString() }));
}

/** The account's deletion: favourites and the last visited products go. */
export async function eraseBrowsingOfUser(db: DbOrTx, userId: number): Promise<number> {
  const fav = await db
    .delete(favourites)
    .where(eq(favourites.userId, userId))
    .returning({ id: favourites.productId });
  const seen = await db
    .delete(lastVisited)
    .where(eq(lastVisited.owner, `u:${userId}`))
    .returning({ id: lastVisited.productId });
  return fav.length + seen.length;
}
