import { imageRef } from "./catalog-image.js";
import { z } from "./z.js";

/** The product as a card in lists (home, catalogue, search): what a shopper decides on. */
export const productCard = z.object({
  id: z.number(),
  seo_name: z.string(),
  name: z.string(),
  price: z.number(),
  /** Present when `price` is the shopper's level price below the retail price (decision 017). */
  retail_price: z.number().optional(),
  common_price: z.number().nullable(),
  color_hex: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The main picture of the shown colour; null for a product without pictures (a drawn silhouette). */
  image: imageRef.nullable(),
  quality: z.string(),
  in_stock: z.boolean(),
  store_count: z.number(),
  manufacturer: z.string(),
  type: z.string(),
});
export type ProductCard = z.infer<typeof productCard>;
