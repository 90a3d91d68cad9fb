import type { AppraisalRequest } from "../../../contract/buyback.js";
import { choicesToAnswers, formatAnswersParam } from "../../../domain/buyback-answers.js";
import { buildSelectorUrl } from "../../../domain/device-selection.js";
import type { Language } from "../../../domain/market.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { bonusFor } from "./bonus.service.js";
import { buybackScope, priceRequest } from "./buyback-appraisal.service.js";
import { sendQuoteMail } from "./buyback-mail.js";

/** Label rows "question → answer" in questionnaire order. */
export function answerRows(priced: Awaited<ReturnType<typeof priceRequest>>): [string, string][] {
  return priced.appraisal.device_conditions.flatMap((c) => {
    const choice = c.choices.find((ch) => ch.value === priced.choices[String(c.id)]);
    return choice ? [[c.name, choice.label] as [string, string]] : [];
  });
}

export function deviceLabel(priced: Awaited<ReturnType<typeof priceRequest>>, lang: Language): string {
  const color = priced.color.names[lang] ?? priced.color.names.cs;
  return `${priced.model.maker.name} ${priced.model.name}, ${color}`;
}

/** Spec §7 send to e-mail: the quote with a link that restores the selection and the answers. */
export async function sendQuote(
  ctx: AppContext,
  lang: Language,
  t: TFunction,
  body: AppraisalRequest & { e_mail: string },
) {
  const priced = await priceRequest(ctx, lang, body);
  const { model, color, verdict } = priced;
  const selection = {
    type: model.type.slug,
    manufacturer: model.maker.slug,
    model: model.slug,
    color: color.slug,
  };
  const restoreUrl = buildSelectorUrl(buybackScope(ctx, lang).basePath, selection, {
    answers: formatAnswersParam(choicesToAnswers(priced.appraisal, priced.choices)),
  });
  const bonusPercent = await bonusFor(ctx, {
    manufacturer: model.maker.slug,
    type: model.type.slug,
    quality: verdict.quality,
  });
  try {
    await sendQuoteMail(ctx, t, {
      to: body.e_mail,
      device: deviceLabel(priced, lang),
      answers: answerRows(priced),
      quality: verdict.quality ?? "",
      price: verdict.price,
      bonusPercent,
      restoreUrl,
    });
    return { sent: true };
  } catch {
    return { sent: false };
  }
}
