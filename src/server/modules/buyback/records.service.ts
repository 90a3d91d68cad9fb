import type { RecordsQuery, StaffDetail } from "../../../contract/buyback-staff.js";
import { type BuybackStatus, nextStatuses } from "../../../domain/buyback-status.js";
import type { Language } from "../../../domain/market.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { hasPermission } from "../../platform/access.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { notFound } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import type { SessionUser } from "../../platform/session.js";
import { loadDeviceTree, localize } from "../device-selector/device-selector.service.js";
import { type RecordsFilter, selectBuybackByPublicId, selectRecordsPage } from "./buyback.queries.js";
import { buildDetail } from "./buyback-detail.service.js";
import { searchLookups } from "./buyback-privacy.js";

/** Permission that shows a seller's bank account in full (admins have every permission). */
export const BANK_DETAILS_PERMISSION = "buyback:bank-details";

const nextDay = (iso: string) => new Date(new Date(`${iso}T00:00:00`).getTime() + 86_400_000);

/**
 * One search box for the grid: a record number, an IMEI, a serial number, an exact name
 * ("Jana Nováková" or "Nováková", diacritics optional) or an e-mail. Names and e-mails are only
 * stored encrypted, so they match whole, through their keyed hashes.
 */
function searchFilter(term: string): RecordsFilter["search"] {
  const digits = term.replace(/[\s-]/g, "");
  const keys = searchLookups(term);
  return {
    upper: term.toUpperCase(),
    nameLookup: keys.name,
    lastNameLookup: keys.last,
    emailLookup: lookupHash(normaliseEmail(term)),
    ...(/^\d{6}$/.test(digits) ? { numberDigits: digits } : {}),
    ...(/^\d{14,17}$/.test(digits) ? { imei: digits } : {}),
  };
}

export async function listRecords(ctx: AppContext, lang: Language, t: TFunction, q: RecordsQuery) {
  const filter: RecordsFilter = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.date_from ? { createdFrom: new Date(`${q.date_from}T00:00:00`) } : {}),
    ...(q.date_to ? { createdBefore: nextDay(q.date_to) } : {}),
    ...(q.q ? { search: searchFilter(q.q) } : {}),
  };
  const [{ count: n, rows }, tree] = await Promise.all([
    selectRecordsPage(ctx.db, filter, q.page_size, (q.page - 1) * q.page_size),
    loadDeviceTree(ctx.db),
  ]);
  return {
    count: n,
    page: q.page,
    page_size: q.page_size,
    results: rows.map((r) => {
      const model = tree.modelById.get(r.modelId);
      const color = tree.colorById.get(r.colorId);
      const customer = JSON.parse(r.customer) as { first_name: string; last_name: string };
      return {
        id: r.publicId,
        number: r.number,
        created_at: r.createdAt.toISOString(),
        status: r.status as BuybackStatus,
        status_label: t(`buyback:status.${r.status}`),
        device: model
          ? `${model.maker.name} ${model.name}${color ? `, ${localize(color.names, lang)}` : ""}`
          : "",
        quality: r.quality,
        price: r.price,
        offered_price: r.offeredPrice,
        customer_name: `${customer.first_name} ${customer.last_name}`,
        imei: r.imei,
        serial_number: r.serialNumber,
      };
    }),
  };
}

/** Spec §3 staff view. Every opening is audited; opening the full bank account separately. */
export async function staffDetail(
  ctx: AppContext,
  lang: Language,
  t: TFunction,
  user: SessionUser,
  publicId: string,
): Promise<StaffDetail> {
  const row = await selectBuybackByPublicId(ctx.db, publicId);
  if (!row) throw notFound("buyback:notFound");
  const showBank = hasPermission(user, BANK_DETAILS_PERMISSION);
  const detail = await buildDetail(ctx, lang, t, row, {
    showBankAccount: showBank,
    showIdCard: true,
    canAnswerOffer: false,
  });
  await audit(ctx.db, {
    actorId: user.id,
    action: showBank ? "buyback.view-with-bank-account" : "buyback.view",
    entity: "buyback",
    entityId: row.id,
  });
  const customer = JSON.parse(row.customer) as { birth_date?: string | null };
  return {
    ...detail,
    birth_date: customer.birth_date ?? null,
    purchase_date: row.paidAt?.toISOString() ?? null,
    bank_account_visible: showBank,
    bonus_percent: row.bonusPercent,
    next_statuses: nextStatuses(row.status as BuybackStatus).map((s) => ({
      value: s,
      label: t(`buyback:status.${s}`),
    })),
  };
}
