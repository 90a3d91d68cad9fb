import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

export const URLS_PER_SITEMAP = 40_000;

export async function productCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where is_active`,
  );
  return row.n;
}

/** One sitemap file's product addresses, in a stable order (by id). */
export async function productSlugs(
  db: DbOrTx,
  page: number,
): Promise<{ seo_name: string; updated: string }[]> {
  return queryRows(
    db,
    sql`select seo_name, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated from products where is_active
      order by id limit ${URLS_PER_SITEMAP} offset ${(page - 1) * URLS_PER_SITEMAP}`,
  );
}

export async function displayedCategoryPaths(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ url_path: string }>(
    db,
    sql`select url_path from type_categories where for_display order by url_path`,
  );
  return rows.map((r) => r.url_path);
}

export async function storeSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ seo_name: string }>(db, sql`select seo_name from stores order by seo_name`);
  return rows.map((r) => r.seo_name);
}
