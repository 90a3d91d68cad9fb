import { contrastWithWhite, MIN_TEXT_CONTRAST } from "../domain/colour-contrast.js";
import { catalogCard } from "./catalog.js";
import { imageRef } from "./catalog-image.js";
import { id, paging } from "./common.js";
import { z } from "./z.js";

/**
 * Content pages (issue 20): articles, the FAQ and landing pages built from components. Texts are
 * Markdown (a small subset) that the server renders to escaped HTML (`*_html` in the answers).
 */

export const CONTENT_LANGUAGES = ["cs", "ro"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
const language = z.enum(CONTENT_LANGUAGES);

/** An address segment: lower-case letters, digits and dashes. */
const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "content:errors.slug");
/** A link inside the shop ("//host" and "/\host" would leave it). */
const shopPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[^\s\\/][^\s\\]*$|^\/$/, "content:errors.shopPath");
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "content:errors.colour")
  .transform((c) => c.toLowerCase())
  // The components draw white text on it.
  .refine((c) => contrastWithWhite(c) >= MIN_TEXT_CONTRAST, "content:errors.contrast");
/** A moment as ISO text (the staff form sends its local time converted to UTC). */
const moment = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), "content:errors.date");
const markdown = (max: number) => z.string().trim().min(1).max(max);

// Component params (spec §7 "GET and POST component params"), one schema per component type.

export const COMPONENT_TYPES = ["hero", "product_strip", "text", "banner", "faq", "countdown"] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const heroParams = z.object({
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(300).default(""),
  cta_label: z.string().trim().max(60).default(""),
  cta_url: z.union([z.literal(""), shopPath]).default(""),
  color: colour.default("#115e59"),
  image_id: id.nullable().default(null),
});

export const productStripParams = z
  .object({
    title: z.string().trim().min(1).max(120),
    source: z.enum(["ids", "category"]),
    product_ids: z.array(id).max(24).default([]),
    category_path: z.string().trim().max(300).default(""),
    limit: z.coerce.number().int().min(1).max(24).default(8),
  })
  .superRefine((p, ctx) => {
    if (p.source === "ids" && !p.product_ids.length)
      ctx.addIssue({ code: "custom", path: ["product_ids"], message: "content:errors.productIds" });
    if (p.source === "category" && !p.category_path)
      ctx.addIssue({ code: "custom", path: ["category_path"], message: "validation.required" });
  });

export const textParams = z.object({
  title: z.string().trim().max(120).default(""),
  body: markdown(20_000),
});

export const bannerParams = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(300).default(""),
  url: shopPath,
  color: colour.default("#115e59"),
  image_id: id.nullable().default(null),
});

export const faqBlockParams = z.object({
  title: z.string().trim().min(1).max(120),
  group_id: id,
});

/** The countdown of a time-limited offer; its lease offers come from `cart:limited-lease` by the component's id. */
export const countdownParams = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(300).default(""),
  ends_at: moment,
});

export const COMPONENT_PARAMS = {
  hero: heroParams,
  product_strip: productStripParams,
  text: textParams,
  banner: bannerParams,
  faq: faqBlockParams,
  countdown: countdownParams,
} as const;

export type ComponentParams = { [T in ComponentType]: z.output<(typeof COMPONENT_PARAMS)[T]> };

/** The POST body: the params of the component's own type (checked by the server against it). */
export const componentParamsBody = z.record(z.string(), z.unknown());
export const componentPkParams = z.object({ component_pk: id });
export const componentParamsResponse = z.object({
  id: z.number(),
  page_id: z.number(),
  type: z.enum(COMPONENT_TYPES),
  params: z.record(z.string(), z.unknown()),
});

/**
 * A time-limited lease offer of a countdown component (its rows are what `cart:limited-lease` shows
 * while they run). The product is picked as a variant (by code or name); the offer is of its master
 * product. Money in the market's minor units. On an edit a missing `product_id` keeps the product.
 */
export const leaseOfferBody = z.object({
  product_id: z.number({ error: "content:errors.leaseProduct" }).int().min(1).max(2_147_483_647),
  months: z.number().int().min(1).max(120),
  monthly_price: z.number().int().min(1, "content:errors.leasePrice").max(100_000_000),
  valid_to: moment,
});
export const leaseOfferUpdateBody = leaseOfferBody.extend({
  product_id: leaseOfferBody.shape.product_id.optional(),
});
export type LeaseOfferBody = z.output<typeof leaseOfferUpdateBody>;
export const leaseOfferAdmin = z.object({
  id: z.number(),
  component_id: z.number(),
  master_product_id: z.number(),
  master_product_name: z.string(),
  months: z.number(),
  monthly_price: z.number(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** Shown to shoppers now (started and not yet over). */
  running: z.boolean(),
});
export type LeaseOfferAdmin = z.output<typeof leaseOfferAdmin>;

// Public answers

const category = z.object({ slug: z.string(), name: z.string() });

export const articleSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  perex: z.string(),
  author: z.string(),
  published_at: z.string(),
  category: category.nullable(),
  image: imageRef.nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articlesQuery = z.object({ ...paging, category: z.string().trim().max(120).optional() });
export const articlesResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  categories: z.array(category),
  category: category.nullable(),
  results: z.array(articleSummary),
});

export const slugQuery = z.object({ slug: z.string().trim().min(1).max(120) });
export const articleResponse = articleSummary.extend({
  body_html: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: z.string(),
});
export type ArticleView = z.infer<typeof articleResponse>;

const faqItemView = z.object({ id: z.number(), question: z.string(), answer_html: z.string() });
export const faqResponse = z.object({
  groups: z.array(z.object({ id: z.number(), title: z.string(), items: z.array(faqItemView) })),
});
export type FaqView = z.infer<typeof faqResponse>;

/** A component as the page draws it: its params and what they name, read for the page. */
export const componentView = z.object({
  id: z.number(),
  type: z.enum(COMPONENT_TYPES),
  params: z.record(z.string(), z.unknown()),
  /** hero, banner: the picture chosen from the images library. */
  image: imageRef.nullable(),
  /** text: the body rendered. */
  body_html: z.string().nullable(),
  /** product_strip: the products, in stock order of the choice. */
  cards: z.array(catalogCard),
  /** faq: the group's questions. */
  faq: z.array(faqItemView),
});
export type ComponentView = z.infer<typeof componentView>;

export const landingResponse = z.object({
  id: z.number(),
  slug: z.string(),
  language,
  title: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  publish_at: z.string().nullable(),
  components: z.array(componentView),
});
export type LandingView = z.infer<typeof landingResponse>;

// Staff

const nullableId = z.preprocess((v) => (v === "" || v === undefined ? null : v), id.nullable());
const optionalMoment = z.preprocess((v) => (v === "" || v === undefined ? null : v), moment.nullable());

export const articleBody = z.object({
  language,
  slug,
  title: z.string().trim().min(1).max(200),
  perex: z.string().trim().min(1).max(600),
  body: markdown(50_000),
  category_id: nullableId,
  author: z.string().trim().min(1).max(120),
  image_id: nullableId,
  seo_title: z.string().trim().max(200).default(""),
  seo_description: z.string().trim().max(300).default(""),
  published_at: optionalMoment,
});
export type ArticleBody = z.input<typeof articleBody>;

export const articleAdmin = z.object({
  id: z.number(),
  language,
  slug: z.string(),
  title: z.string(),
  perex: z.string(),
  body: z.string(),
  category_id: z.number().nullable(),
  author: z.string(),
  image_id: z.number().nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ArticleAdmin = z.infer<typeof articleAdmin>;

export const languageQuery = z.object({ language: language.optional() });
export const adminArticlesQuery = z.object({ ...paging, language: language.optional() });
export const adminArticlesResponse = z.object({ count: z.number(), results: z.array(articleAdmin) });

export const categoryBody = z.object({ language, slug, name: z.string().trim().min(1).max(80) });
export const categoryAdmin = z.object({
  id: z.number(),
  language,
  slug: z.string(),
  name: z.string(),
  position: z.number(),
});

export const faqGroupBody = z.object({
  language,
  title: z.string().trim().min(1).max(120),
  position: z.coerce.number().int().min(0).max(9999).default(0),
});
export const faqItemBody = z.object({
  group_id: id,
  question: z.string().trim().min(1).max(300),
  answer: markdown(5_000),
  position: z.coerce.number().int().min(0).max(9999).default(0),
});
export const faqAdmin = z.object({
  groups: z.array(
    z.object({
      id: z.number(),
      language,
      title: z.string(),
      position: z.number(),
      items: z.array(
        z.object({ id: z.number(), question: z.string(), answer: z.string(), position: z.number() }),
      ),
    }),
  ),
});
export type FaqAdmin = z.infer<typeof faqAdmin>;

export const landingBody = z.object({
  language,
  slug,
  title: z.string().trim().min(1).max(200),
  seo_title: z.string().trim().max(200).default(""),
  seo_description: z.string().trim().max(300).default(""),
  publish_at: optionalMoment,
});
export type LandingBody = z.input<typeof landingBody>;

export const landingAdmin = z.object({
  id: z.number(),
  language,
  slug: z.string(),
  title: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  publish_at: z.string().nullable(),
  updated_at: z.string(),
  component_count: z.number(),
});
export type LandingAdmin = z.infer<typeof landingAdmin>;

export const landingDetail = landingAdmin.extend({ components: z.array(componentParamsResponse) });
export type LandingDetail = z.infer<typeof landingDetail>;

export const addComponentBody = z.object({ type: z.enum(COMPONENT_TYPES) });
export const orderComponentsBody = z.object({ ids: z.array(id).min(1).max(100) });
