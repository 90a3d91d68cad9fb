import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { CatalogCard } from "../../../contract/catalog.js";
import { imageRefOf, type StoredImage } from "../../../domain/image-ref.js";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import { mainImageJson } from "../../db/main-image.js";
import { levelPriceSql } from "../pricing/pricing.service.js";
import { stateRankOf } from "./catalog-list.queries.js";

/** An accessory card as the product statement reads it (the columns of `cardsByProductIds`). */
export type AccessoryCardRow = Omit<CatalogCard, "stock_state" | "image" | "retail_price"> & {
  retail_price: number;
  st: number;
  image: StoredImage | null;
};

/** An accessory of the product statement: its stored card (decision 025), or the row read live. */
export type AccessoryRow = { card: CatalogCard } | AccessoryCardRow;

/**
 * The model's recommended accessories (stored per model, decision 012) as cards, each its best
 * variant to buy (in stock, then cheapest), in rank order: a scalar subquery of the product
 * statement, whose `m` is the model, `g.lists` the shopper's price lists and `lang` the market's
 * language. A fresh stored card is taken as it is when the shopper pays retail prices (no list
 * applies); otherwise the card's columns are read as `cardsByProductIds` reads them (a test holds
 * the two equal). A second statement cost a round trip and, its plan depending on an array's
 * length, a new plan on every execution (~1.8 ms of database CPU per product miss at 100 000
 * products); the columns read live were half of the product statement's time (0.65 of 1.2 ms).
 */
export const accessoryCardsJson = (masterId: SQL, lang: SQL | Placeholder) => sql`(select coalesce(json_agg(
    case when cc.card is not null and g.lists is null then json_build_object('card', cc.card)
      else (select row_to_json(c) from (${liveAccessoryCard}) c) end
    order by pa.rank), '[]')
  from product_accessories pa
  cross join lateral (
    select v.id from products v where v.master_product_id = pa.accessory_master_product_id and v.is_active
    order by (v.warehouse_stock + v.stores_in_stock > 0) desc, v.price, v.id limit 1) best
  left join catalog_cards cc on cc.product_id = best.id and not cc.stale and cc.lang = ${lang}
    and cc.epoch = (select epoch from catalog_cards_state where id = 1)
  where pa.master_product_id = ${masterId})`;

/** The card's columns of the accessory variant `best.id`, read from the catalogue's tables. */
const liveAccessoryCard = sql`select ap.id, ap.seo_name, am.name, ap.name as long_name, ap.code,
    ${levelPriceSql(sql`ap.id`, sql`ap.price`, sql`g.lists`)} as price,
    ap.price as retail_price, ap.common_price, ap.color_hex, ap.image_url,
    ap.quality, (ap.warehouse_stock > 0 or ap.stores_in_stock > 0) as in_stock, ap.stores_in_stock as store_count,
    af.name as manufacturer, at.code as type, am.id as master_id, am.seo_name as master_seo_name, ${stateRankOf("ap")} as st,
    ap.expected_stock_date::text as expected_date, ap.is_leased, am.badges,
    coalesce((select array_agg(gp.name order by gp.name) from product_gifts ag join products gp on gp.id = ag.gift_product_id
      where ag.master_product_id = am.id), '{}') as gifts,
    coalesce(av.colors, '{}') as colors, coalesce(av.n, 0) as variant_count,
    coalesce((select array_agg(tc.name order by tc.parent_id nulls first, tc.position) from master_product_categories ac
      join type_categories tc on tc.id = ac.type_category_id where ac.master_product_id = am.id), '{}') as categories,
    ar.rating, coalesce(ar.n, 0) as review_count,
    ${mainImageJson(sql`am.id`, sql`ap.color_name`)} as image
  from products ap
  join master_products am on am.id = ap.master_product_id
  join manufacturers af on af.id = am.manufacturer_id
  join product_types at on at.id = am.product_type_id
  left join lateral (select array_agg(distinct pv.color_hex) filter (where pv.color_hex is not null) as colors, count(*)::int as n
    from products pv where pv.master_product_id = am.id and pv.is_active) av on true
  left join lateral (select round(avg(rv.rating)::numeric, 1)::float8 as rating, count(*)::int as n
    from product_reviews rv where rv.master_product_id = am.id and rv.status = 'approved') ar on true
  where ap.id = best.id`;

/**
 * A card with its keys in the contract's order (`catalogCard`), so the product answer is written
 * as built, without a schema pass that would only reorder them (the answer's bytes stay those of
 * `JSON.stringify(productDetail.parse(detail))`, which a test checks).
 */
export function accessoryCard(row: AccessoryRow, language: string): CatalogCard {
  if ("card" in row) return row.card;
  return {
    id: row.id,
    seo_name: row.seo_name,
    name: row.name,
    price: row.price,
    ...(row.retail_price > row.price ? { retail_price: row.retail_price } : {}),
    common_price: row.common_price,
    color_hex: row.color_hex,
    image_url: row.image_url,
    image: imageRefOf(row.image, language, row.long_name),
    quality: row.quality,
    in_stock: row.in_stock,
    store_count: row.store_count,
    manufacturer: row.manufacturer,
    type: row.type,
    master_id: row.master_id,
    master_seo_name: row.master_seo_name,
    code: row.code,
    long_name: row.long_name,
    stock_state: STOCK_STATES[row.st],
    expected_date: row.expected_date,
    is_leased: row.is_leased,
    badges: row.badges,
    gifts: row.gifts,
    colors: row.colors,
    variant_count: row.variant_count,
    categories: row.categories,
    rating: row.rating,
    review_count: row.review_count,
  };
}
