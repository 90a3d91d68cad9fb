import { catalogCard } from "./catalog.js";
import { z } from "./z.js";

/** Spec §3 Review: rating, pros, cons, text, anonymous flag, full name (required: spec §5). */
export const reviewBody = z.object({
  master_product: z.string().trim().min(1).max(200),
  rating: z.coerce.number().int().min(1).max(5),
  pros: z.string().trim().max(2000).optional().default(""),
  cons: z.string().trim().max(2000).optional().default(""),
  text: z.string().trim().max(5000).optional().default(""),
  is_anonymous: z.boolean().optional().default(false),
  fullname: z.string().trim().min(1, "validation.nameRequired").max(120),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const componentParams = z.object({
  component_pk: z.coerce.number().int().positive().max(2_147_483_647),
});
export const masterSeoParams = z.object({ master_product_seo_name: z.string().min(1).max(200) });
export const pkParams = z.object({ pk: z.coerce.number().int().positive().max(2_147_483_647) });

export const reviewItem = z.object({
  id: z.number(),
  rating: z.number(),
  pros: z.string(),
  cons: z.string(),
  text: z.string(),
  /** Null when the author asked to stay anonymous. */
  author: z.string().nullable(),
  created_at: z.string(),
});

export const reviewSummary = z.object({
  average: z.number().nullable(),
  count: z.number(),
  /** Reviews per star, "1" … "5". */
  distribution: z.record(z.string(), z.number()),
});

export const reviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional(),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});

export const reviewsResponse = z.object({
  summary: reviewSummary,
  items: z.array(reviewItem),
  page: z.number(),
  pages: z.number(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

export const reviewCreated = z.object({ id: z.number(), status: z.string(), message: z.string() });

export const userDataResponse = z.object({
  product: z.object({ id: z.number(), name: z.string(), seo_name: z.string() }),
  fullname: z.string().nullable(),
  is_authenticated: z.boolean(),
  already_reviewed: z.boolean(),
});

export const productsToReviewResponse = z.object({ items: z.array(catalogCard) });

/**
 * One of the customer's own reviews in the account (issue 16): `status` pending waits for staff
 * approval, approved is published, rejected is not shown; `product.seo_name` is a variant's page
 * (null when none is on sale any more).
 */
export const myReview = z.object({
  id: z.number(),
  product: z.object({ name: z.string(), seo_name: z.string().nullable() }),
  rating: z.number(),
  pros: z.string(),
  cons: z.string(),
  text: z.string(),
  status: z.enum(["pending", "approved", "rejected"]),
  created_at: z.string(),
});
export type MyReview = z.infer<typeof myReview>;
export const myReviews = z.object({ results: z.array(myReview) });

/** Staff. */
export const adminReviewsQuery = z.object({
  status: z.enum(["pending", "approved", "rejected"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  ordering: z.enum(["created_at", "-created_at", "rating", "-rating"]).optional(),
});

export const adminReview = z.object({
  id: z.number(),
  master_product: z.object({ id: z.number(), name: z.string(), seo_name: z.string() }),
  rating: z.number(),
  pros: z.string(),
  cons: z.string(),
  text: z.string(),
  is_anonymous: z.boolean(),
  fullname: z.string(),
  status: z.string(),
  user_id: z.number().nullable(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewsResponse = z.object({
  count: z.number(),
  page: z.number(),
  pages: z.number(),
  results: z.array(adminReview),
});

export const reviewUpdateBody = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  pros: z.string().trim().max(2000).optional(),
  cons: z.string().trim().max(2000).optional(),
  text: z.string().trim().max(5000).optional(),
  is_anonymous: z.boolean().optional(),
  fullname: z.string().trim().min(1, "validation.nameRequired").max(120).optional(),
});

/** Spec §4: staff approve or disapprove. */
export const reviewApproveBody = z.object({ approved: z.boolean().optional().default(true) });
