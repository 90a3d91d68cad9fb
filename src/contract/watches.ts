import { email } from "./accounts.js";
import { id } from "./common.js";
import { z } from "./z.js";

export const WATCH_KINDS = ["price", "stock"] as const;

/**
 * A new watch (issue 16). `price_below` is in whole currency units, as the shopper types it (a price
 * watch needs it, below the current price); `store_id` picks a store for a stock watch (none: the
 * online stock). A guest gives an e-mail and confirms it through the mailed link; a logged-in
 * customer's own address is used and any e-mail sent is ignored.
 */
export const watchBody = z.object({
  product_id: id,
  kind: z.enum(WATCH_KINDS, { message: "validation.choice" }),
  price_below: z.coerce
    .number({ message: "validation.number" })
    .int({ message: "watches:errors.wholePrice" })
    .positive({ message: "validation.positive" })
    .max(100_000_000)
    .nullish(),
  store_id: id.nullish(),
  email: z.union([z.literal(""), email]).nullish(),
});
export type WatchBody = z.infer<typeof watchBody>;

export const watchCreated = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** A guest's watch waits for the e-mailed confirmation. */
  confirmation_needed: z.boolean(),
});

/** The link in a watch e-mail: the watch and its keyed token. */
export const watchTokenBody = z.object({
  id,
  token: z.string().min(10).max(100),
  /** Cancel: every waiting watch of the same address, not only this one. */
  all: z.boolean().optional(),
});

export const watchItem = z.object({
  id: z.number(),
  kind: z.enum(WATCH_KINDS),
  /** Minor units. */
  price_below: z.number().nullable(),
  store: z.object({ id: z.number(), name: z.string() }).nullable(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    seo_name: z.string(),
    price: z.number(),
    image_url: z.string().nullable(),
  }),
  state: z.enum(["unconfirmed", "waiting", "fired"]),
  fired_at: z.string().nullable(),
  /** Minor units: the price when it fired. */
  fired_price: z.number().nullable(),
  created_at: z.string(),
});
export type WatchItem = z.infer<typeof watchItem>;
export const watchList = z.object({ results: z.array(watchItem) });

/** Staff: waiting (confirmed, not yet fired) watches per variant of a model. */
export const watchCountsQuery = z.object({ master_id: id });
export const watchCounts = z.object({ counts: z.record(z.string(), z.number()) });
