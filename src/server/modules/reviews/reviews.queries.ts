import { and, eq, sql } from "drizzle-orm";
import type { AdminReview, MyReview } from "../../../contract/reviews.js";
import type { DbOrTx } from "../../db/client.js";
import { hasValues } from "../../db/defined.js";
import { queryRows } from "../../db/query-rows.js";
import { productReviews, users } from "../../db/schema.js";

export type ReviewColumns = Partial<typeof productReviews.$inferInsert>;

export async function insertReview(db: DbOrTx, values: typeof productReviews.$inferInsert) {
  const [row] = await db
    .insert(productReviews)
    .values(values)
    .returning({ id: productReviews.id, status: productReviews.status });
  return row!;
}

export async function reviewExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select().from(productReviews).where(eq(productReviews.id, id));
  return rows.length > 0;
}

/** Sets the values given (nothing when there are none: Drizzle refuses an empty update). */
export async function updateReview(db: DbOrTx, id: number, values: ReviewColumns): Promise<void> {
  if (hasValues(values)) await db.update(productReviews).set(values).where(eq(productReviews.id, id));
}

/** The customer's name for the review form (the accounts area's table; it exposes no such call yet). */
export async function customerName(db: DbOrTx, userId: number) {
  const [u] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

export async function hasReviewed(db: DbOrTx, userId: number, masterId: number): Promise<boolean> {
  const rows = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.masterProductId, masterId)))
    .limit(1);
  return rows.length > 0;
}

export async function adminReviews(
  db: DbOrTx,
  status: string | undefined,
  ordering: string,
  limit: number,
  offset: number,
) {
  const order = {
    created_at: sql`r.created_at, r.id`,
    "-created_at": sql`r.created_at desc, r.id desc`,
    rating: sql`r.rating, r.id`,
    "-rating": sql`r.rating desc, r.id`,
  }[ordering]!;
  const where = status ? sql`where r.status = ${status}` : sql``;
  const [row] = await queryRows<{ count: number; results: AdminReview[] }>(
    db,
    sql`select (select count(*)::int from product_reviews r ${where}) as count,
      coalesce((select json_agg(x) from (
        select r.id, json_build_object('id', m.id, 'name', m.name, 'seo_name', m.seo_name) as master_product, r.rating, r.pros,
          r.cons, r.text, r.is_anonymous, r.full_name as fullname, r.status, r.user_id, r.created_at::text as created_at,
          r.moderated_at::text as moderated_at
        from product_reviews r join master_products m on m.id = r.master_product_id ${where}
        order by ${order} limit ${limit} offset ${offset}) x), '[]') as results`,
  );
  return row;
}

/**
 * Products of the customer's orders that they have not reviewed yet. Reads the orders area's
 * tables (order_items by the order's user) because that area exposes no such call yet.
 */
export async function purchasedNotReviewed(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct on (p.master_product_id) p.id from orders o
      join order_items i on i.order_id = o.id join products p on p.id = i.product_id
      where o.user_id = ${userId} and p.is_active
        and not exists (select 1 from product_reviews r where r.master_product_id = p.master_product_id and r.user_id = ${userId})
      order by p.master_product_id, o.created_at desc limit 50`,
  );
  return rows.map((r) => Number(r.id));
}

/** The account's list: the customer's own reviews, the newest first, with a variant's page of the product. */
export async function reviewsOfUser(db: DbOrTx, userId: number, limit: number): Promise<MyReview[]> {
  return queryRows<MyReview>(
    db,
    sql`select r.id, json_build_object('name', m.name, 'seo_name', (select p.seo_name from products p
          where p.master_product_id = m.id and p.is_active order by p.price, p.id limit 1)) as product,
        r.rating, r.pros, r.cons, r.text, r.status, r.created_at
      from product_reviews r join master_products m on m.id = r.master_product_id
      where r.user_id = ${userId} order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

export async function samsungProductIds(db: DbOrTx): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (select distinct on (m.id) p.id, m.recommended_rank, m.name from master_products m
      join manufacturers f on f.id = m.manufacturer_id join products p on p.master_product_id = m.id and p.is_active
      where f.seo_name = 'samsung' order by m.id, p.price) x order by recommended_rank desc, name limit 24`,
  );
  return rows.map((r) => Number(r.id));
}

export async function adminReviewsById(db: DbOrTx, id: number): Promise<AdminReview> {
  const [row] = await queryRows<AdminReview>(
    db,
    sql`select r.id, json_build_object('id', m.id, 'name', m.name, 'seo_name', m.seo_name) as master_product, r.rating, r.pros,
        r.cons, r.text, r.is_anonymous, r.full_name as fullname, r.status, r.user_id, r.created_at::text as created_at,
        r.moderated_at::text as moderated_at
      from product_reviews r join master_products m on m.id = r.master_product_id where r.id = ${id}`,
  );
  return row;
}
