import { z } from "./z.js";

/** Spec §3 cache purge payload: mode key, url or full; soft purge marks content stale. */
export const purgeBody = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("key"),
    keys: z.array(z.string().trim().min(1).max(100)).min(1).max(256),
    soft_purge: z.boolean().default(false),
  }),
  z.object({
    mode: z.literal("url"),
    url: z.url({ protocol: /^https?$/ }).max(2000),
    soft_purge: z.boolean().default(false),
  }),
  z.object({ mode: z.literal("full"), soft_purge: z.boolean().default(false) }),
]);
export type PurgeBody = z.infer<typeof purgeBody>;

export const purgeResponse = z.object({ status: z.literal("ok"), id: z.string(), cdn: z.string() });

/** The "Default" tab purges what every storefront page depends on. */
export const DEFAULT_PURGE_KEYS = ["home", "menu", "products"];
