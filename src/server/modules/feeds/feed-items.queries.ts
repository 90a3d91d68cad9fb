import { sql } from "drizzle-orm";
import type { StoredImage } from "../../../domain/image-ref.js";
import type { DbOrTx } from "../../db/client.js";
import { mainImageJson } from "../../db/main-image.js";
import { queryRows } from "../../db/query-rows.js";

/** One offered variant as the comparison-shopping feeds describe it. Prices in minor units. */
export interface FeedRow {
  id: number;
  code: string;
  seo_name: string;
  name: string;
  master_id: number;
  description: string;
  manufacturer: string;
  price: number;
  common_price: number | null;
  ean: string | null;
  image_url: string | null;
  /** The colour's main picture from the images library. */
  image: StoredImage | null;
  color_name: string | null;
  memory_gb: number | null;
  quality: string;
  warehouse_stock: number;
  stores_in_stock: number;
  expected_date: string | null;
  category_ids: number[];
  gifts: string[];
}

/**
 * Active variants in id order, `limit` after `afterId` (keyset paging: a 100 000-product catalogue
 * is read in batches, never held whole).
 */
export function feedRows(db: DbOrTx, afterId: number, limit: number): Promise<FeedRow[]> {
  return queryRows<FeedRow>(
    db,
    sql`select p.id, p.code, p.seo_name, p.name, m.id as master_id, m.description, mf.name as manufacturer,
        p.price, p.common_price, p.ean, p.image_url, p.color_name, p.memory_gb, p.quality,
        p.warehouse_stock, p.stores_in_stock, p.expected_stock_date::text as expected_date,
        ${mainImageJson(sql`m.id`, sql`p.color_name`)} as image,
        coalesce((select array_agg(c.type_category_id) from master_product_categories c
          where c.master_product_id = m.id), '{}') as category_ids,
        coalesce((select array_agg(gp.name order by gp.name) from product_gifts g
          join products gp on gp.id = g.gift_product_id where g.master_product_id = m.id), '{}') as gifts
      from products p
      join master_products m on m.id = p.master_product_id
      join manufacturers mf on mf.id = m.manufacturer_id
      where p.is_active and p.id > ${afterId}
      order by p.id
      limit ${limit}`,
  );
}
