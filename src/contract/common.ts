import { z } from "./z.js";

/** A database id in a path or query: a positive 32-bit integer (larger values are not ids). */
export const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const idParams = z.object({ id });

/** Paged lists (spec §7 generic paged GET): page from 1, at most 100 rows a page. */
export const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};
