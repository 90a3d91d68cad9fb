import type { AppraisalDto } from "../../../contract/buyback.js";
import type { Appraisal } from "../../../domain/appraisal.js";
import type { Language } from "../../../domain/market.js";
import type { Db } from "../../db/client.js";
import { localize } from "../device-selector/device-selector.service.js";
import { type AppraisalRow, selectCurrentAppraisals } from "./buyback.queries.js";

/**
 * Current appraisal versions held in memory, like the device tree: read on every appraisal call,
 * changed only when staff save a new version (which invalidates at once in this process; other
 * instances follow within the TTL, and the sell call re-checks the version in the database).
 */
const TTL_MS = 30_000;
const cache = new WeakMap<Db, { at: number; byModel: Promise<Map<number, AppraisalRow>> }>();

export function currentAppraisals(db: Db, now = Date.now()): Promise<Map<number, AppraisalRow>> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.byModel;
  const byModel = selectCurrentAppraisals(db).then((rows) => new Map(rows.map((r) => [r.modelId, r])));
  cache.set(db, { at: now, byModel });
  byModel.catch(() => cache.delete(db));
  return byModel;
}

export function invalidateAppraisals(db: Db): void {
  cache.delete(db);
}

export async function currentAppraisal(db: Db, modelId: number): Promise<AppraisalRow | null> {
  return (await currentAppraisals(db)).get(modelId) ?? null;
}

/**
 * The stored version in the page language, as the API sends it (and as the pure price rule
 * reads it). `defaults` from a URL override the version's own defaults, condition by condition.
 */
export function toAppraisalDto(
  row: AppraisalRow,
  lang: Language,
  defaults: Record<string, string> = {},
): AppraisalDto & Appraisal {
  return {
    version: row.version,
    minimal_buyout_price: row.minimalBuyoutPrice,
    appraisal_result: row.results.map((r) => ({ ...r })),
    device_conditions: row.conditions.map((c) => ({
      id: c.id,
      code: c.code,
      name: localize(c.names, lang),
      help: localize(c.help, lang),
      type: c.type,
      value: null,
      disabled: c.disabled,
      choices: c.choices.map((ch) => ({
        value: ch.value,
        label: localize(ch.labels, lang),
        appraisal_result: ch.appraisal_result,
        price_correction: ch.price_correction,
      })),
    })),
    default_device_condition_choices: { ...row.defaultChoices, ...defaults },
  };
}
