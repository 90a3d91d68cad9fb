import { randomBytes } from "node:crypto";
import type { SellBody } from "../../../contract/buyback.js";
import { requiredDeviceIdentifier } from "../../../contract/buyback-customer.js";
import { choicesToAnswers } from "../../../domain/buyback-answers.js";
import type { Language } from "../../../domain/market.js";
import { parseBirthNumber } from "../../../domain/validators/birth-number.js";
import { parseCnp } from "../../../domain/validators/cnp.js";
import { normalizeIdCardNumber } from "../../../domain/validators/id-card.js";
import { normalizeImei } from "../../../domain/validators/imei.js";
import { normalizePhone } from "../../../domain/validators/phone.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { conflict, ValidationError } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import { invalidateAppraisals } from "./appraisal-store.js";
import { bonusFor } from "./bonus.service.js";
import { insertBuyback, insertEvent, isCurrentAppraisal } from "./buyback.queries.js";
import { priceRequest } from "./buyback-appraisal.service.js";
import { afterCommit, sendStatusMail } from "./buyback-mail.js";
import { accessKey, lastNameLookup, nameLookup } from "./buyback-privacy.js";
import { deviceLabel } from "./quote.service.js";

export const statusPath = (ctx: AppContext, publicId: string) => `/${ctx.market.slugs.buyback}/${publicId}/`;
export const statusLink = (ctx: AppContext, publicId: string) =>
  `${statusPath(ctx, publicId)}?key=${accessKey(publicId)}`;

function birthDate(personalNumber: string, nationality: string): string | null {
  if (nationality === "RO") return parseCnp(personalNumber).birthDate ?? null;
  if (nationality === "CZ" || nationality === "SK") return parseBirthNumber(personalNumber).birthDate ?? null;
  return null;
}

export interface Owner {
  userId: number | null;
  sessionHash: string | null;
}

/**
 * Spec §7 sell online. The price is recomputed from the version and the answers; the record is
 * written only while that version is still current (re-checked in the transaction, since the
 * in-memory appraisal may lag another instance's edit by a few seconds).
 */
export async function sell(
  ctx: AppContext,
  lang: Language,
  t: TFunction,
  body: SellBody,
  owner: Owner,
  log?: (msg: string) => void,
) {
  const priced = await priceRequest(ctx, lang, body);
  const { model, color, verdict, row } = priced;
  const device = body.buyout_device;
  const needed = requiredDeviceIdentifier(model.type.slug);
  if (!device[needed]) throw new ValidationError({ buyout_device: { [needed]: ["validation.required"] } });

  const c = body.customer_data;
  const {
    personal_identification_number,
    identity_card_number,
    bank_account_full_number,
    bank_code,
    ...contact
  } = c;
  const bonusPercent = await bonusFor(ctx, {
    manufacturer: model.maker.slug,
    type: model.type.slug,
    quality: verdict.quality,
  });
  const publicId = randomBytes(16).toString("base64url");
  const email = normaliseEmail(c.e_mail);

  const number = await ctx.db.transaction(async (tx) => {
    if (!(await isCurrentAppraisal(tx, row.id))) {
      invalidateAppraisals(ctx.db);
      throw conflict("buyback:staleVersion", "stale_appraisal");
    }
    const created = await insertBuyback(tx, {
      publicId,
      userId: owner.userId,
      sessionHash: owner.sessionHash,
      modelId: model.id,
      colorId: color.id,
      appraisalId: row.id,
      answers: choicesToAnswers(priced.appraisal, priced.choices),
      quality: verdict.quality!,
      resultId: verdict.result.id,
      price: verdict.price,
      bonusPercent,
      note: body.note,
      imei: normalizeImei(device.imei),
      serialNumber: device.serial_number.trim().toUpperCase(),
      deviceNote: device.note,
      email,
      emailLookup: lookupHash(email),
      nameLookup: nameLookup(c.first_name, c.last_name),
      lastNameLookup: lastNameLookup(c.last_name),
      customer: JSON.stringify({
        ...contact,
        e_mail: email,
        phone_number: normalizePhone(c.phone_number, c.country) ?? c.phone_number,
        birth_date: birthDate(personal_identification_number, c.nationality),
      }),
      birthNumber: personal_identification_number.replace(/\s/g, ""),
      idCardNumber: normalizeIdCardNumber(identity_card_number),
      bankAccount: bank_account_full_number.replace(/\s/g, ""),
      bankCode: bank_code,
      pickupAddress: body.pickup_address ? JSON.stringify(body.pickup_address) : null,
    });
    await insertEvent(tx, { buybackId: created.id, status: "new", actorId: owner.userId });
    return created.number;
  });

  await afterCommit(
    sendStatusMail(ctx, t, {
      to: email,
      number,
      device: deviceLabel(priced, lang),
      status: "new",
      statusUrl: statusLink(ctx, publicId),
      price: verdict.price,
    }),
    log,
  );
  return { id: publicId, number, url: statusPath(ctx, publicId) };
}
