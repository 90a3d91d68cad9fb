import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { textArray } from "../../db/pg-array.js";
import { queryRows } from "../../db/query-rows.js";

export interface ComparedProduct {
  id: number;
  seo_name: string;
  attributes: Record<string, string | number>;
  memory_gb: number | null;
}

/** Active variants by seo name, in the order asked (unknown or inactive names left out). */
export function comparedProducts(db: DbOrTx, seoNames: string[]): Promise<ComparedProduct[]> {
  return queryRows<ComparedProduct>(
    db,
    sql`select p.id, p.seo_name, p.attributes, p.memory_gb from unnest(${textArray(seoNames)}) with ordinality u(seo, ord)
        join products p on p.seo_name = u.seo and p.is_active order by u.ord`,
  );
}
