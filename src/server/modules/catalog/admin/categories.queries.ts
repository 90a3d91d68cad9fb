import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/query-rows.js";
import { typeCategories } from "../../../db/schema.js";

export type CategoryColumns = Partial<typeof typeCategories.$inferInsert>;

/** How many models each category holds (categories without any are left out). */
export async function modelCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`select type_category_id as id, count(*)::int as n from master_product_categories group by type_category_id`,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function insertCategory(
  db: DbOrTx,
  values: CategoryColumns & { name: string; seoName: string; urlPath: string },
): Promise<number> {
  const [row] = await db.insert(typeCategories).values(values).returning({ id: typeCategories.id });
  return row!.id;
}

export async function updateCategory(db: DbOrTx, id: number, values: CategoryColumns): Promise<void> {
  await db.update(typeCategories).set(values).where(eq(typeCategories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(typeCategories).where(eq(typeCategories.id, id));
}
