import { QUALITY_ORDER, type Quality } from "../../../domain/appraisal.js";
import { type BonusRule, bonusPercent } from "../../../domain/buyback-bonus.js";
import type { Language } from "../../../domain/market.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { loadDeviceTree, localize } from "../device-selector/device-selector.service.js";
import { getSetting, saveSettings } from "../settings/settings.service.js";
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

/** A rule with no key set: the bonus of every device no other rule names. */
const isGeneral = (r: Pick<BonusRule, "manufacturer" | "type_device" | "quality">) =>
  !r.manufacturer && !r.type_device && !r.quality;
/** The general rule's id in answers: it is no row of the table. */
const GENERAL_RULE_ID = 0;

/** The table's rules: the exceptions by manufacturer, type and quality. */
function exceptionRules(ctx: AppContext): Promise<Rules> {
  const hit = cache.get(ctx.db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rules;
  const rules = selectBonusRules(ctx.db).then((rows) =>
    rows
      .map((r) => ({ ...r, quality: (r.quality as Quality | null) ?? null }))
      // A general row from before the settings (decision 022) is the setting's now.
      .filter((r) => !isGeneral(r)),
  );
  cache.set(ctx.db, { at: Date.now(), rules });
  rules.catch(() => cache.delete(ctx.db));
  return rules;
}

/**
 * Every rule a quote, a sale and every page apply: the general bonus is the shop setting
 * `buyback_bonus_percent` (the percentage shown to customers, issue 20), the table holds the
 * exceptions. One list, so the page's promise, the sale and the cart cannot disagree.
 */
export async function bonusRules(ctx: AppContext): Promise<Rules> {
  const [rules, general] = await Promise.all([exceptionRules(ctx), getSetting(ctx, "buyback_bonus_percent")]);
  return [
    { id: GENERAL_RULE_ID, manufacturer: null, type_device: null, quality: null, percent: general },
    ...rules,
  ];
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

/**
 * Replaces every rule at once (the admin grid saves as a whole); audited. The grid's general rule
 * (no key set) is the shop setting: saved there, with its history (the highest when several, as
 * `bonusPercent` picks; none is 0, as a grid without one gave before).
 */
export async function saveBonuses(ctx: AppContext, actorId: number, rules: Omit<BonusRule, "id">[]) {
  const tree = await loadDeviceTree(ctx.db);
  const fields: Record<string, Record<string, string[]>> = {};
  const general = Math.max(0, ...rules.filter(isGeneral).map((r) => r.percent));
  const values = rules.flatMap((r, i) => {
    if (isGeneral(r)) return [];
    const maker = r.manufacturer ? tree.makerBySlug.get(r.manufacturer) : null;
    const type = r.type_device ? tree.typeBySlug.get(r.type_device) : null;
    if (maker === undefined) fields[i] = { manufacturer: ["validation.choice"] };
    if (type === undefined) fields[i] = { ...fields[i], type_device: ["validation.choice"] };
    return [
      {
        manufacturerId: maker?.id ?? null,
        typeId: type?.id ?? null,
        quality: r.quality,
        percent: r.percent,
      },
    ];
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
  await saveSettings(ctx, actorId, { buyback_bonus_percent: general });
  return bonusesOverview(ctx, "cs");
}

/** Seed: 15 % for Apple and Samsung phones in A+ and A; everything else has the general bonus (a setting). */
export async function seedBonuses(ctx: AppContext) {
  if (await hasBonusRules(ctx.db)) return;
  const { phoneTypeId: phone, makers } = await selectBonusSeedTargets(ctx.db);
  const id = (slug: string) => makers.find((m) => m.slug === slug)?.id ?? null;
  if (phone === null) return;
  await insertBonusRules(ctx.db, [
    { manufacturerId: id("apple"), typeId: phone, quality: "A+", percent: 15 },
    { manufacturerId: id("apple"), typeId: phone, quality: "A", percent: 15 },
    { manufacturerId: id("samsung"), typeId: phone, quality: "A+", percent: 15 },
    { manufacturerId: id("samsung"), typeId: phone, quality: "A", percent: 15 },
  ]);
  cache.delete(ctx.db);
}
