import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  buybackAppraisals,
  buybackBonuses,
  buybackEvents,
  buybacks,
  deviceManufacturers,
  deviceTypes,
} from "../../db/schema.js";

export type AppraisalRow = typeof buybackAppraisals.$inferSelect;
export type BuybackRow = typeof buybacks.$inferSelect;

export function selectCurrentAppraisals(db: Db) {
  return db.select().from(buybackAppraisals).where(eq(buybackAppraisals.isCurrent, true));
}

export async function selectAppraisalById(db: Db, id: number): Promise<AppraisalRow | undefined> {
  const [row] = await db.select().from(buybackAppraisals).where(eq(buybackAppraisals.id, id));
  return row;
}

export async function selectBuybackByPublicId(db: Db, publicId: string): Promise<BuybackRow | undefined> {
  const [row] = await db.select().from(buybacks).where(eq(buybacks.publicId, publicId));
  return row;
}

export function selectEvents(db: Db, buybackId: number) {
  return db
    .select()
    .from(buybackEvents)
    .where(eq(buybackEvents.buybackId, buybackId))
    .orderBy(buybackEvents.createdAt, buybackEvents.id);
}

/** Bonus rules with the slugs the domain rule compares. */
export function selectBonusRules(db: Db) {
  return db
    .select({
      id: buybackBonuses.id,
      manufacturer: deviceManufacturers.slug,
      type_device: deviceTypes.slug,
      quality: buybackBonuses.quality,
      percent: buybackBonuses.percent,
    })
    .from(buybackBonuses)
    .leftJoin(deviceManufacturers, eq(deviceManufacturers.id, buybackBonuses.manufacturerId))
    .leftJoin(deviceTypes, eq(deviceTypes.id, buybackBonuses.typeId))
    .orderBy(buybackBonuses.id);
}

export async function updateStatus(db: Db, id: number, from: string, set: Partial<BuybackRow>) {
  const rows = await db
    .update(buybacks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(buybacks.id, id), eq(buybacks.status, from)))
    .returning({ id: buybacks.id });
  return rows.length === 1;
}
