import { sql } from "drizzle-orm";
import type { AdminReview } from "../../../contract/reviews.js";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

/** A model by its seo name, or by the seo name of one of its variants (the product page has that). */
export async function masterBySeoName(db: Db, seoName: string) {
  const [row] = await queryRows<{ id: number; name: string; seo_name: string }>(
    db,
    sql`select id, name, seo_name from master_products where seo_name = ${seoName}
      union all
      select m.id, m.name, m.seo_name from products p join master_products m on m.id = p.master_product_id where p.seo_name = ${seoName}
      limit 1`,
  );
  return row ?? null;
}

/** Approved reviews of a model, newest first, with the summary, in one statement. */
export async function approvedReviews(db: Db, masterId: number, limit: number, offset: number) {
  const [row] = await queryRows<{
    summary: { average: number | null; count: number; distribution: Record<string, number> | null };
    items: any[];
  }>(
    db,
    sql`
    with r as (select * from product_reviews where master_product_id = ${masterId} and status = 'approved')
    select json_build_object(
        'average', (select round(avg(rating)::numeric, 1)::float8 from r),
        'count', (select count(*)::int from r),
        'distribution', (select json_object_agg(rating::text, n) from (select rating, count(*)::int as n from r group by rating) d)) as summary,
      coalesce((select json_agg(x) from (
        select id, rating, pros, cons, text, case when is_anonymous then null else full_name end as author, created_at::text as created_at
        from r order by created_at desc, id desc limit ${limit} offset ${offset}) x), '[]') as items`,
  );
  return row;
}

export async function adminReviews(
  db: Db,
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
export async function purchasedNotReviewed(db: Db, userId: number): Promise<number[]> {
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

export async function samsungProductIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (select distinct on (m.id) p.id, m.recommended_rank, m.name from master_products m
      join manufacturers f on f.id = m.manufacturer_id join products p on p.master_product_id = m.id and p.is_active
      where f.seo_name = 'samsung' order by m.id, p.price) x order by recommended_rank desc, name limit 24`,
  );
  return rows.map((r) => Number(r.id));
}

export async function adminReviewsById(db: Db, id: number): Promise<AdminReview> {
  const [row] = await queryRows<AdminReview>(
    db,
    sql`select r.id, json_build_object('id', m.id, 'name', m.name, 'seo_name', m.seo_name) as master_product, r.rating, r.pros,
        r.cons, r.text, r.is_anonymous, r.full_name as fullname, r.status, r.user_id, r.created_at::text as created_at,
        r.moderated_at::text as moderated_at
      from product_reviews r join master_products m on m.id = r.master_product_id where r.id = ${id}`,
  );
  return row;
}
