import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

export interface ActivityRow {
  days: number;
  sold: number;
  revenue: number;
  bought: number;
  spent: number;
}

/**
 * A model's sales and purchases over the last 7, 21, 42 and 90 days, in one statement. Sales are
 * its variants' order lines (order_items_product_sales_idx) of orders neither cancelled nor
 * returned, revenue after discounts. Purchases: the shop records no stock receipts, so they are the
 * buy-backs it paid for a device of the same maker and model name (the buy-back device tree is kept
 * apart from the catalogue; decision 017), read through buybacks_created_idx (paid after created).
 */
export async function selectProductActivity(db: Db, masterId: number, windows: readonly number[]) {
  const longest = Math.max(...windows);
  return queryRows<ActivityRow>(
    db,
    sql`
    with sales as (
      select o.created_at as at, oi.quantity, oi.final_price
      from products v
      join order_items oi on oi.product_id = v.id
      join orders o on o.id = oi.order_id
      where v.master_product_id = ${masterId} and oi.kind = 'product'
        and o.status not in ('cancelled', 'returned')
        and o.created_at >= now() - make_interval(days => ${longest}::int)
    ), buys as (
      select b.paid_at as at, coalesce(b.offered_price, b.price) as price
      from master_products m
      join manufacturers mf on mf.id = m.manufacturer_id
      join device_manufacturers dmf on lower(dmf.name) = lower(mf.name)
      join device_models dm on dm.manufacturer_id = dmf.id and lower(dm.name) = lower(m.name)
      join buybacks b on b.model_id = dm.id
      where m.id = ${masterId}
        and b.created_at >= now() - make_interval(days => ${longest}::int)
        and b.paid_at >= now() - make_interval(days => ${longest}::int)
    )
    select w.days,
      coalesce((select sum(s.quantity) from sales s where s.at >= now() - make_interval(days => w.days)), 0)::int as sold,
      coalesce((select sum(s.final_price) from sales s where s.at >= now() - make_interval(days => w.days)), 0)::int as revenue,
      (select count(*) from buys b where b.at >= now() - make_interval(days => w.days))::int as bought,
      coalesce((select sum(b.price) from buys b where b.at >= now() - make_interval(days => w.days)), 0)::int as spent
    from unnest(${`{${windows.join(",")}}`}::int[]) with ordinality w(days, ord)
    order by w.ord`,
  );
}

/** Each variant's price on every list of the market applied now (active, valid). */
export async function selectCurrentLevels(db: Db, masterId: number, market: string) {
  return queryRows<{
    product_id: number;
    code: string;
    list_id: number;
    list_name: string;
    customer_group: "registered" | "business" | "shop";
    price: number;
  }>(
    db,
    sql`
    select v.id as product_id, v.code, l.id as list_id, l.name as list_name, l.customer_group, pp.price
    from products v
    join price_list_prices pp on pp.product_id = v.id
    join price_lists l on l.id = pp.price_list_id
    where v.master_product_id = ${masterId} and l.market = ${market} and l.is_active
      and (l.valid_from is null or l.valid_from <= now()) and (l.valid_to is null or l.valid_to > now())
    order by v.code, l.customer_group, pp.price`,
  );
}
