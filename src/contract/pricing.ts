import { paging } from "./common.js";
import { z } from "./z.js";

// Price lists and price levels (spec §2 staff side "price list and price level settings", issue 20)

/** The customer groups a list prices for; retail (visitors) is the product's own price. */
export const CUSTOMER_GROUPS = ["registered", "business", "shop"] as const;
export const customerGroup = z.enum(CUSTOMER_GROUPS);
export type CustomerGroup = z.output<typeof customerGroup>;

export const priceMarket = z.enum(["cz", "ro"]);

/** Where a list stands now: applied, starting later, ended, or switched off by staff. */
export const priceListState = z.enum(["active", "scheduled", "expired", "inactive"]);
export type PriceListState = z.output<typeof priceListState>;

const dateish = z.preprocess((v) => (v === "" ? null : v), z.coerce.date().nullable().optional());

/** A list as staff create or edit it; validity from (inclusive) to (exclusive), either open. */
export const priceListBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    market: priceMarket,
    customer_group: customerGroup,
    valid_from: dateish,
    valid_to: dateish,
    is_active: z.boolean().default(true),
    note: z.string().trim().max(2000).default(""),
  })
  .refine((v) => !v.valid_from || !v.valid_to || v.valid_to > v.valid_from, {
    message: "validation.timeOrder",
    path: ["valid_to"],
  });
export type PriceListBody = z.output<typeof priceListBody>;

export const priceListRow = z.object({
  id: z.number(),
  name: z.string(),
  market: priceMarket,
  customer_group: customerGroup,
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  is_active: z.boolean(),
  note: z.string(),
  state: priceListState,
  price_count: z.number(),
  updated_at: z.string(),
});
export type PriceListRow = z.output<typeof priceListRow>;

export const priceListsQuery = z.object({
  market: priceMarket.optional(),
  customer_group: customerGroup.optional(),
  ...paging,
});
export const priceListsResponse = z.object({ results: z.array(priceListRow), count: z.number() });

/** A list's prices, paged, searchable by code or name. */
export const pricesQuery = z.object({ q: z.string().trim().max(100).optional(), ...paging });
export const priceLine = z.object({
  product_id: z.number(),
  code: z.string(),
  name: z.string(),
  /** The variant's own (retail) price, minor units. */
  retail_price: z.number(),
  /** The list's price, minor units. */
  price: z.number(),
});
export const pricesResponse = z.object({ results: z.array(priceLine), count: z.number() });

/** Set prices by variant code (minor units); null takes the variant off the list. */
export const setPricesBody = z.object({
  items: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(64),
        price: z.number().int().min(1).max(100_000_000).nullable(),
      }),
    )
    .min(1)
    .max(5000),
});
export const setPricesResponse = z.object({ set: z.number(), removed: z.number() });

/** Prices pasted from a spreadsheet: one `code;price` a line, the price in whole units (decimals allowed). */
export const importPricesBody = z.object({ csv: z.string().trim().min(1).max(500_000) });

/** The staff product page's sales and purchases of a model over the spec's windows (7, 21, 42, 90 days). */
export const ACTIVITY_WINDOWS = [7, 21, 42, 90] as const;
export const productActivity = z.object({
  windows: z.array(
    z.object({
      days: z.number(),
      /** Pieces sold in orders not cancelled, and their revenue after discounts (minor units). */
      sold: z.number(),
      revenue: z.number(),
      /** Buy-backs of the model paid or accepted (devices bought from customers) and what they cost. */
      bought: z.number(),
      spent: z.number(),
    }),
  ),
  /** Each variant's level prices on the lists applied now. */
  levels: z.array(
    z.object({
      product_id: z.number(),
      code: z.string(),
      list_id: z.number(),
      list_name: z.string(),
      customer_group: customerGroup,
      price: z.number(),
    }),
  ),
});
