import { type SQL, sql } from "drizzle-orm";
import type { CatalogCard } from "../../../contract/catalog.js";
import type { StoredImage } from "../../../domain/image-ref.js";
import { mainImageJson } from "../../db/main-image.js";
import { levelPriceSql } from "../pricing/pricing.service.js";
import { stateRankOf } from "./catalog-list.queries.js";

/**
 * The aliases a card is read over: the variant (`p`), its model, maker and type, and two lateral
 * rows of the model (`v`: its variants' colours and count, `r`: its approved reviews' rating). A
 * statement that nests a card (the product statement's accessories) names them apart from its own.
 */
export interface CardAliases {
  p: string;
  m: string;
  mf: string;
  t: string;
  v: string;
  r: string;
}

const aliased = (a: CardAliases) => {
  const [p, m, mf, t, v, r] = [a.p, a.m, a.mf, a.t, a.v, a.r].map((x) => sql.raw(x));
  return { p, m, mf, t, v, r };
};

/**
 * A card's columns, in the order the cards' rows and the stored cards have them, priced by the
 * shopper's lists `g.lists` (a column the enclosing statement provides). One list for every card:
 * the catalogue's lists, the stored cards and the product page's accessories (decision 025).
 */
export function cardColumns(aliases: CardAliases): SQL {
  const { p, m, mf, t, v, r } = aliased(aliases);
  return sql`${p}.id, ${p}.seo_name, ${m}.name, ${p}.name as long_name, ${p}.code,
    ${levelPriceSql(sql`${p}.id`, sql`${p}.price`, sql`g.lists`)} as price,
    ${p}.price as retail_price, ${p}.common_price, ${p}.color_hex, ${p}.image_url,
    ${p}.quality, (${p}.warehouse_stock > 0 or ${p}.stores_in_stock > 0) as in_stock, ${p}.stores_in_stock as store_count,
    ${mf}.name as manufacturer, ${t}.code as type, ${m}.id as master_id, ${m}.seo_name as master_seo_name,
    ${stateRankOf(aliases.p)} as st, ${p}.expected_stock_date::text as expected_date, ${p}.is_leased, ${m}.badges,
    coalesce((select array_agg(card_gp.name order by card_gp.name) from product_gifts card_g
      join products card_gp on card_gp.id = card_g.gift_product_id where card_g.master_product_id = ${m}.id), '{}') as gifts,
    coalesce(${v}.colors, '{}') as colors, coalesce(${v}.n, 0) as variant_count,
    coalesce((select array_agg(card_c.name order by card_c.parent_id nulls first, card_c.position)
      from master_product_categories card_x join type_categories card_c on card_c.id = card_x.type_category_id
      where card_x.master_product_id = ${m}.id), '{}') as categories,
    ${r}.rating, coalesce(${r}.n, 0) as review_count,
    ${mainImageJson(sql`${m}.id`, sql`${p}.color_name`)} as image`;
}

/** A row of `cardColumns`: the card before its stock state's name and its picture's reference. */
export type CardColumnsRow = Omit<CatalogCard, "stock_state" | "image" | "retail_price"> & {
  retail_price: number;
  st: number;
  image: StoredImage | null;
};

/** The joins `cardColumns` reads over, after the variant's own table (`products <p>`). */
export function cardJoins(aliases: CardAliases): SQL {
  const { p, m, mf, t, v, r } = aliased(aliases);
  return sql`join master_products ${m} on ${m}.id = ${p}.master_product_id
    join manufacturers ${mf} on ${mf}.id = ${m}.manufacturer_id
    join product_types ${t} on ${t}.id = ${m}.product_type_id
    left join lateral (select array_agg(distinct card_pv.color_hex) filter (where card_pv.color_hex is not null) as colors,
        count(*)::int as n
      from products card_pv where card_pv.master_product_id = ${m}.id and card_pv.is_active) ${v} on true
    left join lateral (select round(avg(card_rv.rating)::numeric, 1)::float8 as rating, count(*)::int as n
      from product_reviews card_rv where card_rv.master_product_id = ${m}.id and card_rv.status = 'approved') ${r} on true`;
}
