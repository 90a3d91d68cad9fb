import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { intArray, textArray } from "../../db/pg-array.js";
import { queryRows } from "../../db/query-rows.js";

export const LAST_VISITED_KEPT = 4;

export async function favouriteIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select f.product_id as id from favourites f join products p on p.id = f.product_id and p.is_active
      where f.user_id = ${userId} order by f.created_at desc, f.product_id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Adds existing, active products only: unknown ids from a guest's browser are skipped, not an error. */
export async function addFavourites(db: DbOrTx, userId: number, ids: number[]): Promise<void> {
  await db.execute(sql`insert into favourites (user_id, product_id)
    select ${userId}, p.id from products p where p.id = any(${intArray(ids)}) and p.is_active
    on conflict do nothing`);
}

export async function removeFavourite(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.execute(sql`delete from favourites where user_id = ${userId} and product_id = ${productId}`);
}

/** Records a visit and keeps only the newest four of the owner, in one statement. */
export async function recordVisit(db: DbOrTx, owner: string, productId: number): Promise<void> {
  await db.execute(sql`
    with up as (
      insert into last_visited (owner, product_id, visited_at)
      select ${owner}, p.id, now() from products p where p.id = ${productId} and p.is_active
      on conflict (owner, product_id) do update set visited_at = excluded.visited_at
      returning product_id)
    delete from last_visited l where l.owner = ${owner} and l.product_id not in (select product_id from up)
      and l.product_id not in (select product_id from last_visited where owner = ${owner} and product_id <> ${productId}
        order by visited_at desc limit ${LAST_VISITED_KEPT - 1})`);
}

/** The newest visits over the owners (the customer and the browser's session), at most four, newest first. */
export async function visitedIds(db: DbOrTx, owners: string[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select product_id as id from (
      select distinct on (product_id) product_id, visited_at from last_visited where owner = any(${textArray(owners)})
      order by product_id, visited_at desc) x order by visited_at desc limit ${LAST_VISITED_KEPT}`,
  );
  return rows.map((r) => Number(r.id));
}

/** One variant per model: sold out with an expected date, soonest first. */
export async function expectedIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (select distinct on (master_product_id) id, expected_stock_date from products
      where is_active and expected_stock_date is not null and warehouse_stock <= 0 and stores_in_stock <= 0
      order by master_product_id, expected_stock_date) x order by expected_stock_date, id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** One variant per model: back in stock in the last 14 days, latest first. */
export async function newlyStockedIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (select distinct on (master_product_id) id, restocked_at from products
      where is_active and restocked_at > now() - interval '14 days' and (warehouse_stock > 0 or stores_in_stock > 0)
      order by master_product_id, restocked_at desc) x order by restocked_at desc, id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
