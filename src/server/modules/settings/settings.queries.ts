import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shopSettingChanges, shopSettings, users } from "../../db/schema.js";

/** The keys staff set in one market, with their values (a handful of rows). */
export async function selectSettings(db: DbOrTx, market: string) {
  return db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.market, market));
}

/** Locks the market's rows for a save, so two staff saving at once write their history in order. */
export async function selectSettingsForUpdate(db: DbOrTx, market: string) {
  return db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.market, market))
    .for("update");
}

export async function upsertSetting(
  db: DbOrTx,
  market: string,
  key: string,
  value: unknown,
  actorId: number | null,
) {
  await db
    .insert(shopSettings)
    .values({ market, key, value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: [shopSettings.market, shopSettings.key],
      set: { value, updatedBy: actorId, updatedAt: sql`now()` },
    });
}

/** Seed: sets a key only where staff have not (idempotent). */
export async function insertSettingIfMissing(db: DbOrTx, market: string, key: string, value: unknown) {
  await db.insert(shopSettings).values({ market, key, value }).onConflictDoNothing();
}

export async function insertSettingChanges(
  db: DbOrTx,
  rows: { market: string; key: string; oldValue: unknown; newValue: unknown; actorId: number | null }[],
) {
  if (rows.length) await db.insert(shopSettingChanges).values(rows);
}

/** The latest changes in a market with the staff member's name (decrypted by the column type). */
export async function selectSettingChanges(db: DbOrTx, market: string, limit: number) {
  return db
    .select({
      id: shopSettingChanges.id,
      key: shopSettingChanges.key,
      oldValue: shopSettingChanges.oldValue,
      newValue: shopSettingChanges.newValue,
      createdAt: shopSettingChanges.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      actorId: shopSettingChanges.actorId,
    })
    .from(shopSettingChanges)
    .leftJoin(users, eq(users.id, shopSettingChanges.actorId))
    .where(and(eq(shopSettingChanges.market, market)))
    .orderBy(desc(shopSettingChanges.createdAt), desc(shopSettingChanges.id))
    .limit(limit);
}
