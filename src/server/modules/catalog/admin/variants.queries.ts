import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { products } from "../../../db/schema.js";

export type VariantRow = typeof products.$inferSelect;
export type VariantColumns = Partial<typeof products.$inferInsert>;

/** The variant, locked until the transaction ends (an edit reads then writes it). */
export async function variantForUpdate(db: DbOrTx, id: number): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for("update");
  return row;
}

/** Whether another variant already has the seo name. */
export async function seoNameTaken(db: DbOrTx, seoName: string, exceptId: number): Promise<boolean> {
  const taken = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.seoName, seoName), ne(products.id, exceptId)));
  return taken.length > 0;
}

export async function updateVariant(db: DbOrTx, id: number, values: VariantColumns): Promise<VariantRow> {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row!;
}
