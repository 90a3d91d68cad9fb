import { MAX_COMPARED } from "../domain/compare.js";
import { catalogCard } from "./catalog.js";
import { z } from "./z.js";

export { MAX_COMPARED };

/** Products by seo name, comma separated, in the order shown (spec: pick up to 4). */
export const compareQuery = z.object({
  products: z
    .string()
    .max(1000)
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(200)).min(1).max(MAX_COMPARED)),
});

export const compareRow = z.object({
  key: z.string(),
  label: z.string(),
  group: z.string().nullable(),
  values: z.array(z.string().nullable()),
  /** The values are not all the same: the page highlights the row. */
  differs: z.boolean(),
  /** Index of the best value where "best" is clear (lowest price, highest number), else null. */
  best: z.number().nullable(),
});

export const compareResponse = z.object({ items: z.array(catalogCard), rows: z.array(compareRow) });
export type CompareResponse = z.infer<typeof compareResponse>;
