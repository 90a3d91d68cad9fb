import { paging } from "./common.js";
import { PICKING_STATUSES } from "./orders.js";
import { z } from "./z.js";

/**
 * The warehouse's schemas (issue 17): product locations, the picking overview and scan, crates and
 * packaging. Messages are i18n keys of the `warehouse` namespace.
 */

/** A product's place in the warehouse: aisle (letters), rack (two digits), shelf (digits), `A-03-2`. */
export const LOCATION_FORMAT = /^[A-Z]{1,2}-\d{2}-\d{1,2}$/;

export const locationListQuery = z.object({
  ...paging,
  /** Product code, EAN or a part of the name; empty lists the products that have a location. */
  search: z.string().trim().max(100).optional(),
});

export const locationRow = z.object({
  product_id: z.number(),
  code: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  location: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const locationListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(locationRow),
});

export const locationBody = z.object({
  location: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(LOCATION_FORMAT, "warehouse:locationFormat")),
});

/**
 * The picking overview: one walk through the warehouse over the open orders' pickable lines, a wave
 * of the oldest `page_size` orders a page.
 */
export const pickingQuery = z.object({
  page: paging.page,
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(PICKING_STATUSES).optional(),
});

export const pickLine = z.object({
  item_id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  /** Where the product lies; null when it has none (such lines come last). */
  location: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  quantity: z.number(),
  picking_status: z.enum(PICKING_STATUSES),
  /** Since when the order waits for the warehouse (paid, else placed). */
  waiting_since: z.string(),
  /** Waiting longer than 30 minutes. */
  overdue: z.boolean(),
  /** The crate the order is in, once every line is picked. */
  crate: z.string().nullable(),
});

export const pickingResponse = z.object({
  /** Whether newer open orders follow in the next wave (page). */
  more: z.boolean(),
  page: z.number(),
  page_size: z.number(),
  /** Lines of this page still waiting. */
  waiting: z.number(),
  results: z.array(pickLine),
  /** Orders picked in full that no crate could take yet (none was free). */
  awaiting_crate: z.array(z.object({ order_id: z.number(), order_number: z.string() })),
});

export const scanBody = z.object({ code: z.string().trim().min(1).max(64) });

/** What a scan did: the line it picked and, when that completed the order, its crate. */
export const scanResponse = z.object({
  message: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  item_id: z.number(),
  code: z.string(),
  name: z.string(),
  order_complete: z.boolean(),
  crate: z.string().nullable(),
  /** Set when the order is complete but no crate is free: it waits for one. */
  crate_error: z.string().nullable(),
});

export const lineBody = z.object({
  order_id: z.number().int().min(1).max(2_147_483_647),
  item_id: z.number().int().min(1).max(2_147_483_647),
  status: z.enum(["not_found", "needs_replacement", "waiting"]),
  /** Spec §4: a reset back to waiting needs a confirmation. */
  confirm: z.boolean().optional().default(false),
});

export const assignCrateBody = z.object({ order_id: z.number().int().min(1).max(2_147_483_647) });
export const assignCrateResponse = z.object({ message: z.string(), crate: z.string() });

export const crateRow = z.object({
  id: z.number(),
  code: z.string(),
  active: z.boolean(),
  order: z
    .object({
      id: z.number(),
      number: z.string(),
      customer_name: z.string(),
      items: z.number(),
      since: z.string().nullable(),
    })
    .nullable(),
});
export const crateListResponse = z.object({ results: z.array(crateRow) });

/** A crate code: letters, a dash, digits (`K-07`). */
export const CRATE_CODE = /^[A-Z]{1,3}-?\d{1,4}$/;
/** `K-01..K-20`, or one code. */
export const crateRangeBody = z.object({
  range: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((s) => s.toUpperCase().replace(/\s+/g, "")),
});
export const crateRangeResponse = z.object({ created: z.array(z.string()), existing: z.array(z.string()) });

export const crateUpdateBody = z.object({ active: z.boolean() });

/** Scanning a crate's code or an order's number at the packing table. */
export const lookupQuery = z.object({ code: z.string().trim().min(1).max(40) });
export const lookupResponse = z.object({ order_id: z.number(), crate: z.string().nullable() });

export const packingDetail = z.object({
  order_id: z.number(),
  order_number: z.string(),
  status: z.string(),
  customer_name: z.string(),
  delivery_name: z.string(),
  crate: z.string().nullable(),
  /** Every pickable line is picked: the order may be packed. */
  complete: z.boolean(),
  items: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      kind: z.string(),
      quantity: z.number(),
      picking_status: z.string(),
    }),
  ),
  packages: z.array(
    z.object({
      id: z.number(),
      width_mm: z.number(),
      height_mm: z.number(),
      depth_mm: z.number(),
      weight_g: z.number(),
    }),
  ),
});

/**
 * A decimal as staff type it ("12,5" or 12.5) with at most `decimals` places, above 0 and at most
 * `max`: centimetres with one decimal, kilograms to the gram.
 */
const decimal = (decimals: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((v) => String(v).replace(",", "."))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`), message)
        .transform(Number)
        .pipe(z.number().gt(0, message).max(max, message)),
    );

export const packageInput = z.object({
  width_cm: decimal(1, 300, "warehouse:dimensionInvalid"),
  height_cm: decimal(1, 300, "warehouse:dimensionInvalid"),
  depth_cm: decimal(1, 300, "warehouse:dimensionInvalid"),
  weight_kg: decimal(3, 100, "warehouse:weightInvalid"),
});
export const packBody = z.object({ packages: z.array(packageInput).min(1).max(20) });
export const packResponse = z.object({ message: z.string(), order_id: z.number(), status: z.string() });
