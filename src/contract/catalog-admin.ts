import { normaliseBoost } from "../domain/category-boost.js";
import { z } from "./z.js";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const seoName = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "catalog:admin.seoInvalid");

/** Spec §3 Category fields as the staff screens send them. */
export const categoryBody = z.object({
  name: z.string().trim().min(1).max(200),
  parent: id.nullable().optional(),
  seo_name: seoName.optional(),
  for_display: z.boolean().optional(),
  for_buyout: z.boolean().optional(),
  for_service: z.boolean().optional(),
  filterable: z.boolean().optional(),
  manufacturers: z.array(id).max(500).optional(),
  photo_id: id.nullable().optional(),
  type_device: id.nullable().optional(),
  meilisearch_boost: z
    .union([z.string().max(20), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const n = normaliseBoost(v);
      if (n === null) ctx.addIssue({ code: "custom", message: "validation.decimal" });
      return n ?? "1";
    }),
  seo_title: z.string().trim().max(200).nullable().optional(),
  seo_description: z.string().trim().max(500).nullable().optional(),
  seo_text: z.string().trim().max(20_000).nullable().optional(),
});
export const categoryPatch = categoryBody.partial();

export const category = z.object({
  id: z.number(),
  name: z.string(),
  parent: z.number().nullable(),
  seo_name: z.string(),
  children: z.boolean(),
  for_display: z.boolean(),
  for_buyout: z.boolean(),
  for_service: z.boolean(),
  filterable: z.boolean(),
  manufacturers: z.array(z.number()),
  photo_id: z.number().nullable(),
  type_device: z.number().nullable(),
  meilisearch_boost: z.string(),
  url_path: z.string(),
  level: z.number(),
  position: z.number(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_text: z.string().nullable(),
  product_count: z.number(),
});
export type AdminCategory = z.infer<typeof category>;

export type CategoryTreeNode = AdminCategory & { nodes: CategoryTreeNode[] };
export const categoryTreeNode: z.ZodType<CategoryTreeNode> = z.lazy(() =>
  category.extend({ nodes: z.array(categoryTreeNode) }),
);

/** Spec §3: moving takes a target and a position relative to it. */
export const categoryMoveBody = z.object({ target: id, position: z.enum(["first-child", "left", "right"]) });

export const idParams = z.object({ id });

/** Spec §7: add or remove categories of master products. */
export const productCategoriesBody = z.object({
  masterProductIds: z.array(id).max(5000).default([]),
  typeCategoryIds: z.array(id).max(500).default([]),
});

export const typeCategoryOption = z.object({
  id: z.number(),
  name: z.string(),
  parent: z.number().nullable(),
  level: z.number(),
  url_path: z.string(),
  path_name: z.string(),
});
export const manufacturerOption = z.object({ id: z.number(), name: z.string(), seo_name: z.string() });
/** A product type (spec §7 "type devices") as the category form offers it, labelled as shoppers see it. */
export const typeDeviceOption = z.object({ id: z.number(), code: z.string(), label: z.string() });
export const choice = z.object({ value: z.string(), label: z.string() });

/** The master product grid: generic paging (page, page_size, ordering) and filters. */
export const masterGridQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(500).optional(),
  ordering: z.enum(["id", "-id", "name", "-name", "created_at", "-created_at"]).optional(),
  search: z.string().trim().max(200).optional(),
  categories: z
    .string()
    .regex(/^\d+(,\d+)*$/, "validation.invalid")
    .optional(),
  /** Spec §2: "contains only level 1" or "contains no level". */
  level: z.enum(["only_level_1", "no_level"]).optional(),
  product_type: z.string().max(30).optional(),
  meta_master: id.optional(),
});

export const masterGridRow = z.object({
  id: z.number(),
  name: z.string(),
  seo_name: z.string(),
  manufacturer: z.string(),
  type: z.string(),
  categories: z.array(z.object({ id: z.number(), name: z.string(), level: z.number() })),
  meta_master: z.object({ id: z.number(), name: z.string() }).nullable(),
  variant_count: z.number(),
  price_from: z.number().nullable(),
  badges: z.array(z.string()),
  recommended_rank: z.number(),
});
export const masterGridResponse = z.object({
  count: z.number(),
  page: z.number(),
  pages: z.number(),
  results: z.array(masterGridRow),
});

export const masterPatch = z.object({
  badges: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
  recommended_rank: z.coerce.number().int().min(-1000).max(1000).optional(),
  seo_title: z.string().trim().max(200).nullable().optional(),
  seo_description: z.string().trim().max(500).nullable().optional(),
  description: z.string().trim().max(20_000).optional(),
});

export const attributeBody = z.object({
  key: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z][a-z0-9_]*$/, "validation.invalid"),
  name: z.string().trim().min(1).max(120),
  group: id.nullable().optional(),
  unit: z.string().trim().max(20).nullable().optional(),
  value_type: z.enum(["number", "text"]).optional(),
  filterable: z.boolean().optional(),
  comparable: z.boolean().optional(),
  position: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const attributePatch = attributeBody.omit({ key: true }).partial();
export const attribute = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  group: z.number().nullable(),
  group_name: z.string().nullable(),
  unit: z.string().nullable(),
  value_type: z.string(),
  filterable: z.boolean(),
  comparable: z.boolean(),
  position: z.number(),
});
export const attributeGroupBody = z.object({
  code: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z][a-z0-9_-]*$/, "validation.invalid"),
  name: z.string().trim().min(1).max(120),
  position: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const attributeGroup = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  position: z.number(),
});

/** A variant's editable fields; a new seo name keeps the old address as a 301. */
export const productPatch = z.object({
  name: z.string().trim().min(1).max(300).optional(),
  seo_name: seoName.optional(),
  price: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  common_price: z.coerce.number().int().min(0).max(2_000_000_000).nullable().optional(),
  warehouse_stock: z.coerce.number().int().min(-100_000).max(1_000_000).optional(),
  expected_stock_date: z.iso.date().nullable().optional(),
  is_leased: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export const productAdmin = z.object({
  id: z.number(),
  name: z.string(),
  seo_name: z.string(),
  code: z.string(),
  color_name: z.string().nullable(),
  memory_gb: z.number().nullable(),
  quality: z.string(),
  price: z.number(),
  common_price: z.number().nullable(),
  warehouse_stock: z.number(),
  expected_stock_date: z.string().nullable(),
  is_leased: z.boolean(),
  is_active: z.boolean(),
});

/** A master product as its staff page edits it: the model's texts and merchandising, and its variants. */
export const masterAdmin = masterGridRow.extend({
  description: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  variants: z.array(productAdmin),
});
