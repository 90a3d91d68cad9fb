import {
  isSettingKey,
  type PublicSettings,
  publicSettingKeys,
  SETTING_KEYS,
  type SettingKey,
  type SettingsAdminResponse,
  SHOP_SETTINGS,
  type ShopSettings,
  settingDefault,
} from "../../../contract/settings.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import {
  insertSettingChanges,
  insertSettingIfMissing,
  selectSettingChanges,
  selectSettings,
  selectSettingsForUpdate,
  upsertSetting,
} from "./settings.queries.js";

/**
 * Shop-wide parameters (issue 20). Read on many pages and by other modules, changed rarely: each
 * instance keeps the market's values in memory. A save publishes `settings:changed` on the event
 * bus (NOTIFY on PostgreSQL), and every instance drops its copy when told; the TTL only bounds a
 * change missed while an instance's LISTEN connection was being replaced.
 */
export const SETTINGS_TOPIC = "settings:changed";
const TTL_MS = 60_000;

/** Keyed by the instance's event bus: two apps on one database (tests, a cluster) are two caches. */
const caches = new WeakMap<object, { at: number; values: Promise<ShopSettings> }>();
const listening = new WeakSet<object>();

function forget(ctx: AppContext) {
  caches.delete(ctx.events);
}

function listen(ctx: AppContext) {
  if (listening.has(ctx.events)) return;
  listening.add(ctx.events);
  ctx.events.subscribe(SETTINGS_TOPIC, (data) => {
    if ((data as { market?: string }).market !== ctx.market.code) return;
    forget(ctx);
    // Pages that show a parameter (home banners, product teasers, contact) are kept by the
    // per-instance caches; a purge generation drops them (catalog/catalog-purge.ts).
    TtlCache.clearAll();
  });
}

/** A stored value that no longer fits its key's schema (a key whose rules tightened) gives the default. */
function storedOrDefault<K extends SettingKey>(ctx: AppContext, key: K, stored: unknown): ShopSettings[K] {
  if (stored === undefined) return settingDefault(key, ctx.market.code);
  const parsed = SHOP_SETTINGS[key].schema.safeParse(stored);
  return (parsed.success ? parsed.data : settingDefault(key, ctx.market.code)) as ShopSettings[K];
}

async function load(ctx: AppContext): Promise<ShopSettings> {
  const stored = new Map((await selectSettings(ctx.db, ctx.market.code)).map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SETTING_KEYS.map((k) => [k, storedOrDefault(ctx, k, stored.get(k))]),
  ) as ShopSettings;
}

/** Every parameter of the instance's market (staff values over the registry's defaults). */
export function getShopSettings(ctx: AppContext): Promise<ShopSettings> {
  listen(ctx);
  const hit = caches.get(ctx.events);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.values;
  const values = load(ctx);
  caches.set(ctx.events, { at: Date.now(), values });
  values.catch(() => forget(ctx));
  return values;
}

export async function getSetting<K extends SettingKey>(ctx: AppContext, key: K): Promise<ShopSettings[K]> {
  return (await getShopSettings(ctx))[key];
}

/** What every visitor may read: contact channels, the bonus (`settings:public`). */
export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const all = await getShopSettings(ctx);
  return Object.fromEntries(publicSettingKeys.map((k) => [k, all[k]])) as PublicSettings;
}

const HISTORY = 30;

/** The staff screen: every value, which keys staff set, and the latest changes with who made them. */
export async function settingsForStaff(ctx: AppContext): Promise<SettingsAdminResponse> {
  const [stored, changes] = await Promise.all([
    selectSettings(ctx.db, ctx.market.code),
    selectSettingChanges(ctx.db, ctx.market.code, HISTORY),
  ]);
  const byKey = new Map(stored.map((r) => [r.key, r.value]));
  return {
    values: Object.fromEntries(
      SETTING_KEYS.map((k) => [k, storedOrDefault(ctx, k, byKey.get(k))]),
    ) as ShopSettings,
    changed: stored.map((r) => r.key).filter(isSettingKey),
    history: changes.map((c) => ({
      id: c.id,
      key: c.key,
      old_value: c.oldValue ?? null,
      new_value: c.newValue,
      changed_by: [c.firstName, c.lastName].filter(Boolean).join(" ") || (c.actorId ? `#${c.actorId}` : "—"),
      changed_at: c.createdAt.toISOString(),
    })),
  };
}

/**
 * Saves the keys the body names (already checked by their schemas on the route). Only real changes
 * are written, each to the history and the audit log (the values are shop parameters, never
 * personal data); then every instance is told to read again.
 */
export async function saveSettings(ctx: AppContext, actorId: number, patch: Partial<ShopSettings>) {
  const market = ctx.market.code;
  await ctx.db.transaction(async (tx) => {
    const current = new Map((await selectSettingsForUpdate(tx, market)).map((r) => [r.key, r.value]));
    const changes = SETTING_KEYS.filter((k) => patch[k] !== undefined)
      .map((k) => ({
        key: k,
        oldValue: storedOrDefault(ctx, k, current.get(k)),
        newValue: patch[k] as unknown,
      }))
      .filter((c) => JSON.stringify(c.oldValue) !== JSON.stringify(c.newValue));
    for (const c of changes) await upsertSetting(tx, market, c.key, c.newValue, actorId);
    await insertSettingChanges(
      tx,
      changes.map((c) => ({ market, ...c, actorId })),
    );
    if (changes.length)
      await audit(tx, {
        actorId,
        action: "settings.save",
        entity: "shop_settings",
        entityId: market,
        detail: { keys: changes.map((c) => c.key) },
      });
  });
  forget(ctx);
  TtlCache.clearAll(); // this instance at once; the others when the event reaches them
  await ctx.events.publish(SETTINGS_TOPIC, { market });
  // The saved values are committed whatever the CDN says; a failed purge leaves its copy to expire
  // (a minute: `settings:public`'s max-age), so it does not fail the save.
  await ctx.cdn.purgeKeys(["settings"], true).catch(() => undefined);
  return settingsForStaff(ctx);
}

/**
 * Demo values per market, set only where nothing is stored (a re-seed keeps staff changes). The
 * Romanian shop shows a higher general bonus, so the two demo markets differ visibly.
 */
const DEMO: Record<"cz" | "ro", Partial<ShopSettings>> = {
  cz: { buyback_bonus_percent: 10, contact_hours: "Po–Pá 8–20, So–Ne 9–18" },
  ro: { buyback_bonus_percent: 12, contact_hours: "L–V 8–20, S–D 9–18" },
};

export async function seedSettings(ctx: AppContext) {
  for (const [market, values] of Object.entries(DEMO))
    for (const [key, value] of Object.entries(values))
      await insertSettingIfMissing(ctx.db, market, key, value);
  forget(ctx);
}
