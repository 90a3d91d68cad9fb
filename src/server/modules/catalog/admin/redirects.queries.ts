import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";

type RedirectKind = "category" | "product";

/** The old slug answers 301 to the target from now on (a later rename of the slug's owner moves it). */
export async function keepRedirect(db: DbOrTx, kind: RedirectKind, oldSlug: string, targetId: number) {
  await db.execute(sql`insert into catalog_redirects (kind, old_slug, target_id) values (${kind}, ${oldSlug}, ${targetId})
    on conflict (kind, old_slug) do update set target_id = excluded.target_id`);
}

/** A slug in use again is no redirect any more. */
export async function dropRedirect(db: DbOrTx, kind: RedirectKind, slug: string) {
  await db.execute(sql`delete from catalog_redirects where kind = ${kind} and old_slug = ${slug}`);
}
