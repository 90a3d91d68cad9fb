import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import { STATE_RANK, stateRankOf } from "./catalog-list.queries.js";

export interface VariantRow {
  id: number;
  seo_name: string;
  name: string;
  color_name: string | null;
  color_hex: string | null;
  memory_gb: number | null;
  quality: string;
  price: number;
  st: number;
}

export interface ProductRow {
  product: VariantRow & {
    code: string;
    ean: string | null;
    common_price: number | null;
    vat_rate: number;
    is_leased: boolean;
    image_url: string | null;
    attributes: Record<string, string | number>;
    warehouse_stock: number;
    stores_in_stock: number;
    expected_date: string | null;
  };
  master: {
    id: number;
    seo_name: string;
    name: string;
    description: string;
    meta_master_id: number | null;
    badges: string[];
    seo_title: string | null;
    seo_description: string | null;
  };
  manufacturer: { id: number; name: string; seo_name: string };
  type: { code: string; label: string };
  variants: VariantRow[];
  siblings: (VariantRow & { master_name: string; master_id: number })[];
  stores: { id: number; seo_name: string; name: string; city: string; quantity: number }[];
  category_ids: number[];
  gifts: { name: string; seo_name: string | null; value: number }[];
  offers: {
    id: number;
    kind: string;
    name: string;
    description: string;
    price: number | null;
    valid_to: string | null;
  }[];
  rating: { average: number | null; count: number };
  accessory_ids: number[];
}

/**
 * Everything the product page shows, in one statement: the variant, its model and maker, all
 * variants (colour, memory, quality switches), the other models of its meta-master, stock per
 * store, categories, gifts, current offers, the approved-review rating and accessory candidates.
 */
export async function productBySeoName(db: Db, seoName: string): Promise<ProductRow | null> {
  const variant = (alias: string) =>
    sql.raw(`${alias}.id, ${alias}.seo_name, ${alias}.name, ${alias}.color_name, ${alias}.color_hex,
    ${alias}.memory_gb, ${alias}.quality, ${alias}.price`);
  const [row] = await queryRows<{ r: ProductRow | null }>(
    db,
    sql`
    with p as (select * from products where seo_name = ${seoName} and is_active),
    m as (select * from master_products where id = (select master_product_id from p))
    select case when not exists (select 1 from p) then null else json_build_object(
      'product', (select row_to_json(x) from (select ${variant("p")}, p.code, p.ean, p.common_price, p.vat_rate, p.is_leased,
        p.image_url, p.attributes, p.warehouse_stock, p.stores_in_stock, p.expected_stock_date::text as expected_date,
        ${STATE_RANK} as st from p) x),
      'master', (select row_to_json(x) from (select id, seo_name, name, description, meta_master_id, badges, seo_title, seo_description from m) x),
      'manufacturer', (select row_to_json(x) from (select f.id, f.name, f.seo_name from manufacturers f, m where f.id = m.manufacturer_id) x),
      'type', (select row_to_json(x) from (select t.code, t.label from product_types t, m where t.id = m.product_type_id) x),
      'variants', (select coalesce(json_agg(x order by x.memory_gb nulls first, x.price), '[]') from (
        select ${variant("v")}, ${stateRankOf("v")} as st from products v, m where v.master_product_id = m.id and v.is_active) x),
      'siblings', (select coalesce(json_agg(x order by x.memory_gb nulls first, x.price), '[]') from (
        select ${variant("v")}, ${stateRankOf("v")} as st, o.name as master_name, o.id as master_id
        from m join master_products o on o.meta_master_id = m.meta_master_id and o.id <> m.id
        join products v on v.master_product_id = o.id and v.is_active) x),
      'stores', (select coalesce(json_agg(x order by x.city, x.name), '[]') from (
        select s.id, s.seo_name, s.name, s.city, ss.quantity from store_stock ss join stores s on s.id = ss.store_id, p
        where ss.product_id = p.id and ss.quantity > 0) x),
      'category_ids', (select coalesce(json_agg(x.type_category_id), '[]') from master_product_categories x, m where x.master_product_id = m.id),
      'gifts', (select coalesce(json_agg(x), '[]') from (
        select gp.name, gp.seo_name, gp.price as value from product_gifts g join products gp on gp.id = g.gift_product_id, m
        where g.master_product_id = m.id) x),
      'offers', (select coalesce(json_agg(x order by x.position, x.id), '[]') from (
        select o.id, o.kind, o.name, o.description, o.price, o.valid_to::text as valid_to, o.position from special_offers o, m
        where (o.master_product_id = m.id or (o.master_product_id is null and o.product_type_id = m.product_type_id))
          and (o.valid_from is null or o.valid_from <= now()) and (o.valid_to is null or o.valid_to > now())) x),
      'rating', (select json_build_object('average', round(avg(r.rating)::numeric, 1)::float8, 'count', count(*)::int)
        from product_reviews r, m where r.master_product_id = m.id and r.status = 'approved'),
      'accessory_ids', (select coalesce(json_agg(x.id), '[]') from (
        select a.id from m, product_types t, lateral (
          select distinct on (am.id) v.id, am.id as mid, am.manufacturer_id, am.recommended_rank, similarity(am.name, m.name) as sim
          from master_products am join products v on v.master_product_id = am.id and v.is_active
          where am.product_type_id = t.id and am.id <> m.id
            and (am.manufacturer_id = m.manufacturer_id or am.recommended_rank > 0 or am.name % m.name)
          order by am.id, (v.warehouse_stock + v.stores_in_stock > 0) desc, v.price) a
        where t.code = 'accessory'
        order by a.sim desc, (a.manufacturer_id = m.manufacturer_id) desc, a.recommended_rank desc, a.mid limit 4) x)
    ) end as r`,
  );
  return row?.r ?? null;
}
