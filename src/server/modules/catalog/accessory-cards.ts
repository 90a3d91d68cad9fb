import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { CatalogCard } from "../../../contract/catalog.js";
import { imageRefOf } from "../../../domain/image-ref.js";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import { type CardColumnsRow, cardColumns, cardJoins } from "./card-columns.js";

/** An accessory card as the product statement reads it (the columns of `cardsByProductIds`). */
export type AccessoryCardRow = CardColumnsRow;

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
const ACCESSORY_CARD = { p: "ap", m: "am", mf: "af", t: "at", v: "av", r: "ar" };
const liveAccessoryCard = sql`select ${cardColumns(ACCESSORY_CARD)}
  from products ap ${cardJoins(ACCESSORY_CARD)}
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
