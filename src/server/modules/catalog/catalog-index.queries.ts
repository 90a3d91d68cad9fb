import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { intArray } from "../../db/pg-array.js";
import { queryRows } from "../../db/query-rows.js";
import { STATE_RANK } from "./catalog-list.queries.js";

/** Sizes to allocate and the version the reading transaction's snapshot shows. */
export async function loadIndexSize(
  db: DbOrTx,
): Promise<{ version: number; models: number; variants: number; categories: number }> {
  const [row] = await queryRows<{ version: number; models: number; variants: number; categories: number }>(
    db,
    sql`select (select v from catalog_version where id = 1)::float8 as version,
      (select count(*) from master_products)::int as models, (select count(*) from products)::int as variants,
      (select count(*) from master_product_categories)::int as categories`,
  );
  return { ...row, version: Number(row.version ?? 0) };
}

/** A model as the list index keeps it: what filters and sorts read, with its categories. */
export interface IndexModelRow {
  id: number;
  mf: number;
  rec: number;
  cats: number[];
}

const modelColumns = sql`m.id, m.manufacturer_id as mf, m.recommended_rank as rec,
  coalesce((select array_agg(c.type_category_id order by c.type_category_id)
    from master_product_categories c where c.master_product_id = m.id), '{}') as cats`;

export function loadIndexModels(db: DbOrTx, afterId: number, limit: number): Promise<IndexModelRow[]> {
  return queryRows<IndexModelRow>(
    db,
    sql`select ${modelColumns} from master_products m where m.id > ${afterId} order by m.id limit ${limit}`,
  );
}

export function loadModelsById(db: DbOrTx, ids: number[]): Promise<IndexModelRow[]> {
  return queryRows<IndexModelRow>(
    db,
    sql`select ${modelColumns} from master_products m where m.id = any(${intArray(ids)}) order by m.id`,
  );
}

/** Model ids by name (the database's collation decides, as it did for the list) and newest first. */
export async function loadModelOrders(db: DbOrTx): Promise<{ byName: number[]; newest: number[] }> {
  const [row] = await queryRows<{ by_name: number[] | null; newest: number[] | null }>(
    db,
    sql`select (select array_agg(id order by name, id) from master_products) as by_name,
      (select array_agg(id order by created_at desc, id desc) from master_products) as newest`,
  );
  return { byName: row.by_name ?? [], newest: row.newest ?? [] };
}

/** A variant as the list index keeps it; `attrs` are the filterable attributes' values as `->>` gives them. */
export interface IndexVariantRow {
  id: number;
  mid: number;
  price: number;
  common_price: number | null;
  quality: string;
  st: number;
  active: boolean;
  attrs: (string | null)[];
}

const variantColumns = (keys: string[]) =>
  sql`p.id, p.master_product_id as mid, p.price, p.common_price, p.quality, p.is_active as active,
    ${STATE_RANK} as st,
    array[${
      keys.length
        ? sql.join(
            keys.map((k) => sql`p.attributes ->> ${k}`),
            sql`, `,
          )
        : sql`null`
    }]::text[] as attrs`;

/** Variants of models in (afterMid, toMid], ordered as the index lays them out: by model, then id. */
export function loadIndexVariants(
  db: DbOrTx,
  keys: string[],
  afterMid: number,
  toMid: number,
): Promise<IndexVariantRow[]> {
  return queryRows<IndexVariantRow>(
    db,
    sql`select ${variantColumns(keys)} from products p
      where p.master_product_id > ${afterMid} and p.master_product_id <= ${toMid}
      order by p.master_product_id, p.id`,
  );
}

export function loadVariantsById(db: DbOrTx, keys: string[], ids: number[]): Promise<IndexVariantRow[]> {
  return queryRows<IndexVariantRow>(
    db,
    sql`select ${variantColumns(keys)} from products p where p.id = any(${intArray(ids)})`,
  );
}

export interface CatalogChange {
  kind: string;
  key: number | null;
  /** A changed product's model (products, store_stock), as it is now; null if it is gone. */
  model: number | null;
  /** A changed model's meta-master (master_products), as it is now; null if none. */
  meta: number | null;
  /**
   * The categories whose lists may show the change (catalog-cache.ts's `c:` tags): the changed
   * product's or model's categories, and those of the models a changed product is a gift of. Null
   * when the log cannot say which: a model's category membership changed (the category it left is
   * not logged), a product is gone, or the change has no key.
   */
  categories: number[] | null;
  /** The models a changed product is a gift of (products, store_stock): its name and price are theirs to show. */
  recipients: number[] | null;
}

/**
 * What versions after `since` up to `upTo` changed (distinct rows); null when the log no longer
 * reaches back that far (pruned), so the caller starts over.
 */
export async function changesSince(db: DbOrTx, since: number, upTo: number): Promise<CatalogChange[] | null> {
  const rows = await queryRows<CatalogChange & { oldest: number | null }>(
    db,
    sql`select distinct c.kind, c.key, p.master_product_id as model, mp.meta_master_id as meta, g.recipients,
        case when c.key is null or c.kind = 'master_product_categories' then null
          when c.kind in ('products', 'store_stock') then
            case when p.id is not null then array(select distinct x.type_category_id from master_product_categories x
              where x.master_product_id = any(p.master_product_id || g.recipients)) end
          when c.kind in ('master_products', 'product_reviews', 'special_offers') then
            array(select x.type_category_id from master_product_categories x where x.master_product_id = c.key)
        end as categories,
        (select min(v) from catalog_changes)::int as oldest
      from catalog_changes c
      left join products p on c.kind in ('products', 'store_stock') and p.id = c.key
      left join master_products mp on c.kind = 'master_products' and mp.id = c.key
      left join lateral (select array(select master_product_id from product_gifts where gift_product_id = c.key) as recipients) g
        on c.kind in ('products', 'store_stock')
      where c.v > ${since} and c.v <= ${upTo}`,
  );
  if (!rows.length) return since < upTo ? null : [];
  if ((rows[0].oldest ?? 0) > since + 1) return null;
  return rows.map(({ kind, key, model, meta, categories, recipients }) => ({
    kind,
    key,
    model,
    meta,
    categories,
    recipients,
  }));
}
