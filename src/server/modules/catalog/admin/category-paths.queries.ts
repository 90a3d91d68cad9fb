import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/query-rows.js";

export interface PathRow {
  id: number;
  parentId: number | null;
  seoName: string;
  urlPath: string;
}

/** Every category's place: its parent, seo name and stored url path. */
export function pathRows(db: DbOrTx): Promise<PathRow[]> {
  return queryRows<PathRow>(
    db,
    sql`select id, parent_id as "parentId", seo_name as "seoName", url_path as "urlPath" from type_categories`,
  );
}

export async function setUrlPath(db: DbOrTx, id: number, urlPath: string): Promise<void> {
  await db.execute(sql`update type_categories set url_path = ${urlPath} where id = ${id}`);
}
