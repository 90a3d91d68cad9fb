import { id, paging } from "./common.js";
import { z } from "./z.js";

/**
 * The staff images library (issue 18): uploaded pictures, their alt texts per language and where
 * they are shown. The files themselves are served at `/images/<hash>-<width>.<avif|webp>`
 * (domain/image-variants.ts).
 */

/** What an upload may be: recognised by the file's first bytes, never by its name or declared type. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** 15 MB a file: a phone photo is 3–8 MB. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** 40 megapixels: more is refused before decoding, so a small file cannot unpack into gigabytes. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Files one upload request may carry. */
export const IMAGE_MAX_FILES = 20;

/** Where a picture is shown: a model's gallery (per colour or for all), a category's photo, a banner, a store's photos. */
export const IMAGE_ENTITY_TYPES = ["master_product", "category", "banner", "store"] as const;
export type ImageEntityType = (typeof IMAGE_ENTITY_TYPES)[number];
const entityType = z.enum(IMAGE_ENTITY_TYPES);
const colour = z.string().trim().max(60);
const alt = z.string().trim().max(250);

export const imageItem = z.object({
  id: z.number(),
  hash: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  file_name: z.string(),
  alt_cs: z.string(),
  alt_ro: z.string(),
  /** Widths whose variants are made (the rest are made on their first request). */
  variant_widths: z.array(z.number()),
  created_at: z.string(),
  /** Where it is shown: a linked picture cannot be deleted. */
  link_count: z.number(),
});
export type ImageItem = z.output<typeof imageItem>;

/** "File set by term" (spec §7): by file name and alt text. */
export const imageListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  ...paging,
  page_size: z.coerce.number().int().min(1).max(100).default(48),
});
export const imageList = z.object({ count: z.number(), results: z.array(imageItem) });

export const uploadedImages = z.object({
  images: z.array(imageItem.extend({ duplicate: z.boolean() })),
  message: z.string(),
});

export const imageLink = z.object({
  id: z.number(),
  image_id: z.number(),
  entity_type: entityType,
  entity_id: z.number(),
  /** The model's or category's name, the banner's title. */
  entity_name: z.string(),
  /** "" for every colour. */
  colour: z.string(),
  position: z.number(),
  is_main: z.boolean(),
});
export type ImageLink = z.output<typeof imageLink>;

export const imageDetail = imageItem.extend({ links: z.array(imageLink) });
export type ImageDetail = z.output<typeof imageDetail>;

export const altBody = z.object({ alt_cs: alt.optional(), alt_ro: alt.optional() });

export const linkBody = z.object({
  image_id: id,
  entity_type: entityType,
  entity_id: id,
  colour: colour.default(""),
  /** Make it the main picture of its model (and colour), category or banner. */
  main: z.boolean().default(false),
});

export const entityLinksQuery = z.object({ entity_type: entityType, entity_id: id });
/** A gallery: its links in order (by colour, then position), each with its picture. */
export const entityLinks = z.object({
  entity_name: z.string(),
  links: z.array(imageLink.extend({ image: imageItem })),
});

/** The new order of one gallery (an entity and colour): all its links, first to last. */
export const orderBody = z.object({
  entity_type: entityType,
  entity_id: id,
  colour: colour.default(""),
  link_ids: z.array(id).min(1).max(500),
});

export const variantParams = z.object({ name: z.string().max(80) });
