import { id, paging } from "./common.js";
import { z } from "./z.js";

/** A carrier's code as orders carry it (`delivery_code`: ppl, dpd, zasilkovna, fan, easybox). */
const carrier = z.string().trim().min(1).max(30);
/** A calendar day, YYYY-MM-DD (the date inputs' value). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "shipping:day");

/** A package as the handover screens show it: its order, recipient, size, weight, cash on delivery. */
export const shippingPackage = z.object({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  recipient: z.string(),
  city: z.string(),
  width_mm: z.number(),
  height_mm: z.number(),
  depth_mm: z.number(),
  weight_g: z.number(),
  /** What the driver collects, in minor units; null for a paid order. An order's amount is on its first package. */
  cod_amount: z.number().nullable(),
  parcel_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
});

/** Per carrier, the packages of packed orders not yet on a handover list. */
export const waitingResponse = z.object({
  currency: z.string(),
  carriers: z.array(z.object({ code: z.string(), name: z.string(), packages: z.array(shippingPackage) })),
});

export const handoverCreateBody = z.object({
  carrier,
  package_ids: z.array(id).min(1).max(500),
});

export const handoverRow = z.object({
  id: z.number(),
  number: z.string(),
  carrier: z.string(),
  carrier_name: z.string(),
  created_at: z.string(),
  handed_over_at: z.string().nullable(),
  packages: z.number(),
  orders: z.number(),
  weight_g: z.number(),
  cod_total: z.number(),
});

export const handoverListQuery = z.object({ ...paging, carrier: carrier.optional() });
export const handoverListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(handoverRow),
});

export const handoverDetailResponse = handoverRow.extend({
  currency: z.string(),
  items: z.array(shippingPackage),
});

export const DELIVERY_STATUSES = ["waiting", "shipped", "delivered"] as const;

export const deliveryListQuery = z.object({
  ...paging,
  carrier: carrier.optional(),
  delivery_status: z.enum(DELIVERY_STATUSES).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  search: z.string().trim().max(40).optional(),
});

export const deliveryRow = z.object({
  id: z.number(),
  number: z.string(),
  created_at: z.string(),
  status: z.string(),
  delivery_code: z.string(),
  delivery_name: z.string(),
  /** The carrier's name, or null for a store pickup or a courier of our own. */
  carrier: z.string().nullable(),
  delivery_status: z.string(),
  delivery_number: z.string().nullable(),
  parcel_numbers: z.array(z.string()),
  handover_id: z.number().nullable(),
  handover_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

export const deliveryListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(deliveryRow),
  /** The carriers the filter offers. */
  carriers: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const deliveryDetailResponse = deliveryRow.extend({
  recipient: z.string(),
  address: z.string(),
  dispensing_point: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  cod_amount: z.number().nullable(),
  packages: z.array(shippingPackage),
  handover: z
    .object({
      id: z.number(),
      number: z.string(),
      created_at: z.string(),
      handed_over_at: z.string().nullable(),
    })
    .nullable(),
  history: z.array(z.object({ field: z.string(), value: z.string(), at: z.string() })),
  can_deliver: z.boolean(),
});

export const PICKUP_POINT_STATES = ["open", "congested", "unavailable"] as const;

export const pickupPointsResponse = z.object({
  carrier: z.string(),
  points: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      street: z.string(),
      city: z.string(),
      postcode: z.string(),
      state: z.enum(PICKUP_POINT_STATES),
      latitude: z.number(),
      longitude: z.number(),
      /** Orders on their way there: not yet delivered, cancelled or returned. */
      open_orders: z.number(),
    }),
  ),
});
