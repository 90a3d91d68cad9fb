import { QUALITY_ORDER, type Quality } from "../../../domain/appraisal.js";
import { type BonusRule, bonusPercent } from "../../../domain/buyback-bonus.js";
import type { Language } from "../../../domain/market.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { loadDeviceTree, localize } from "../device-selector/device-selector.service.js";
import {
  hasBonusRules,
  insertBonusRules,
  replaceBonusRules,
  selectBonusRules,
  selectBonusSeedTargets,
} from "./buyback.queries.js";

type Rules = (BonusRule & { id: number })[];
/** Read on every quote and sale, changed rarely: kept like the appraisals (30 s, cleared on save here). */
const cache = new WeakMap<object, { at: number; rules: Promise<Rules> }>();
const TTL_MS = 30_000;

export function bonusRules(ctx: AppContext): Promise<Rules> {
  const hit = cache.get(ctx.db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rules;
  const rules = selectBonusRules(ctx.db).then((rows) =>
    rows.map((r) => ({ ...r, quality: (r.quality as Quality | null) ?? null })),
  );
  cache.set(ctx.db, { at: Date.now(), rules });
  rules.catch(() => cache.delete(ctx.db));
  return rules;
}

/** The percentage for one device (the page shows it beside the price; the sale stores it). */
export async function bonusFor(
  ctx: AppContext,
  device: { manufacturer: string; type: string; quality: Quality | null },
) {
  return bonusPercent(await bonusRules(ctx), device);
}

/** Spec §7 admin-bonuses-for-used-product: the rules and the option lists to edit them with. */
export async function bonusesOverview(ctx: AppContext, lang: Language) {
  const tree = await loadDeviceTree(ctx.db);
  return {
    bonuses_manufacturers: await bonusRules(ctx),
    quality_types: QUALITY_ORDER.map((q) => ({ value: q, label: q })),
    types_devices: tree.types.map((t) => ({ value: t.slug, label: localize(t.names, lang) })),
    manufacturers: tree.makers.map((m) => ({ value: m.slug, label: m.name })),
  };
}

/** Replaces every rule at once (the admin grid saves as a whole); audited. */
export async function saveBonuses(ctx: AppContext, actorId: number, rules: Omit<BonusRule, "id">[]) {
  const tree = await loadDeviceTree(ctx.db);
  const fields: Record<string, Record<string, string[]>> = {};
  const values = rules.map((r, i) => {
    const maker = r.manufacturer ? tree.makerBySlug.get(r.manufacturer) : null;
    const type = r.type_device ? tree.typeBySlug.get(r.type_device) : null;
    if (maker === undefined) fields[i] = { manufacturer: ["validation.choice"] };
    if (type === undefined) fields[i] = { ...fields[i], type_device: ["validation.choice"] };
    return {
      manufacturerId: maker?.id ?? null,
      typeId: type?.id ?? null,
      quality: r.quality,
      percent: r.percent,
    };
  });
  if (Object.keys(fields).length) throw new ValidationError({ bonuses_manufacturers: fields });
  await ctx.db.transaction(async (tx) => {
    await replaceBonusRules(tx, values);
    await audit(tx, {
      actorId,
      action: "buyback.bonuses-save",
      entity: "buyback_bonuses",
      detail: { rules: values.length },
    });
  });
  cache.delete(ctx.db);
  return bonusesOverview(ctx, "cs");
}

/** Seed: 10 % toward a new device for everything, 15 % for Apple and Samsung phones in A+ and A. */
export async function seedBonuses(ctx: AppContext) {
  if (await hasBonusRules(ctx.db)) return;
  const { phoneTypeId: phone, makers } = await selectBonusSeedTargets(ctx.db);
  const id = (slug: string) => makers.find((m) => m.slug === slug)?.id ?? null;
  if (phone === null) return;
  await insertBonusRules(ctx.db, [
    { manufacturerId: null, typeId: null, quality: null, percent: 10 },
    { manufacturerId: id("apple"), typeId: phone, quality: "A+", percent: 15 },
    { manufacturerId: id("apple"), typeId: phone, quality: "A", percent: 15 },
    { manufacturerId: id("samsung"), typeId: phone, quality: "A+", percent: 15 },
    { manufacturerId: id("samsung"), typeId: phone, quality: "A", percent: 15 },
  ]);
  cache.delete(ctx.db);
}
