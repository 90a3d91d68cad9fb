import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/query-rows.js";
import { metaMasters } from "../../../db/schema.js";

export type MetaMasterRow = typeof metaMasters.$inferSelect;

/** Groups with how many models each holds, by name; optionally one left out and filtered by name. */
export function metaMasterSummaries(db: DbOrTx, opts: { search?: string; exclude?: number }) {
  return queryRows<{ id: number; name: string; master_count: number }>(
    db,
    sql`select mm.id, mm.name, (select count(*)::int from master_products m where m.meta_master_id = mm.id) as master_count
      from meta_masters mm
      where (${opts.exclude ?? null}::int is null or mm.id <> ${opts.exclude ?? null}::int)
        and (${opts.search ?? null}::text is null or immutable_unaccent(lower(mm.name)) like '%' || immutable_unaccent(lower(${opts.search ?? null}::text)) || '%')
      order by mm.name, mm.id`,
  );
}

export async function metaMasterById(db: DbOrTx, id: number): Promise<MetaMasterRow | undefined> {
  const [row] = await db.select().from(metaMasters).where(eq(metaMasters.id, id));
  return row;
}

export async function insertMetaMaster(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.insert(metaMasters).values({ name }).returning();
  return row!.id;
}

/** Whether there was a group to rename. */
export async function renameMetaMaster(db: DbOrTx, id: number, name: string): Promise<boolean> {
  const rows = await db.update(metaMasters).set({ name }).where(eq(metaMasters.id, id)).returning();
  return rows.length > 0;
}

/** The deleted group, if there was one. */
export async function deleteMetaMaster(db: DbOrTx, id: number): Promise<MetaMasterRow | undefined> {
  const [row] = await db.delete(metaMasters).where(eq(metaMasters.id, id)).returning();
  return row;
}
