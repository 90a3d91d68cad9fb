import { z } from "./z.js";

/** A product feed as the staff screen shows it: where the comparison sites read it, and its last run. */
export const feedStatus = z.object({
  name: z.enum(["heureka", "google"]),
  url: z.string(),
  items: z.number().nullable(),
  bytes: z.number().nullable(),
  generated_at: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof feedStatus>;
