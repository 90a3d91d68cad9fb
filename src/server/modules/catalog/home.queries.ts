import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

export async function activeBanners(db: Db) {
  return queryRows<{
    id: number;
    placement: string;
    title: string;
    subtitle: string;
    url: string;
    color: string;
    image_url: string | null;
  }>(
    db,
    sql`select id, placement, title, subtitle, link_url as url, color, image_url from catalog_banners where is_active order by position, id`,
  );
}

/**
 * The shown variant (available first, then cheapest) of the newest models (those badged new first)
 * and of the most recommended ones, accessories left out of "new". One statement for both lists.
 */
export async function homeProductIds(
  db: Db,
  limit: number,
): Promise<{ newest: number[]; recommended: number[] }> {
  const [row] = await queryRows<{ newest: number[]; recommended: number[] }>(
    db,
    sql`
    with pick as (
      select m.id as mid, m.created_at, m.recommended_rank, t.code, 'new' = any(m.badges) as is_new,
        (select p.id from products p where p.master_product_id = m.id and p.is_active
          order by (p.warehouse_stock + p.stores_in_stock > 0) desc, (p.quality <> 'new'), p.price limit 1) as pid
      from master_products m join product_types t on t.id = m.product_type_id
    ),
    newest as (select pid from pick where pid is not null and code <> 'accessory' order by is_new desc, created_at desc, mid desc limit ${limit}),
    recommended as (select pid from pick where pid is not null and recommended_rank > 0 order by recommended_rank desc, mid limit ${limit})
    select coalesce((select array_agg(pid) from newest), '{}') as newest, coalesce((select array_agg(pid) from recommended), '{}') as recommended`,
  );
  return { newest: row.newest.map(Number), recommended: row.recommended.map(Number) };
}
