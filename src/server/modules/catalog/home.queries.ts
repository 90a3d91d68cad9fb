import { sql } from "drizzle-orm";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import { STATE_RANK } from "./catalog-list.queries.js";

const SOLD_OUT_RANK = STOCK_STATES.indexOf("sold_out");

/** The shown slides and tiles; of equal positions the newest first, so a new slide at 0 leads. */
export async function activeBanners(db: DbOrTx) {
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
    sql`select id, placement, title, subtitle, link_url as url, color, image_url from catalog_banners where is_active order by position, id desc`,
  );
}

/**
 * The shown variant (available first, then expected, then cheapest) of the newest models (those
 * badged new first) and of the most recommended ones, accessories left out of "new". Sold-out
 * models are left out: the home page offers what can be bought or is on its way. One statement.
 */
export async function homeProductIds(
  db: DbOrTx,
  limit: number,
): Promise<{ newest: number[]; recommended: number[] }> {
  const [row] = await queryRows<{ newest: number[]; recommended: number[] }>(
    db,
    sql`
    with pick as (
      select m.id as mid, m.created_at, m.recommended_rank, t.code, 'new' = any(m.badges) as is_new, v.pid, v.st
      from master_products m join product_types t on t.id = m.product_type_id
      join lateral (select p.id as pid, ${STATE_RANK} as st from products p where p.master_product_id = m.id and p.is_active
          order by least(greatest(${STATE_RANK} - 1, 0), 2), (p.quality <> 'new'), p.price limit 1) v on true
    ),
    offered as (select * from pick where st < ${SOLD_OUT_RANK}),
    newest as (select pid from offered where code <> 'accessory' order by is_new desc, created_at desc, mid desc limit ${limit}),
    recommended as (select pid from offered where recommended_rank > 0 order by recommended_rank desc, mid limit ${limit})
    select coalesce((select array_agg(pid) from newest), '{}') as newest, coalesce((select array_agg(pid) from recommended), '{}') as recommended`,
  );
  return { newest: row.newest.map(Number), recommended: row.recommended.map(Number) };
}
