import { z } from "./z.js";

const dateish = z.preprocess((v) => (v === "" ? null : v), z.coerce.date().nullable().optional());

/** Spec §3 Discount, as staff edit it. */
export const discountInput = z
  .object({
    marketing_name: z.string().trim().min(1).max(200),
    discount_type: z.enum(["percentage", "absolute", "fixed"]),
    discount_value: z.number().int().min(0),
    is_discount_per_piece: z.boolean().default(false),
    minimal_discount_numerical: z.number().int().min(0).default(0),
    minimal_discount_sets: z.number().int().min(0).default(0),
    valid_from: dateish,
    valid_to: dateish,
    codes: z.array(z.string().trim().min(3).max(40)).max(1000).default([]),
    is_active: z.boolean().default(true),
    is_public: z.boolean().default(true),
    is_combinable: z.boolean().default(true),
    is_automatic_assigment: z.boolean().default(false),
    internal_note: z.string().trim().max(2000).default(""),
    discount_detail_url: z.string().trim().max(500).default(""),
    cumulative_bonus: z.boolean().default(false),
    product_ids: z.array(z.number().int().positive()).max(1000).default([]),
    card_type: z.string().trim().max(20).nullable().optional(),
    /** Also applies to action packages (sold below their parts' prices already). */
    applies_to_packages: z.boolean().default(false),
  })
  .refine((v) => v.discount_type !== "percentage" || v.discount_value <= 100, {
    message: "validation.max?max=100",
    path: ["discount_value"],
  })
  .refine((v) => !v.valid_from || !v.valid_to || v.valid_to > v.valid_from, {
    message: "validation.timeOrder",
    path: ["valid_to"],
  });
export type DiscountInput = z.infer<typeof discountInput>;

export const discountOut = z.object({
  id: z.number(),
  marketing_name: z.string(),
  discount_type: z.string(),
  discount_value: z.number(),
  is_discount_per_piece: z.boolean(),
  minimal_discount_numerical: z.number(),
  minimal_discount_sets: z.number(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  codes: z.array(z.object({ code: z.string(), single_use: z.boolean(), used_at: z.string().nullable() })),
  codes_count: z.number(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  is_combinable: z.boolean(),
  is_automatic_assigment: z.boolean(),
  internal_note: z.string(),
  discount_detail_url: z.string(),
  cumulative_bonus: z.boolean(),
  product_ids: z.array(z.number()),
  card_type: z.string().nullable(),
  applies_to_packages: z.boolean(),
  /** Spec §5: a percentage of 80 or more warns the staff member. */
  warnings: z.array(z.string()),
});

export const discountListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(100).optional(),
});
export const discountListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(discountOut),
});
export const generateCodesBody = z.object({ count: z.number().int().min(1).max(10_000) });
export const generateCodesResponse = z.object({ codes: z.array(z.string()) });
