import { historyEntry, priceChange, serviceKindEnum, serviceStatusEnum, serviceStore } from "./service.js";
import { z } from "./z.js";

/** Staff side of the service area (issue 4): the orders and claims grid, detail and its changes. */

const text = (max: number) => z.string().trim().min(1).max(max);

/** Spec §7 generic paged GET: page, page_size, ordering, filters. */
export const staffOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  ordering: z
    .enum(["created_at", "-created_at", "updated_at", "-updated_at", "number", "-number"])
    .default("-created_at"),
  status: serviceStatusEnum.optional(),
  kind: serviceKindEnum.optional(),
  /** An order number, an IMEI or an exact e-mail. */
  search: z.string().trim().max(100).optional(),
});

export const staffOrderRow = z.object({
  id: z.number(),
  number: z.string(),
  kind: serviceKindEnum,
  status: serviceStatusEnum,
  device_label: z.string(),
  handover: z.enum(["store", "courier"]),
  store_name: z.string().nullable(),
  agreed_price: z.number(),
  price_pending: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const staffOrdersResponse = z.object({ count: z.number(), results: z.array(staffOrderRow) });
export type StaffOrderRow = z.infer<typeof staffOrderRow>;

export const staffOrderParams = z.object({ id: z.coerce.number().int().positive() });

export const staffOrderDetail = staffOrderRow.extend({
  public_id: z.string(),
  status_url: z.string(),
  next_statuses: z.array(serviceStatusEnum),
  language: z.string(),
  imei: z.string(),
  fault: z.string(),
  store: serviceStore.nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  pickup_address: z.object({ street: z.string(), city: z.string(), postcode: z.string() }).nullable(),
  order_number: z.string().nullable(),
  estimated_price: z.number(),
  estimated_minutes: z.number(),
  items: z.array(
    z.object({ name: z.string(), code: z.string(), price: z.number(), duration_minutes: z.number() }),
  ),
  parts: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      code: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
    }),
  ),
  price_changes: z.array(priceChange),
  history: z.array(historyEntry.extend({ is_public: z.boolean(), actor: z.string().nullable() })),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;

export const statusChangeBody = z.object({
  status: serviceStatusEnum,
  note: z.string().trim().max(2000).optional(),
});
export const noteBody = z.object({ text: text(2000), is_public: z.boolean().default(false) });
export const partBody = z.object({
  name: text(200),
  code: z.string().trim().max(60).optional().default(""),
  quantity: z.coerce.number().int().min(1).max(100),
  unit_price: z.coerce.number().int().min(0).max(100_000_000),
});
export const priceChangeBody = z.object({
  new_price: z.coerce.number().int().min(0).max(100_000_000),
  reason: text(1000),
});
