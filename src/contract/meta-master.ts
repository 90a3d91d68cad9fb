import { masterGridRow } from "./catalog-admin.js";
import { z } from "./z.js";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const metaMasterSummary = z.object({ id: z.number(), name: z.string(), master_count: z.number() });
export const metaMasterDetail = z.object({
  id: z.number(),
  name: z.string(),
  master_products: z.array(masterGridRow),
});
export type MetaMasterDetail = z.infer<typeof metaMasterDetail>;

export const metaMasterBody = z.object({
  name: z.string().trim().min(1).max(200),
  master_product_ids: z.array(id).max(100).optional(),
});
export const metaMasterPatch = z.object({ name: z.string().trim().min(1).max(200) });
export const addMasterProductBody = z.object({
  meta_master_id: id,
  master_product_ids: z.array(id).min(1).max(100),
});
/** Moves one model to another group, or out of any group with null. */
export const swapBody = z.object({ meta_master_id: id.nullable() });

export const metaMasterParams = z.object({ meta_master_id: id });
export const masterProductParams = z.object({ master_product_id: id });
export const excludedParams = z.object({ excluded_meta_master_id: id });
export const metaMasterListQuery = z.object({ search: z.string().trim().max(200).optional() });
