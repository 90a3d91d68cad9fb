import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { StoredImage } from "../../../domain/image-ref.js";
import type { Db } from "../../db/client.js";
import { galleryJson } from "../../db/main-image.js";
import { intArray } from "../../db/pg-array.js";
import { prepared } from "../../db/prepared.js";
import { queryRows } from "../../db/query-rows.js";
import { levelPriceSql, type Shopper, shopperListsSql } from "../pricing/pricing.service.js";
import { type AccessoryRow, accessoryCardsJson } from "./accessory-cards.js";
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
    /** The product's own price; `price` is what this shopper pays (lower on a price level). */
    retail_price: number;
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
  /** The recommended accessories as cards, in rank order (accessory-cards.ts). */
  accessories: AccessoryRow[];
  /** The model's pictures: per colour ("" for every colour), main first, in gallery order. */
  images: { colour: string; image: StoredImage }[];
}

/** A variant's columns with the price the shopper pays (level price, decision 017). */
const variant = (alias: string) =>
  sql`${sql.raw(`${alias}.id, ${alias}.seo_name, ${alias}.name, ${alias}.color_name, ${alias}.color_hex,
    ${alias}.memory_gb, ${alias}.quality`)}, ${shopperPrice(alias)} as price`;
const shopperPrice = (alias: string) =>
  levelPriceSql(sql.raw(`${alias}.id`), sql.raw(`${alias}.price`), sql`g.lists`);

/** The values the product statement takes: bound placeholders when prepared, values in a batch. */
interface ProductParams {
  lang: SQL | Placeholder;
  userId: SQL | Placeholder;
  market: SQL | Placeholder;
}

/** The offers the model's page may list: its own and its type's. */
const modelOffers = sql`(o.master_product_id = m.id or (o.master_product_id is null and o.product_type_id = m.product_type_id))`;

/**
 * Everything the product page shows, as one JSON object per row of `p` (the variant) and `m` (its
 * model): the variant, its model and maker, all variants (colour, memory, quality switches), the
 * other models of its meta-master, stock per store, categories, gifts, current offers, the
 * approved-review rating and the recommended accessories (stored per model by the database,
 * decision 012) as cards, each its best variant to buy, and the model's pictures of every colour
 * (the colour switch changes them without another read). Every part is an index lookup.
 */
const productObject = ({ lang }: ProductParams) => sql<ProductRow>`json_build_object(
      'product', (select row_to_json(x) from (select ${variant("p")}, p.price as retail_price, p.code, p.ean, p.common_price, p.vat_rate, p.is_leased,
        p.image_url, p.attributes, p.warehouse_stock, p.stores_in_stock, p.expected_stock_date::text as expected_date,
        ${STATE_RANK} as st) x),
      'master', (select row_to_json(x) from (select m.id, m.seo_name, m.name, m.description, m.meta_master_id, m.badges,
        m.seo_title, m.seo_description) x),
      'manufacturer', (select row_to_json(x) from (select f.id, f.name, f.seo_name from manufacturers f where f.id = m.manufacturer_id) x),
      'type', (select row_to_json(x) from (select t.code, t.label from product_types t where t.id = m.product_type_id) x),
      'variants', (select coalesce(json_agg(x order by x.memory_gb nulls first, x.price), '[]') from (
        select ${variant("v")}, ${stateRankOf("v")} as st from products v where v.master_product_id = m.id and v.is_active) x),
      'siblings', (select coalesce(json_agg(x order by x.memory_gb nulls first, x.price), '[]') from (
        select ${variant("v")}, ${stateRankOf("v")} as st, o.name as master_name, o.id as master_id
        from master_products o join products v on v.master_product_id = o.id and v.is_active
        where o.meta_master_id = m.meta_master_id and o.id <> m.id) x),
      'stores', (select coalesce(json_agg(x order by x.city, x.name), '[]') from (
        select s.id, s.seo_name, s.name, s.city, ss.quantity from store_stock ss join stores s on s.id = ss.store_id
        where ss.product_id = p.id and ss.quantity > 0) x),
      'category_ids', (select coalesce(json_agg(x.type_category_id), '[]') from master_product_categories x where x.master_product_id = m.id),
      'gifts', (select coalesce(json_agg(x), '[]') from (
        select gp.name, gp.seo_name, gp.price as value from product_gifts g join products gp on gp.id = g.gift_product_id
        where g.master_product_id = m.id) x),
      'offers', (select coalesce(json_agg(json_build_object('id', o.id, 'kind', o.kind, 'name', o.name,
          'description', o.description, 'price', o.price, 'valid_to', o.valid_to::text) order by o.position, o.id), '[]')
        from special_offers o
        where ${modelOffers} and (o.valid_from is null or o.valid_from <= now()) and (o.valid_to is null or o.valid_to > now())),
      'rating', (select json_build_object('average', round(avg(r.rating)::numeric, 1)::float8, 'count', count(*)::int)
        from product_reviews r where r.master_product_id = m.id and r.status = 'approved'),
      'accessories', ${accessoryCardsJson(sql`m.id`, lang)},
      'images', ${galleryJson(sql`m.id`)}
    )`;

/** The variant, its model, and the shopper's price lists, worked out once for every price in the statement. */
const productFrom = ({
  userId,
  market,
}: ProductParams) => sql`products p join master_products m on m.id = p.master_product_id
      cross join (select ${shopperListsSql(sql`${userId}::int`, market)} as lists) g`;

/**
 * The product page's statement by the variant's seo name (~1 ms at 100 000 products). It is named,
 * so PostgreSQL plans it once per connection instead of spending longer planning it than running it.
 */
const bySeoName = prepared((db) => {
  const params = {
    lang: sql.placeholder("lang"),
    userId: sql.placeholder("userId"),
    market: sql.placeholder("market"),
  };
  return db
    .select({ r: productObject(params) })
    .from(productFrom(params))
    .where(sql`p.seo_name = ${sql.placeholder("seoName")} and p.is_active`)
    .prepare("product_by_seo_name");
});

/** `shopper`: whose prices (a customer's user id, null for retail) on which market's lists. */
export async function productBySeoName(
  db: Db,
  seoName: string,
  shopper: Shopper,
  language: string,
): Promise<ProductRow | null> {
  const [row] = await bySeoName(db).execute({
    seoName,
    userId: shopper.userId,
    market: shopper.market,
    lang: language,
  });
  return row?.r ?? null;
}

/** A product row with what the answers' read model keeps beside it (decision 026). */
export interface ProductRowWithDeps {
  r: ProductRow;
  /**
   * Every model the answer shows: its own, its meta-master's others, its accessories'. A gift's change
   * marks the answers whose models hold a model it is given with (migration 0043).
   */
  models: number[];
  /** When the next offer of the page starts or ends (the answer is old from then), or null. */
  fresh_until: string | null;
}

/**
 * The retail product rows of the active products among `ids` for the answers' filler, in one
 * statement (on a transaction: it is not prepared).
 */
export async function retailProductRows(
  db: Db,
  ids: number[],
  language: string,
  market: string,
): Promise<ProductRowWithDeps[]> {
  const params = { lang: sql`${language}`, userId: sql`null`, market: sql`${market}` };
  return queryRows<ProductRowWithDeps>(
    db,
    sql`select ${productObject(params)} as r,
      array(select distinct x from unnest(array[m.id]
        || array(select o.id from master_products o where o.meta_master_id = m.meta_master_id)
        || array(select pa.accessory_master_product_id from product_accessories pa where pa.master_product_id = m.id)) x
        order by x) as models,
      (select min(e.t) from special_offers o cross join lateral (values (o.valid_from), (o.valid_to)) e(t)
        where ${modelOffers} and e.t > now())::text as fresh_until
    from ${productFrom(params)}
    where p.id = any(${intArray(ids)}) and p.is_active`,
  );
}
