import type { DbOrTx } from "../../../db/client.js";
import { type PathRow, pathRows, setUrlPath } from "./category-paths.queries.js";
import { dropRedirect, keepRedirect } from "./redirects.queries.js";

/**
 * Recomputes every category's url_path from its parents' seo names. Changed paths are written and
 * their old paths kept as redirects (301 for renamed or moved categories). Runs inside the caller's
 * transaction; the tree has hundreds of rows, so it is read whole.
 */
export async function rebuildPaths(tx: DbOrTx): Promise<number> {
  const rows = await pathRows(tx);
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
  for (const r of changed) await setUrlPath(tx, r.id, `~moving~${r.id}`);
  for (const r of changed) {
    await setUrlPath(tx, r.id, want.get(r.id)!);
    await keepRedirect(tx, "category", r.urlPath, r.id);
    await dropRedirect(tx, "category", want.get(r.id)!);
  }
  return changed.length;
}
