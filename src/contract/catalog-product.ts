import { breadcrumb, catalogCard, stockStateSchema } from "./catalog.js";
import { imageRef } from "./catalog-image.js";
import { z } from "./z.js";

const choice = z.object({
  seo_name: z.string(),
  label: z.string(),
  color_hex: z.string().nullable(),
  price: z.number(),
  stock_state: stockStateSchema,
  selected: z.boolean(),
});

export const attributeRow = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
});
export const attributeGroup = z.object({
  code: z.string().nullable(),
  name: z.string(),
  items: z.array(attributeRow),
});

/** `catalog:product`: one variant with its model, choices, stock per store and what the page sells with it. */
export const productDetail = z.object({
  id: z.number(),
  seo_name: z.string(),
  code: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  master: z.object({
    id: z.number(),
    seo_name: z.string(),
    name: z.string(),
    description: z.string(),
    meta_master_id: z.number().nullable(),
  }),
  manufacturer: z.object({ id: z.number(), name: z.string(), seo_name: z.string() }),
  type: z.object({ code: z.string(), label: z.string() }),
  price: z.number(),
  /** Present when `price` is the shopper's level price below the retail price (decision 017). */
  retail_price: z.number().optional(),
  common_price: z.number().nullable(),
  vat_rate: z.number(),
  quality: z.string(),
  is_leased: z.boolean(),
  color_name: z.string().nullable(),
  color_hex: z.string().nullable(),
  memory_gb: z.number().nullable(),
  image_url: z.string().nullable(),
  /** The shown colour's main picture (the page's preload, og:image); null without pictures. */
  image: imageRef.nullable(),
  /** Pictures per colour name, in gallery order (main first); the colour switch shows its own. */
  gallery: z.array(z.object({ color_name: z.string().nullable(), images: z.array(imageRef) })),
  stock: z.object({
    state: stockStateSchema,
    warehouse: z.number(),
    store_count: z.number(),
    expected_date: z.string().nullable(),
    stores: z.array(
      z.object({
        id: z.number(),
        seo_name: z.string(),
        name: z.string(),
        city: z.string(),
        quantity: z.number(),
      }),
    ),
  }),
  /** Other colours of the same model and memory (or any memory when that colour lacks it). */
  colors: z.array(choice),
  /** Memory sizes of the model and of its meta-master group (spec: memory switch). */
  memories: z.array(choice),
  /** Other models of the meta-master group. */
  models: z.array(choice),
  /** Other qualities (new, refurbished grades) of the same model, memory and colour. */
  qualities: z.array(choice),
  attributes: z.array(attributeGroup),
  badges: z.array(z.string()),
  gifts: z.array(z.object({ name: z.string(), seo_name: z.string().nullable(), value: z.number() })),
  offers: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.number().nullable(),
      valid_to: z.string().nullable(),
    }),
  ),
  breadcrumbs: z.array(breadcrumb),
  categories: z.array(z.string()),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  accessories: z.array(catalogCard),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
});
export type ProductDetail = z.infer<typeof productDetail>;
