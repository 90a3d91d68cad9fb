import { choice, choiceValue } from "./device-selector.js";
import { z } from "./z.js";

/** Administration of service operations and their prices per model (issue 4, staff side). */

const localized = (max: number) =>
  z.object({
    cs: z.string().trim().min(1).max(max),
    ro: z.string().trim().min(1).max(max),
    en: z.string().trim().max(max).optional(),
  });
const localizedOptional = (max: number) =>
  z.object({
    cs: z.string().trim().max(max).default(""),
    ro: z.string().trim().max(max).default(""),
    en: z.string().trim().max(max).optional(),
  });
const price = z.coerce.number().int().min(0).max(100_000_000);

export const adminOperationsQuery = z.object({ model: choiceValue });

export const adminOperation = z.object({
  id: z.number(),
  code: z.string(),
  color: z.string().nullable(),
  names: z.object({ cs: z.string(), ro: z.string().optional(), en: z.string().optional() }),
  descriptions: z.object({ cs: z.string(), ro: z.string().optional(), en: z.string().optional() }),
  duration_minutes: z.number(),
  while_you_wait: z.boolean(),
  position: z.number(),
  is_active: z.boolean(),
  /** Minor units per market; null where the operation has no price (not offered there). */
  prices: z.object({ cz: z.number().nullable(), ro: z.number().nullable() }),
  store_ids: z.array(z.number()),
});
export type AdminOperation = z.infer<typeof adminOperation>;

export const adminOperationsResponse = z.object({
  model: choice,
  colors: z.array(choice),
  stores: z.array(z.object({ id: z.number(), name: z.string(), city: z.string() })),
  operations: z.array(adminOperation),
});
export type AdminOperationsResponse = z.infer<typeof adminOperationsResponse>;

const operationFields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, { message: "validation.invalid" }),
  color: choiceValue.nullish(),
  names: localized(200),
  descriptions: localizedOptional(1000).default({ cs: "", ro: "" }),
  duration_minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  while_you_wait: z.boolean().default(false),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
  is_active: z.boolean().default(true),
  prices: z.object({ cz: price.nullable(), ro: price.nullable() }),
  store_ids: z.array(z.number().int().positive()).max(200).default([]),
};

export const operationCreateBody = z.object({ model: choiceValue, ...operationFields });
export const operationUpdateBody = z.object(operationFields).partial();
export const operationParams = z.object({ id: z.coerce.number().int().positive() });
