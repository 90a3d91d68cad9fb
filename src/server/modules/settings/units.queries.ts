import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { units } from "../../db/schema.js";

export type UnitRow = typeof units.$inferSelect;
export type UnitValues = Omit<typeof units.$inferInsert, "id">;

export async function selectUnits(db: DbOrTx): Promise<UnitRow[]> {
  return db.select().from(units).orderBy(asc(units.position), asc(units.code));
}

export async function codeTaken(db: DbOrTx, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.code, code));
  return !!row && row.id !== exceptId;
}

export async function insertUnit(db: DbOrTx, values: UnitValues): Promise<UnitRow> {
  const [row] = await db.insert(units).values(values).returning();
  return row;
}

export async function updateUnit(db: DbOrTx, id: number, values: UnitValues): Promise<UnitRow | null> {
  const [row] = await db.update(units).set(values).where(eq(units.id, id)).returning();
  return row ?? null;
}

export async function deleteUnit(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(units).where(eq(units.id, id)).returning({ id: units.id })).length > 0;
}

/** Seed: the units a shop of phones and accessories counts in, where missing (idempotent). */
export async function insertUnitsIfMissing(db: DbOrTx, rows: UnitValues[]): Promise<void> {
  await db.insert(units).values(rows).onConflictDoNothing({ target: units.code });
}
