import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { StoredImage } from "../../../domain/image-ref.js";
import type { DbOrTx } from "../../db/client.js";
import { imageLinks, images, storeSpecialDays, stores } from "../../db/schema.js";

export type StoreRow = typeof stores.$inferSelect;
export type StoreValues = Omit<typeof stores.$inferInsert, "id">;
export type SpecialDayRow = typeof storeSpecialDays.$inferSelect;

/** Every store, by city then name (a few dozen rows: filtered in memory). */
export async function selectStores(db: DbOrTx): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.city), asc(stores.name));
}

export async function selectStore(db: DbOrTx, id: number): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
}

/** Every store's special days in [from, to) (YYYY-MM-DD): today's and the next two weeks'. */
export async function selectSpecialDays(db: DbOrTx, from: string, to: string): Promise<SpecialDayRow[]> {
  return db
    .select()
    .from(storeSpecialDays)
    .where(and(gte(storeSpecialDays.day, from), lt(storeSpecialDays.day, to)));
}

/** One store's special days from a date on, in date order. */
export async function selectStoreSpecialDays(db: DbOrTx, storeId: number, from: string) {
  return db
    .select()
    .from(storeSpecialDays)
    .where(and(eq(storeSpecialDays.storeId, storeId), gte(storeSpecialDays.day, from)))
    .orderBy(asc(storeSpecialDays.day));
}

/** The stores' photos in gallery order (image_links of entity type "store", issue 20). */
export async function selectStorePhotos(db: DbOrTx) {
  return db
    .select({
      storeId: imageLinks.entityId,
      image: {
        hash: images.hash,
        width: images.width,
        height: images.height,
        variant_widths: images.variantWidths,
        alt_cs: images.altCs,
        alt_ro: images.altRo,
      },
    })
    .from(imageLinks)
    .innerJoin(images, eq(images.id, imageLinks.imageId))
    .where(eq(imageLinks.entityType, "store"))
    .orderBy(asc(imageLinks.entityId), sql`${imageLinks.isMain} desc`, asc(imageLinks.position)) as Promise<
    { storeId: number; image: StoredImage }[]
  >;
}

/** How many special days from `from` on, and photos, each store has (the staff list). */
export async function selectStoreCounts(db: DbOrTx, from: string) {
  const [days, photos] = await Promise.all([
    db
      .select({ storeId: storeSpecialDays.storeId, n: count() })
      .from(storeSpecialDays)
      .where(gte(storeSpecialDays.day, from))
      .groupBy(storeSpecialDays.storeId),
    db
      .select({ storeId: imageLinks.entityId, n: count() })
      .from(imageLinks)
      .where(eq(imageLinks.entityType, "store"))
      .groupBy(imageLinks.entityId),
  ]);
  return { days, photos };
}

export async function seoNameTaken(db: DbOrTx, seoName: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.seoName, seoName));
  return !!row && row.id !== exceptId;
}

export async function insertStore(db: DbOrTx, values: StoreValues): Promise<number> {
  const [row] = await db.insert(stores).values(values).returning({ id: stores.id });
  return row.id;
}

export async function updateStore(db: DbOrTx, id: number, values: StoreValues): Promise<boolean> {
  const rows = await db.update(stores).set(values).where(eq(stores.id, id)).returning({ id: stores.id });
  return rows.length > 0;
}

/** Locks the store's row: a special day's save and the store's edit do not interleave. */
export async function lockStore(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for("update");
  return !!row;
}

export async function upsertSpecialDay(db: DbOrTx, row: SpecialDayRow): Promise<void> {
  await db
    .insert(storeSpecialDays)
    .values(row)
    .onConflictDoUpdate({
      target: [storeSpecialDays.storeId, storeSpecialDays.day],
      set: { closed: row.closed, hours: row.hours, note: row.note },
    });
}

export async function deleteSpecialDay(db: DbOrTx, storeId: number, day: string): Promise<boolean> {
  const rows = await db
    .delete(storeSpecialDays)
    .where(and(eq(storeSpecialDays.storeId, storeId), eq(storeSpecialDays.day, day)))
    .returning({ day: storeSpecialDays.day });
  return rows.length > 0;
}

/** Seed: special days only where a store has none yet (idempotent). */
export async function insertSpecialDaysIfMissing(db: DbOrTx, rows: SpecialDayRow[]): Promise<void> {
  if (rows.length) await db.insert(storeSpecialDays).values(rows).onConflictDoNothing();
}
