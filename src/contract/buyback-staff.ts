import { QUALITY_ORDER } from "../domain/appraisal.js";
import { buybackDetail, buybackStatus, buyoutCenter, conditionType, quality } from "./buyback.js";
import { choice, choiceValue } from "./device-selector.js";
import { openingHours } from "./stores.js";
import { z } from "./z.js";

/** Staff calls of buy-back: records grid and workflow, appraisal versions, centres. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.date" });

export const recordsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: buybackStatus.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type RecordsQuery = z.output<typeof recordsQuery>;

export const recordRow = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  status: buybackStatus,
  status_label: z.string(),
  device: z.string(),
  quality: z.string(),
  price: z.number().int(),
  offered_price: z.number().int().nullable(),
  customer_name: z.string(),
  imei: z.string(),
  serial_number: z.string(),
});
export const recordsResponse = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(recordRow),
});
export type RecordsResponse = z.infer<typeof recordsResponse>;

/** Spec §3 Buy-back record (staff view) on top of the customer detail. */
export const staffDetail = buybackDetail.extend({
  birth_date: z.string().nullable(),
  purchase_date: z.string().nullable(),
  bank_account_visible: z.boolean(),
  bonus_percent: z.number().int(),
  next_statuses: z.array(choice),
});
export type StaffDetail = z.infer<typeof staffDetail>;

export const statusBody = z.object({
  status: buybackStatus,
  note: z.string().trim().max(1000).optional().default(""),
  offered_price: z.number().int().positive().max(100_000_000).nullable().optional(),
  offered_quality: quality.nullable().optional(),
});

const localized = z.object({
  cs: z.string().trim().min(1).max(300),
  ro: z.string().trim().max(300).optional(),
  en: z.string().trim().max(300).optional(),
});

export const storedResult = z.object({
  id: z.number().int().min(1).max(1000),
  quality: z.enum(QUALITY_ORDER).nullable(),
  price: z.number().int().min(0).max(100_000_000),
  url: z.string().trim().max(300),
});

export const storedCondition = z.object({
  id: z.number().int().min(1).max(1000),
  code: choiceValue,
  type: conditionType,
  disabled: z.boolean(),
  names: localized,
  help: localized.partial({ cs: true }).extend({ cs: z.string().trim().max(300) }),
  choices: z
    .array(
      z.object({
        value: choiceValue,
        labels: localized,
        appraisal_result: z.number().int().nullable(),
        price_correction: z.number().int().min(-100_000_000).max(100_000_000),
      }),
    )
    .min(1)
    .max(12),
});

/** A new appraisal version as staff write it (all languages at once). */
export const appraisalDraft = z.object({
  minimal_buyout_price: z.number().int().min(0).max(100_000_000),
  results: z.array(storedResult).min(1).max(12),
  conditions: z.array(storedCondition).min(1).max(20),
  default_choices: z.record(z.string().max(10), z.string().max(100)),
});
export type AppraisalDraft = z.output<typeof appraisalDraft>;

export const modelRow = z.object({
  slug: z.string(),
  name: z.string(),
  type: choice,
  manufacturer: choice,
  release_year: z.number().int().nullable(),
  for_buyout: z.boolean(),
  for_service: z.boolean(),
  version: z.number().int().nullable(),
  top_price: z.number().int().nullable(),
});
export const modelsResponse = z.object({ results: z.array(modelRow) });

export const staffAppraisal = appraisalDraft.extend({
  model: modelRow,
  version: z.number().int().nullable(),
  versions: z.array(z.object({ version: z.number().int(), created_at: z.string(), is_current: z.boolean() })),
});
export type StaffAppraisal = z.infer<typeof staffAppraisal>;

export const modelParams = z.object({ model: choiceValue });
export const modelPatch = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  release_year: z.number().int().min(1990).max(2100).nullable().optional(),
  for_buyout: z.boolean().optional(),
  for_service: z.boolean().optional(),
});

export const centerParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const centerPatch = z.object({
  is_buyout_center: z.boolean(),
  opening_hours: openingHours.optional(),
});

/** `base_version`: the version the editor started from; null for a model without one. */
export const appraisalSaveBody = appraisalDraft.extend({ base_version: z.number().int().nullable() });

export const staffCentersResponse = z.array(buyoutCenter.extend({ is_buyout_center: z.boolean() }));
