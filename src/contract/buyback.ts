import { QUALITY_ORDER } from "../domain/appraisal.js";
import { BUYBACK_STATUSES } from "../domain/buyback-status.js";
import type { MarketCode } from "../domain/market.js";
import { email } from "./accounts.js";
import { buyoutDeviceSchema, customerDataSchema, pickupAddressSchema } from "./buyback-customer.js";
import { choice, choiceValue, selectedChoices, selectorChoices } from "./device-selector.js";
import { storeContactFields } from "./stores.js";
import { z } from "./z.js";

/** Spec §3 Appraisal, as the API sends it (money in minor units). */
export const quality = z.enum(QUALITY_ORDER);

export const appraisalResult = z.object({
  id: z.number().int(),
  quality: quality.nullable(),
  price: z.number().int(),
  url: z.string(),
});

export const conditionChoice = z.object({
  value: z.string(),
  label: z.string(),
  appraisal_result: z.number().int().nullable(),
  price_correction: z.number().int(),
});

export const conditionType = z.enum(["common", "quality", "charger", "battery", "special"]);

export const deviceCondition = z.object({
  id: z.number().int(),
  /** Stable across versions (`display`, `lock`): what the questionnaire and staff screens key on. */
  code: z.string(),
  name: z.string(),
  /** One line under the question ("Scratches you can feel with a fingernail count as deep."). */
  help: z.string(),
  type: conditionType,
  value: z.string().nullable(),
  disabled: z.boolean(),
  choices: z.array(conditionChoice),
});

export const appraisal = z.object({
  version: z.number().int(),
  minimal_buyout_price: z.number().int(),
  appraisal_result: z.array(appraisalResult),
  device_conditions: z.array(deviceCondition),
  default_device_condition_choices: z.record(z.string(), z.string()),
});
export type AppraisalDto = z.infer<typeof appraisal>;

/** `answers` carries condition answers in page URLs (`display-perfect,body-used`); they come back as defaults. */
export const selectorQuery = z.object({
  type: z.string().max(100).optional(),
  manufacturer: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  color: z.string().max(100).optional(),
  answers: z.string().max(2000).optional(),
  /** Spec §7 "URL code": a colour variant (its slug) naming the whole selection at once. */
  code: choiceValue.optional(),
});

export const selectorResponse = z.object({
  selected_choices: selectedChoices,
  choices: selectorChoices,
  appraisal: appraisal.nullable(),
  url: z.string(),
});
export type SelectorResponse = z.infer<typeof selectorResponse>;

export const appraisalQuery = z.object({ color: choiceValue, answers: z.string().max(2000).optional() });
export const appraisalResponse = z.object({ url: z.string(), appraisal });
export type AppraisalResponse = z.infer<typeof appraisalResponse>;

/** Spec §3 Appraisal request. */
export const appraisalRequest = z.object({
  device_identifier: choiceValue,
  appraisal_version: z.number().int().positive().max(1_000_000),
  device_condition_choices: z.array(z.string().max(100)).min(1).max(30),
  note: z.string().trim().max(500).optional().default(""),
});
export type AppraisalRequest = z.output<typeof appraisalRequest>;

/** Spec §3 Send-to-email request. */
export const sendEmailBody = appraisalRequest.extend({ e_mail: email });
export const sendEmailResponse = z.object({ sent: z.boolean() });

/** Spec §3 Sell request; pickup_address only with an alternative pickup address. */
export function sellBody(market: MarketCode, today?: () => Date) {
  return appraisalRequest.extend({
    customer_data: customerDataSchema(market, today),
    pickup_address: pickupAddressSchema(market).nullable().optional(),
    buyout_device: buyoutDeviceSchema,
  });
}
export type SellBody = z.output<ReturnType<typeof sellBody>>;

export const sellResponse = z.object({ id: z.string(), number: z.string(), url: z.string() });

export const countriesResponse = z.object({
  countries: z.array(choice),
  nationalities: z.array(choice),
  default_country: z.string(),
});

export const buybackStatus = z.enum(BUYBACK_STATUSES);

export const statusEvent = z.object({
  status: buybackStatus,
  label: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

/** Spec §7 "GET buy-back by identifier", plus the status page's fields. Personal numbers come masked. */
export const buybackDetail = z.object({
  id: z.string(),
  number: z.string(),
  status: buybackStatus,
  status_label: z.string(),
  created_at: z.string(),
  product_type_choice: choice,
  manufacturer_choice: choice,
  product_model_choice: choice,
  product_color_choice: choice.extend({
    image_alt: z.string(),
    image: z.string().nullable(),
    hex: z.string(),
  }),
  appraisal_result: z.array(appraisalResult),
  device_conditions: z.array(deviceCondition),
  conditions_appraisal_result: appraisalResult.nullable(),
  version: z.number().int(),
  minimal_buyout_price: z.number().int(),
  price: z.number().int(),
  /** The counter-offer after inspection, when there is one. */
  offered_price: z.number().int().nullable(),
  offered_quality: quality.nullable(),
  note: z.string(),
  buyout_device: z.object({ imei: z.string(), serial_number: z.string(), note: z.string() }),
  customer_data: z.record(z.string(), z.string()),
  pickup_address: z.record(z.string(), z.string()).nullable(),
  history: z.array(statusEvent),
  can_answer_offer: z.boolean(),
});
export type BuybackDetail = z.infer<typeof buybackDetail>;

export const detailParams = z.object({ id: z.string().min(10).max(40) });
export const detailQuery = z.object({ key: z.string().max(100).optional() });
export const offerAnswerBody = z.object({ accept: z.boolean(), key: z.string().max(100).optional() });

export const bonusRule = z.object({
  id: z.number().int().optional(),
  manufacturer: choiceValue.nullable(),
  type_device: choiceValue.nullable(),
  quality: quality.nullable(),
  percent: z.number().int().min(0).max(100),
});

/** Spec §7 admin-bonuses-for-used-product: the bonus rules and the option lists for editing them. */
export const bonusesResponse = z.object({
  bonuses_manufacturers: z.array(bonusRule.extend({ id: z.number().int() })),
  quality_types: z.array(choice),
  types_devices: z.array(choice),
  manufacturers: z.array(choice),
});
export const bonusesSaveBody = z.object({ bonuses_manufacturers: z.array(bonusRule).max(200) });

export const buyoutCenter = z.object({ ...storeContactFields, id: z.number().int() });
export const buyoutCentersResponse = z.array(buyoutCenter);

/**
 * One of the customer's buy-backs in the account (issue 16): prices in minor units; `offered_price`
 * is the counter-offer after the inspection, if there was one; `status_url` opens the status page
 * with its signed key, as the e-mails do.
 */
export const myBuyback = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  device: z.string(),
  status: z.enum(BUYBACK_STATUSES),
  price: z.number(),
  offered_price: z.number().nullable(),
  status_url: z.string(),
});
export type MyBuyback = z.infer<typeof myBuyback>;
export const myBuybacks = z.object({ results: z.array(myBuyback) });
