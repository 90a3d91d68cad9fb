import type { BuybackDetail } from "../../../contract/buyback.js";
import { answersToChoices } from "../../../domain/buyback-answers.js";
import type { BuybackStatus } from "../../../domain/buyback-status.js";
import type { Language } from "../../../domain/market.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { isStaff } from "../../platform/access.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { loadDeviceTree, localize } from "../device-selector/device-selector.service.js";
import { toAppraisalDto } from "./appraisal-store.js";
import {
  type BuybackRow,
  selectAppraisalById,
  selectBuybackByPublicId,
  selectEvents,
} from "./buyback.queries.js";
import { isAccessKey, mask } from "./buyback-privacy.js";

export interface Viewer {
  user: SessionUser | null;
  sessionHash: string | null;
  key?: string;
}

export function isOwner(row: BuybackRow, viewer: Viewer): boolean {
  if (row.userId !== null && viewer.user?.id === row.userId) return true;
  if (row.sessionHash !== null && viewer.sessionHash === row.sessionHash) return true;
  return isAccessKey(row.publicId, viewer.key);
}

/** The record for its owner or staff; anyone else gets the same 404 as for an unknown id. */
export async function findVisible(ctx: AppContext, publicId: string, viewer: Viewer): Promise<BuybackRow> {
  const row = await selectBuybackByPublicId(ctx.db, publicId);
  if (!row || !(isStaff(viewer.user) || isOwner(row, viewer))) throw notFound("buyback:notFound");
  return row;
}

export interface DetailOptions {
  /** Staff with `buyback:bank-details` (or admin) see the account in full. */
  showBankAccount: boolean;
  /** Staff see the ID card number in full: they check it against the document. */
  showIdCard: boolean;
  canAnswerOffer: boolean;
}

/** Spec §7 buy-back by identifier: every choice fixed, personal numbers masked as the options say. */
export async function buildDetail(
  ctx: AppContext,
  lang: Language,
  t: TFunction,
  row: BuybackRow,
  opts: DetailOptions,
): Promise<BuybackDetail> {
  const [tree, version, events] = await Promise.all([
    loadDeviceTree(ctx.db),
    selectAppraisalById(ctx.db, row.appraisalId),
    selectEvents(ctx.db, row.id),
  ]);
  const model = tree.modelById.get(row.modelId)!;
  const color = tree.colorById.get(row.colorId)!;
  const appraisal = toAppraisalDto(version!, lang);
  const { choices } = answersToChoices(appraisal, row.answers);
  const customer = JSON.parse(row.customer) as Record<string, string | null>;
  const contact: Record<string, string> = {};
  for (const [k, v] of Object.entries(customer)) if (v != null) contact[k] = v;
  const status = row.status as BuybackStatus;
  return {
    id: row.publicId,
    number: row.number,
    status,
    status_label: t(`buyback:status.${status}`),
    created_at: row.createdAt.toISOString(),
    product_type_choice: { value: model.type.slug, label: localize(model.type.names, lang) },
    manufacturer_choice: { value: model.maker.slug, label: model.maker.name },
    product_model_choice: { value: model.slug, label: model.name },
    product_color_choice: {
      value: color.slug,
      label: localize(color.names, lang),
      image_alt: localize(color.imageAlt, lang),
      image: color.imageUrl,
      hex: color.hex,
    },
    appraisal_result: appraisal.appraisal_result,
    device_conditions: appraisal.device_conditions.map((c) => ({
      ...c,
      value: choices[String(c.id)] ?? null,
      disabled: true,
    })),
    conditions_appraisal_result: appraisal.appraisal_result.find((r) => r.id === row.resultId) ?? null,
    version: appraisal.version,
    minimal_buyout_price: appraisal.minimal_buyout_price,
    price: row.price,
    offered_price: row.offeredPrice,
    offered_quality: (row.offeredQuality as BuybackDetail["offered_quality"]) ?? null,
    note: row.note,
    buyout_device: { imei: row.imei, serial_number: row.serialNumber, note: row.deviceNote },
    customer_data: {
      ...contact,
      personal_identification_number: mask(row.birthNumber, 3),
      identity_card_number: opts.showIdCard ? row.idCardNumber : mask(row.idCardNumber, 3),
      bank_account_full_number: opts.showBankAccount ? row.bankAccount : mask(row.bankAccount, 4),
      bank_code: row.bankCode,
    },
    pickup_address: row.pickupAddress ? (JSON.parse(row.pickupAddress) as Record<string, string>) : null,
    history: events.map((e) => ({
      status: e.status as BuybackStatus,
      label: t(`buyback:status.${e.status}`),
      at: e.createdAt.toISOString(),
      note: e.note,
    })),
    can_answer_offer: opts.canAnswerOffer && status === "requoted",
  };
}
