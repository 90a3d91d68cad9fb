import { z } from "./z.js";

/** Spec "GET ATC delivery": when the cart is available to the customer, per delivery method. */
export const atcDeliveryQuery = z.object({
  /** A store's seo name: the pickup and courier answers for that store instead of the best one. */
  store: z.string().trim().min(1).max(100).optional(),
});

export const atcDelivery = z.object({
  code: z.string(),
  kind: z.string(),
  available: z.boolean(),
  /** Local date (market time zone) and time the goods can be in the customer's hands. */
  date: z.string().nullable(),
  time: z.string().nullable(),
  /** Store the pickup or courier answer is for. */
  store: z.string().nullable(),
  /** The goods travel from the warehouse to the store first. */
  transfer: z.boolean(),
  text: z.string(),
});

export const atcDeliveryResponse = z.object({
  deliveries: z.array(atcDelivery),
  earliest: atcDelivery.nullable(),
});
