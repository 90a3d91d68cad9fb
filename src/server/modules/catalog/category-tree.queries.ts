import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import type { CategoryNode } from "./category-tree.js";

/** Every type category with its product type's code and label (hundreds of rows, read whole). */
export function categoryRows(db: DbOrTx): Promise<Omit<CategoryNode, "children">[]> {
  return queryRows<Omit<CategoryNode, "children">>(
    db,
    sql`select c.id, c.name, c.parent_id as "parentId", c.position, c.seo_name as "seoName", c.url_path as "urlPath",
      c.for_display as "forDisplay", c.for_buyout as "forBuyout", c.for_service as "forService", c.filterable,
      c.manufacturer_ids as "manufacturerIds", c.photo_id as "photoId", c.product_type_id as "productTypeId",
      t.code as "typeCode", t.label as "typeLabel", c.meilisearch_boost::text as "meilisearchBoost",
      c.seo_title as "seoTitle", c.seo_description as "seoDescription", c.seo_text as "seoText"
    from type_categories c left join product_types t on t.id = c.product_type_id`,
  );
}
