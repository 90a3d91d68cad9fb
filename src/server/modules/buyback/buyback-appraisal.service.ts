import type { AppraisalRequest } from "../../../contract/buyback.js";
import type { Appraisal } from "../../../domain/appraisal.js";
import {
  allAnswered,
  answersToChoices,
  buybackVerdict,
  formatAnswersParam,
  parseAnswersParam,
} from "../../../domain/buyback-answers.js";
import { buildSelectorUrl } from "../../../domain/device-selection.js";
import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, conflict, notFound, ValidationError } from "../../platform/errors.js";
import {
  findColor,
  restoreSelection,
  type SelectorScope,
} from "../device-selector/device-selector.service.js";
import { currentAppraisal, toAppraisalDto } from "./appraisal-store.js";

export function buybackScope(ctx: AppContext, lang: Language): SelectorScope {
  return { purpose: "buyback", lang, basePath: `/${ctx.market.slugs.buyback}/` };
}

/** URL answers that fit this appraisal, as condition defaults (spec §4: defaults from a URL appraisal). */
function urlDefaults(
  appraisal: Appraisal,
  answers: string[],
): { defaults: Record<string, string>; answers: string[] } {
  const { choices } = answersToChoices(appraisal, answers);
  const defaults: Record<string, string> = {};
  for (const [k, v] of Object.entries(choices)) if (v) defaults[k] = v;
  return {
    defaults,
    answers: appraisal.device_conditions.map((c) => defaults[String(c.id)]).filter(Boolean),
  };
}

/**
 * Spec §7 buy-back selector data: the selection from the URL (or from `code`, a colour variant
 * that names it whole), every level's choices, and the appraisal.
 */
export async function selectorData(
  ctx: AppContext,
  lang: Language,
  query: Record<string, string | undefined>,
) {
  const scope = buybackScope(ctx, lang);
  if (query.code) {
    // Spec §7 "URL code": a colour variant names the whole selection; unknown → 404, not a guess.
    const found = await findColor(ctx, scope, query.code);
    if (!found) throw notFound("buyback:unknownDevice");
    query = {
      type: found.model.type.slug,
      manufacturer: found.model.maker.slug,
      model: found.model.slug,
      color: found.color.slug,
      answers: query.answers,
    };
  }
  const restored = await restoreSelection(ctx, scope, query);
  const row = restored.model && restored.color ? await currentAppraisal(ctx.db, restored.model.id) : null;
  if (!row)
    return {
      selected_choices: restored.selected_choices,
      choices: restored.choices,
      appraisal: null,
      url: restored.url,
    };
  const plain = toAppraisalDto(row, lang);
  const fit = urlDefaults(plain, parseAnswersParam(query.answers));
  return {
    selected_choices: restored.selected_choices,
    choices: restored.choices,
    appraisal: toAppraisalDto(row, lang, fit.defaults),
    url: buildSelectorUrl(
      scope.basePath,
      restored.selection,
      fit.answers.length ? { answers: formatAnswersParam(fit.answers) } : {},
    ),
  };
}

/** Spec §7 appraisal by colour. A 400 carries `message` (shown instead of the generic error) and `url`. */
export async function appraisalForColor(ctx: AppContext, lang: Language, color: string, answers?: string) {
  const scope = buybackScope(ctx, lang);
  const found = await findColor(ctx, scope, color);
  if (!found)
    throw new AppError(400, "unknown_color", "buyback:unknownDevice", {
      message: "buyback:unknownDevice",
      url: scope.basePath,
    });
  const { model } = found;
  const selection = {
    type: model.type.slug,
    manufacturer: model.maker.slug,
    model: model.slug,
    color: found.color.slug,
  };
  const row = await currentAppraisal(ctx.db, model.id);
  if (!row) {
    const url = buildSelectorUrl(scope.basePath, selection);
    throw new AppError(400, "no_appraisal", "buyback:notBuyingModel", {
      message: "buyback:notBuyingModel",
      url,
    });
  }
  const fit = urlDefaults(toAppraisalDto(row, lang), parseAnswersParam(answers));
  return {
    url: buildSelectorUrl(
      scope.basePath,
      selection,
      fit.answers.length ? { answers: formatAnswersParam(fit.answers) } : {},
    ),
    appraisal: toAppraisalDto(row, lang, fit.defaults),
  };
}

/**
 * Re-prices an appraisal request on the server (the client's price is never trusted): the colour
 * must exist, the version must be the current one (else 409 with the current version, so the page
 * can offer to reload), every answer must belong to it, every question must be answered, and the
 * answers must make the device buyable.
 */
export async function priceRequest(ctx: AppContext, lang: Language, req: AppraisalRequest) {
  const found = await findColor(ctx, buybackScope(ctx, lang), req.device_identifier);
  if (!found) throw new ValidationError({ device_identifier: ["validation.choice"] });
  const row = await currentAppraisal(ctx.db, found.model.id);
  if (!row) throw badRequest("buyback:notBuyingModel");
  if (row.version !== req.appraisal_version) {
    throw conflict("buyback:staleVersion", "stale_appraisal", { version: row.version });
  }
  const appraisal = toAppraisalDto(row, lang);
  const { choices, unknown, duplicated } = answersToChoices(appraisal, req.device_condition_choices);
  if (unknown.length || duplicated.length)
    throw new ValidationError({ device_condition_choices: ["validation.choice"] });
  if (!allAnswered(appraisal, choices))
    throw new ValidationError({ device_condition_choices: ["buyback:answerAll"] });
  const verdict = buybackVerdict(appraisal, choices);
  if (!verdict.buyable || verdict.price === null || !verdict.result)
    throw badRequest("buyback:notBuyable", "not_buyable");
  return {
    ...found,
    row,
    appraisal,
    choices,
    verdict: { ...verdict, price: verdict.price, result: verdict.result },
  };
}
