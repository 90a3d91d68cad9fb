import { MIN_SERVICE_TERM } from "../domain/service-search.js";
import { SERVICE_KINDS, SERVICE_STATUSES } from "../domain/service-status.js";
import { isValidImei } from "../domain/validators/imei.js";
import { isValidPhone } from "../domain/validators/phone.js";
import { isValidPostcode } from "../domain/validators/postcode.js";
import { email } from "./accounts.js";
import { choiceValue, selectedChoices, selectorChoices } from "./device-selector.js";
import { z } from "./z.js";

/** Customer side of the service area (issue 4): operations, smart search, repair orders, claims. */

const text = (max: number) => z.string().trim().min(1).max(max);

export const serviceStore = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  street: z.string(),
});
export type ServiceStore = z.infer<typeof serviceStore>;

/** One repair operation of the chosen colour; `value` is what an order sends back. */
export const serviceOperation = z.object({
  value: z.number(),
  code: z.string(),
  label: z.string(),
  description: z.string(),
  price: z.number(),
  duration_minutes: z.number(),
  while_you_wait: z.boolean(),
  stores: z.array(serviceStore),
});
export type ServiceOperation = z.infer<typeof serviceOperation>;

/** Spec §7: service operations by colour answer `url` and `choices`. */
export const operationsQuery = z.object({
  type: choiceValue.optional(),
  manufacturer: choiceValue.optional(),
  model: choiceValue.optional(),
  color: choiceValue,
});
export const operationsResponse = z.object({
  url: z.string(),
  device_label: z.string(),
  choices: z.array(serviceOperation),
});
export type OperationsResponse = z.infer<typeof operationsResponse>;

/** Everything the page needs for a URL: the selection, its choices and, after a colour, the operations. */
export const serviceSelectorResponse = z.object({
  selected_choices: selectedChoices,
  choices: selectorChoices,
  url: z.string(),
  device_label: z.string().nullable(),
  operations: z.array(serviceOperation).nullable(),
});
export type ServiceSelectorResponse = z.infer<typeof serviceSelectorResponse>;

export const smartSearchQuery = z.object({
  term: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v.length >= MIN_SERVICE_TERM, { message: "validation.searchMin" }),
});
export const smartSearchResult = z.object({
  value: z.string(),
  label: z.string(),
  type: z.string(),
  type_label: z.string(),
  manufacturer: z.string(),
  url: z.string(),
});
export type SmartSearchResult = z.infer<typeof smartSearchResult>;
export const smartSearchResponse = z.object({ results: z.array(smartSearchResult) });

/** Spec §7 "search service product data": the selector state for a model picked from the results. */
export const serviceProductQuery = z.object({ model: choiceValue });
export const serviceProductResponse = serviceSelectorResponse.omit({ operations: true });

const customer = (country: string) =>
  z.object({
    name: text(200),
    email,
    phone: text(30).refine((v) => isValidPhone(v, country), { message: "validation.phone" }),
  });

const pickupAddress = (country: string) =>
  z.object({
    street: text(200),
    city: text(100),
    postcode: text(12).refine((v) => isValidPostcode(country, v), { message: "validation.postcode" }),
  });

/** How the device gets to the service: brought to a store, or picked up by a courier. */
const handoverFields = (country: string) => ({
  handover: z.enum(["store", "courier"]),
  store: z.number().int().positive().nullish(),
  pickup_address: pickupAddress(country).nullish(),
  customer: customer(country),
  consent: z.boolean().refine((v) => v, { message: "service:errors.consent" }),
});

/** Only the chosen handover's own field counts: a hidden, half-filled address must not fail a store drop-off. */
function dropOtherHandover(v: unknown): unknown {
  if (!v || typeof v !== "object") return v;
  const o = v as Record<string, unknown>;
  if (o.handover === "store") return { ...o, pickup_address: null };
  if (o.handover === "courier") return { ...o, store: null };
  return v;
}

/** Store drop-off needs a store, courier pickup an address; the other one is ignored. */
function requireHandover(
  v: { handover: string; store?: number | null; pickup_address?: unknown },
  ctx: z.RefinementCtx,
) {
  if (v.handover === "store" && !v.store)
    ctx.addIssue({ code: "custom", path: ["store"], message: "validation.required" });
  if (v.handover === "courier" && !v.pickup_address)
    ctx.addIssue({ code: "custom", path: ["pickup_address"], message: "validation.required" });
}

const orderFields = (country: string) =>
  z.object({
    color: choiceValue,
    operations: z.array(z.number().int().positive()).min(1).max(30),
    imei: z
      .string()
      .trim()
      .max(20)
      .optional()
      .default("")
      .refine((v) => v === "" || isValidImei(v), { message: "validation.imei" }),
    fault: text(2000),
    ...handoverFields(country),
  });

/** The repair order form. Phone and postcode rules follow the market's country. */
export function orderCreateBody(country: string) {
  return z.preprocess(dropOtherHandover, orderFields(country).superRefine(requireHandover));
}
export type OrderCreateBody = z.input<ReturnType<typeof orderFields>>;

const claimFields = (country: string) =>
  z.object({
    order_number: text(30),
    order_item: z.number().int().positive(),
    fault: text(2000),
    ...handoverFields(country),
  });

/** Warranty claim: the shop order (number + its e-mail prove it is the buyer's), the item and the fault. */
export function claimCreateBody(country: string) {
  return z.preprocess(dropOtherHandover, claimFields(country).superRefine(requireHandover));
}
export type ClaimCreateBody = z.input<ReturnType<typeof claimFields>>;

/** Step one of a claim: which products of that order can be claimed. */
export const claimProductsBody = z.object({ order_number: text(30), email });
export const claimProductsResponse = z.object({
  order_number: z.string(),
  items: z.array(z.object({ id: z.number(), name: z.string(), warranty_until: z.string() })),
  /** Where a claimed device can be brought. */
  stores: z.array(serviceStore),
});

export const createdResponse = z.object({
  number: z.string(),
  public_id: z.string(),
  status_url: z.string(),
});
export type ServiceCreated = z.infer<typeof createdResponse>;

export const publicIdParams = z.object({ public_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const priceDecisionParams = publicIdParams.extend({ id: z.coerce.number().int().positive() });
export const priceDecisionBody = z.object({ decision: z.enum(["accept", "reject"]) });

export const serviceStatusEnum = z.enum(SERVICE_STATUSES);
export const serviceKindEnum = z.enum(SERVICE_KINDS);

export const historyEntry = z.object({
  type: z.string(),
  status: serviceStatusEnum,
  text: z.string(),
  created_at: z.string(),
});

export const priceChange = z.object({
  id: z.number(),
  previous_price: z.number(),
  new_price: z.number(),
  reason: z.string(),
  status: z.enum(["pending", "accepted", "rejected"]),
  created_at: z.string(),
});

/** The public status page: no contact details, only what the unguessable link may show anyone. */
export const orderStatusResponse = z.object({
  number: z.string(),
  public_id: z.string(),
  kind: serviceKindEnum,
  status: serviceStatusEnum,
  created_at: z.string(),
  device_label: z.string(),
  handover: z.enum(["store", "courier"]),
  store: serviceStore.nullable(),
  items: z.array(z.object({ name: z.string(), price: z.number(), duration_minutes: z.number() })),
  parts: z.array(z.object({ name: z.string(), quantity: z.number() })),
  estimated_price: z.number(),
  agreed_price: z.number(),
  currency: z.string(),
  pending_price_change: priceChange.nullable(),
  history: z.array(historyEntry),
});
export type OrderStatus = z.infer<typeof orderStatusResponse>;

/**
 * One of the customer's repair orders or warranty claims in the account (issue 16): prices in
 * minor units; `pending_price` is a new price waiting for the customer's answer on the status page.
 */
export const myServiceOrder = z.object({
  number: z.string(),
  kind: z.enum(SERVICE_KINDS),
  status: z.enum(SERVICE_STATUSES),
  created_at: z.string(),
  device_label: z.string(),
  agreed_price: z.number(),
  pending_price: z.number().nullable(),
  status_url: z.string(),
});
export type MyServiceOrder = z.infer<typeof myServiceOrder>;
export const myServiceOrders = z.object({ results: z.array(myServiceOrder) });
