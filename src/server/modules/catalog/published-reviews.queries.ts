import { sql } from "drizzle-orm";
import type { ReviewsResponse } from "../../../contract/reviews.js";
import type { DbOrTx } from "../../db/client.js";
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

/** Approved reviews of a model, newest first, with the summary, in one statement. */
export async function approvedReviews(db: DbOrTx, masterId: number, limit: number, offset: number) {
  const [row] = await queryRows<{
    summary: { average: number | null; count: number; distribution: Record<string, number> | null };
    items: ReviewsResponse["items"];
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
