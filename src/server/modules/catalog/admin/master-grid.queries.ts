import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { masterGridRow } from "../../../../contract/catalog-admin.js";
import type { DbOrTx } from "../../../db/client.js";
import { intArray } from "../../../db/pg-array.js";
import { queryRows } from "../../../db/query-rows.js";

/** A grid row as the statement builds it (json_agg), in the contract's shape. */
export type MasterGridRow = z.infer<typeof masterGridRow>;

export interface GridFilter {
  search?: string;
  categoryIds?: number[];
  level?: "only_level_1" | "no_level";
  productType?: string;
  metaMaster?: number;
  ids?: number[];
}

const ORDER: Record<string, SQL> = {
  id: sql`m.id`,
  "-id": sql`m.id desc`,
  name: sql`m.name, m.id`,
  "-name": sql`m.name desc, m.id`,
  created_at: sql`m.created_at, m.id`,
  "-created_at": sql`m.created_at desc, m.id desc`,
};

/**
 * The staff master product grid (spec §2 category assignment): search by name or code, by
 * categories, "contains only level 1" (only root categories) or "contains no level" (none).
 */
export async function masterGrid(db: DbOrTx, f: GridFilter, ordering: string, limit: number, offset: number) {
  const where: SQL[] = [sql`true`];
  if (f.search)
    where.push(sql`(immutable_unaccent(lower(m.name)) like '%' || immutable_unaccent(lower(${f.search})) || '%'
      or exists (select 1 from products p where p.master_product_id = m.id and p.code ilike ${f.search} || '%'))`);
  if (f.categoryIds?.length)
    where.push(
      sql`exists (select 1 from master_product_categories x where x.master_product_id = m.id and x.type_category_id = any(${intArray(f.categoryIds)}))`,
    );
  if (f.level === "no_level")
    where.push(sql`not exists (select 1 from master_product_categories x where x.master_product_id = m.id)`);
  if (f.level === "only_level_1")
    where.push(sql`exists (select 1 from master_product_categories x where x.master_product_id = m.id)
      and not exists (select 1 from master_product_categories x join type_categories c on c.id = x.type_category_id
        where x.master_product_id = m.id and c.parent_id is not null)`);
  if (f.productType) where.push(sql`t.code = ${f.productType}`);
  if (f.metaMaster) where.push(sql`m.meta_master_id = ${f.metaMaster}`);
  if (f.ids) where.push(sql`m.id = any(${intArray(f.ids)})`);
  const cond = sql.join(where, sql` and `);
  const [row] = await queryRows<{ count: number; results: MasterGridRow[] }>(
    db,
    sql`
    with hit as (select m.id from master_products m join product_types t on t.id = m.product_type_id where ${cond})
    select (select count(*)::int from hit) as count,
      coalesce((select json_agg(x) from (
        select m.id, m.name, m.seo_name, f.name as manufacturer, t.code as type, m.badges, m.recommended_rank,
          case when mm.id is null then null else json_build_object('id', mm.id, 'name', mm.name) end as meta_master,
          (select count(*)::int from products p where p.master_product_id = m.id) as variant_count,
          (select min(price) from products p where p.master_product_id = m.id and p.is_active) as price_from,
          coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'level', array_length(string_to_array(c.url_path, '/'), 1))
            order by c.url_path) from master_product_categories x join type_categories c on c.id = x.type_category_id
            where x.master_product_id = m.id), '[]') as categories
        from master_products m join hit on hit.id = m.id
        join manufacturers f on f.id = m.manufacturer_id join product_types t on t.id = m.product_type_id
        left join meta_masters mm on mm.id = m.meta_master_id
        order by ${ORDER[ordering] ?? ORDER.name} limit ${limit} offset ${offset}) x), '[]') as results`,
  );
  return row;
}

/** How many rows a write touched: node-postgres says `rowCount`, PGlite `affectedRows`. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** Adds every pair (existing products and categories only); returns how many pairs are new. */
export async function addPairs(db: DbOrTx, masterIds: number[], categoryIds: number[]): Promise<number> {
  return affectedRows(
    await db.execute(sql`insert into master_product_categories (master_product_id, type_category_id)
    select m.id, c.id from master_products m, type_categories c
    where m.id = any(${intArray(masterIds)}) and c.id = any(${intArray(categoryIds)})
    on conflict do nothing`),
  );
}

export async function removePairs(db: DbOrTx, masterIds: number[], categoryIds: number[]): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from master_product_categories
    where master_product_id = any(${intArray(masterIds)}) and type_category_id = any(${intArray(categoryIds)})`),
  );
}
