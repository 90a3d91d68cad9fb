import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { queryRows } from "../../../db/query-rows.js";

export interface PathRow {
  id: number;
  parentId: number | null;
  seoName: string;
  urlPath: string;
}

/**
 * Recomputes every category's url_path from its parents' seo names. Changed paths are written and
 * their old paths kept as redirects (301 for renamed or moved categories). Runs inside the caller's
 * transaction; the tree has hundreds of rows, so it is read whole.
 */
export async function rebuildPaths(tx: Db): Promise<number> {
  const rows = await queryRows<PathRow>(
    tx,
    sql`select id, parent_id as "parentId", seo_name as "seoName", url_path as "urlPath" from type_categories`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const want = new Map<number, string>();
  const pathOf = (r: PathRow, depth = 0): string => {
    if (want.has(r.id)) return want.get(r.id)!;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    const p = parent && depth < 50 ? `${pathOf(parent, depth + 1)}/${r.seoName}` : r.seoName;
    want.set(r.id, p);
    return p;
  };
  const changed = rows.filter((r) => pathOf(r) !== r.urlPath);
  if (!changed.length) return 0;
  // Two steps so swapping paths never trips the unique index midway.
  for (const r of changed)
    await tx.execute(sql`update type_categories set url_path = ${`~moving~${r.id}`} where id = ${r.id}`);
  for (const r of changed) {
    await tx.execute(sql`update type_categories set url_path = ${want.get(r.id)!} where id = ${r.id}`);
    await tx.execute(sql`insert into catalog_redirects (kind, old_slug, target_id) values ('category', ${r.urlPath}, ${r.id})
      on conflict (kind, old_slug) do update set target_id = excluded.target_id`);
    await tx.execute(
      sql`delete from catalog_redirects where kind = 'category' and old_slug = ${want.get(r.id)!}`,
    );
  }
  return changed.length;
}
