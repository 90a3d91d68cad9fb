import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { hasValues } from "../../../db/defined.js";
import { masterProducts, products } from "../../../db/schema.js";

export type MasterRow = typeof masterProducts.$inferSelect;
export type MasterColumns = Partial<typeof masterProducts.$inferInsert>;

export async function masterById(db: DbOrTx, id: number): Promise<MasterRow | undefined> {
  const [row] = await db.select().from(masterProducts).where(eq(masterProducts.id, id));
  return row;
}

/** Writes the values (or, without any, only looks); whether the model exists. */
export async function updateMaster(db: DbOrTx, id: number, values: MasterColumns): Promise<boolean> {
  const rows = hasValues(values)
    ? await db
        .update(masterProducts)
        .set(values)
        .where(eq(masterProducts.id, id))
        .returning({ id: masterProducts.id })
    : await db.select({ id: masterProducts.id }).from(masterProducts).where(eq(masterProducts.id, id));
  return rows.length > 0;
}

/** How many of the ids name a model. */
export async function countMasters(db: DbOrTx, ids: number[]): Promise<number> {
  const found = await db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(inArray(masterProducts.id, ids));
  return found.length;
}

/** Puts the models in a meta-master group (or, with null, out of any). */
export async function setMetaMaster(db: DbOrTx, masterIds: number[], metaId: number | null): Promise<void> {
  await db.update(masterProducts).set({ metaMasterId: metaId }).where(inArray(masterProducts.id, masterIds));
}

/** Every variant of a model, active or not, in the order they were added. */
export function variantsOf(db: DbOrTx, masterId: number) {
  return (
    db
      .select()
      .from(products)
      .where(eq(products.masterProductId, masterId))
      // In the order they were added (colour by colour): a database collation would sort "Č" after "R".
      .orderBy(asc(products.id))
  );
}
