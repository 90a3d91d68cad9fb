import { and, count, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
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

export function selectCurrentAppraisals(db: DbOrTx) {
  return db.select().from(buybackAppraisals).where(eq(buybackAppraisals.isCurrent, true));
}

export async function selectAppraisalById(db: DbOrTx, id: number): Promise<AppraisalRow | undefined> {
  const [row] = await db.select().from(buybackAppraisals).where(eq(buybackAppraisals.id, id));
  return row;
}

/** Every version of a model's appraisal, the newest first. */
export function selectAppraisalVersions(db: DbOrTx, modelId: number) {
  return db
    .select()
    .from(buybackAppraisals)
    .where(eq(buybackAppraisals.modelId, modelId))
    .orderBy(desc(buybackAppraisals.version));
}

/** The newest version number of a model's appraisal, if it has any. */
export async function selectLatestAppraisalVersion(db: DbOrTx, modelId: number) {
  const [latest] = await db
    .select({ version: buybackAppraisals.version, isCurrent: buybackAppraisals.isCurrent })
    .from(buybackAppraisals)
    .where(eq(buybackAppraisals.modelId, modelId))
    .orderBy(desc(buybackAppraisals.version))
    .limit(1);
  return latest;
}

/** Whether the version is still the model's current one (a sale re-checks it in its transaction). */
export async function isCurrentAppraisal(db: DbOrTx, id: number): Promise<boolean> {
  const [current] = await db
    .select({ id: buybackAppraisals.id })
    .from(buybackAppraisals)
    .where(and(eq(buybackAppraisals.id, id), eq(buybackAppraisals.isCurrent, true)));
  return current !== undefined;
}

/** Adds a version and makes it the model's only current one. */
export async function insertCurrentAppraisal(
  db: DbOrTx,
  version: Omit<typeof buybackAppraisals.$inferInsert, "isCurrent">,
): Promise<void> {
  await db
    .update(buybackAppraisals)
    .set({ isCurrent: false })
    .where(and(eq(buybackAppraisals.modelId, version.modelId), eq(buybackAppraisals.isCurrent, true)));
  await db.insert(buybackAppraisals).values({ ...version, isCurrent: true });
}

export async function selectBuybackByPublicId(db: DbOrTx, publicId: string): Promise<BuybackRow | undefined> {
  const [row] = await db.select().from(buybacks).where(eq(buybacks.publicId, publicId));
  return row;
}

/** A new record; answers its id and its number (given by the database). */
export async function insertBuyback(db: DbOrTx, values: typeof buybacks.$inferInsert) {
  const [created] = await db
    .insert(buybacks)
    .values(values)
    .returning({ id: buybacks.id, number: buybacks.number });
  return created!;
}

/** What the staff grid filters on; names and e-mails only through their keyed hashes. */
export interface RecordsFilter {
  status?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  search?: {
    /** The term in upper case: a record number or a serial number. */
    upper: string;
    /** A record number written as its six digits. */
    numberDigits?: string;
    imei?: string;
    nameLookup: string;
    lastNameLookup: string;
    emailLookup: string;
  };
}

function recordsWhere(f: RecordsFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(buybacks.status, f.status));
  if (f.createdFrom) where.push(gte(buybacks.createdAt, f.createdFrom));
  if (f.createdBefore) where.push(lt(buybacks.createdAt, f.createdBefore));
  const s = f.search;
  if (s) {
    const ors: SQL[] = [
      eq(buybacks.number, s.upper),
      eq(buybacks.serialNumber, s.upper),
      eq(buybacks.nameLookup, s.nameLookup),
      eq(buybacks.lastNameLookup, s.lastNameLookup),
      eq(buybacks.emailLookup, s.emailLookup),
    ];
    if (s.numberDigits) ors.push(eq(buybacks.number, `VK${s.numberDigits}`));
    if (s.imei) ors.push(eq(buybacks.imei, s.imei));
    where.push(or(...ors)!);
  }
  return where.length ? and(...where) : undefined;
}

/** One page of the staff grid, the newest first, and how many records match. */
export async function selectRecordsPage(db: DbOrTx, f: RecordsFilter, limit: number, offset: number) {
  const filter = recordsWhere(f);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(buybacks).where(filter),
    db
      .select()
      .from(buybacks)
      .where(filter)
      .orderBy(desc(buybacks.createdAt), desc(buybacks.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { count: total?.n ?? 0, rows };
}

export function selectEvents(db: DbOrTx, buybackId: number) {
  return db
    .select()
    .from(buybackEvents)
    .where(eq(buybackEvents.buybackId, buybackId))
    .orderBy(buybackEvents.createdAt, buybackEvents.id);
}

export async function insertEvent(db: DbOrTx, event: typeof buybackEvents.$inferInsert): Promise<void> {
  await db.insert(buybackEvents).values(event);
}

/** Bonus rules with the slugs the domain rule compares. */
export function selectBonusRules(db: DbOrTx) {
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

export type BonusRuleValues = typeof buybackBonuses.$inferInsert;

/** Every rule replaced by these (the staff grid saves as a whole). */
export async function replaceBonusRules(db: DbOrTx, rules: BonusRuleValues[]): Promise<void> {
  await db.delete(buybackBonuses);
  if (rules.length) await db.insert(buybackBonuses).values(rules);
}

export async function hasBonusRules(db: DbOrTx): Promise<boolean> {
  const existing = await db.select({ id: buybackBonuses.id }).from(buybackBonuses).limit(1);
  return existing.length > 0;
}

export async function insertBonusRules(db: DbOrTx, rules: BonusRuleValues[]): Promise<void> {
  await db.insert(buybackBonuses).values(rules);
}

/** The device type and manufacturer ids the seeded bonus rules name. */
export async function selectBonusSeedTargets(db: DbOrTx) {
  const [[phone], makers] = await Promise.all([
    db.select({ id: deviceTypes.id }).from(deviceTypes).where(eq(deviceTypes.slug, "phone")),
    db.select({ id: deviceManufacturers.id, slug: deviceManufacturers.slug }).from(deviceManufacturers),
  ]);
  return { phoneTypeId: phone?.id ?? null, makers };
}

export async function updateStatus(db: DbOrTx, id: number, from: string, set: Partial<BuybackRow>) {
  const rows = await db
    .update(buybacks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(buybacks.id, id), eq(buybacks.status, from)))
    .returning({ id: buybacks.id });
  return rows.length === 1;
}

/** The account's list: a customer's buy-backs, the newest first (no personal columns are read). */
export function selectBuybacksOfUser(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      publicId: buybacks.publicId,
      number: buybacks.number,
      status: buybacks.status,
      modelId: buybacks.modelId,
      colorId: buybacks.colorId,
      price: buybacks.price,
      offeredPrice: buybacks.offeredPrice,
      createdAt: buybacks.createdAt,
    })
    .from(buybacks)
    .where(eq(buybacks.userId, userId))
    .orderBy(desc(buybacks.createdAt), desc(buybacks.id))
    .limit(limit);
}

/** The ids of a customer's buy-backs, newest first (the newest 200: an account's lists show fewer): the account's live stream. */
export async function buybackIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: buybacks.id })
    .from(buybacks)
    .where(eq(buybacks.userId, userId))
    .orderBy(desc(buybacks.id))
    .limit(200);
  return rows.map((r) => r.id);
}
