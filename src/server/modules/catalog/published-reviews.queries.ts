import { sql } from "drizzle-orm";
import type { ReviewsResponse } from "../../../contract/reviews.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { queryRows } from "../../db/query-rows.js";

/** A model by its seo name, or by the seo name of one of its variants (the product page has that). */
export async function masterBySeoName(db: DbOrTx, seoName: string) {
  const [row] = await queryRows<{ id: number; name: string; seo_name: string }>(
    db,
    sql`select id, name, seo_name from master_products where seo_name = ${seoName}
      union all
      select m.id, m.name, m.seo_name from products p join master_products m on m.id = p.master_product_id where p.seo_name = ${seoName}
      limit 1`,
  );
  return row ?? null;
}

/** A page of a model's approved reviews, as the reviews answer holds them. */
export interface ApprovedReviews {
  summary: { average: number | null; count: number; distribution: Record<string, number> | null };
  items: ReviewsResponse["items"];
}

/**
 * The model by its own seo name or a variant's (as `masterBySeoName`), its approved reviews newest
 * first and their summary, in one named statement: a product page's reviews were two unnamed
 * statements, each parsed and planned on every page (its planning dearer than its run).
 */
const bySeoName = prepared((db) =>
  db
    .select({
      masterId: sql<number | null>`q.master_id`,
      summary: sql<ApprovedReviews["summary"]>`q.summary`,
      items: sql<ApprovedReviews["items"]>`q.items`,
    })
    .from(sql`(
      with mm as (select coalesce(
          (select id from master_products where seo_name = ${sql.placeholder("seoName")}),
          (select master_product_id from products where seo_name = ${sql.placeholder("seoName")})) as id),
        r as (select * from product_reviews where master_product_id = (select id from mm) and status = 'approved')
      select (select id from mm) as master_id,
        json_build_object(
          'average', (select round(avg(rating)::numeric, 1)::float8 from r),
          'count', (select count(*)::int from r),
          'distribution', (select json_object_agg(rating::text, n) from (select rating, count(*)::int as n from r group by rating) d)) as summary,
        coalesce((select json_agg(x) from (
          select id, rating, pros, cons, text, case when is_anonymous then null else full_name end as author, created_at::text as created_at
          from r order by created_at desc, id desc
          limit ${sql.placeholder("limit")}::int offset ${sql.placeholder("offset")}::int) x), '[]') as items) q`)
    .prepare("approved_reviews_by_seo_name"),
);

/** Null when no model or variant has that seo name. */
export async function approvedReviewsBySeoName(
  db: Db,
  seoName: string,
  limit: number,
  offset: number,
): Promise<ApprovedReviews | null> {
  const [row] = await bySeoName(db).execute({ seoName, limit, offset });
  return row?.masterId == null ? null : { summary: row.summary, items: row.items };
}
