import { sql } from "drizzle-orm";
import { type ProductDetail, productDetail } from "../../contract/catalog-product.js";
import { type ReviewsResponse, reviewsResponse } from "../../contract/reviews.js";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/query-rows.js";
import { cardsByProductIds } from "../modules/catalog/catalog-cards.queries.js";
import { masterBySeoName } from "../modules/catalog/published-reviews.queries.js";
import type { Shopper } from "../modules/pricing/pricing.service.js";

/*
 * How the product answer and a product's reviews were read before decision 012's addendum (issue
 * 14): the accessories' variant ids from the product statement, then their cards in a second
 * statement; the whole answer through `productDetail.parse`; a model's reviews in two statements.
 * The shop's single-statement reads are held equal to these, byte for byte (`product-read.test.ts`).
 */

/** The recommended accessories' variants in rank order, each its model's best variant to buy. */
async function accessoryIds(db: Db, masterId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from product_accessories pa, lateral (
        select v.id from products v where v.master_product_id = pa.accessory_master_product_id and v.is_active
        order by (v.warehouse_stock + v.stores_in_stock > 0) desc, v.price, v.id limit 1) a
      where pa.master_product_id = ${masterId} order by pa.rank`,
  );
  return rows.map((r) => r.id);
}

/** The answer's text as the shop wrote it before: accessory cards read apart, the schema's pass. */
export async function referenceProductText(
  db: Db,
  detail: ProductDetail,
  language: string,
  shopper: Shopper,
): Promise<string> {
  const accessories = await cardsByProductIds(
    db,
    await accessoryIds(db, detail.master.id),
    language,
    shopper,
  );
  return JSON.stringify(productDetail.parse({ ...detail, accessories }));
}

/** Approved reviews of a model, newest first, with the summary (the statement the shop ran). */
async function approvedReviews(db: Db, masterId: number, limit: number, offset: number) {
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

/** A page of reviews' text as the shop wrote it before; null when there is no such model. */
export async function referenceReviewsText(
  db: Db,
  seoName: string,
  page: number,
  pageSize: number,
): Promise<string | null> {
  const master = await masterBySeoName(db, seoName);
  if (!master) return null;
  const r = await approvedReviews(db, master.id, pageSize, (page - 1) * pageSize);
  return JSON.stringify(
    reviewsResponse.parse({
      summary: {
        average: r.summary.average,
        count: r.summary.count,
        distribution: r.summary.distribution ?? {},
      },
      items: r.items,
      page,
      pages: Math.max(1, Math.ceil(r.summary.count / pageSize)),
    }),
  );
}
