import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

export async function productExists(db: DbOrTx, seoName: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from products where seo_name = ${seoName} and is_active`);
  return rows.length > 0;
}

/** The current slug an old category path or product seo name now lives at (renamed in staff screens). */
export async function findRedirect(db: DbOrTx, oldSlug: string): Promise<string | null> {
  const [row] = await queryRows<{ target: string }>(
    db,
    sql`select coalesce(c.url_path, p.seo_name) as target from catalog_redirects r
      left join type_categories c on r.kind = 'category' and c.id = r.target_id
      left join products p on r.kind = 'product' and p.id = r.target_id and p.is_active
      where r.old_slug = ${oldSlug} and coalesce(c.url_path, p.seo_name) is not null limit 1`,
  );
  return row?.target ?? null;
}
