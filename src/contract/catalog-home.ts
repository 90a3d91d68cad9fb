import { catalogCard } from "./catalog.js";
import { z } from "./z.js";

export const banner = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  color: z.string(),
  image_url: z.string().nullable(),
});

/** `catalog:home`: the home page's slider, banners, new and recommended products and categories. */
export const homeResponse = z.object({
  slides: z.array(banner),
  banners: z.array(banner),
  newest: z.array(catalogCard),
  recommended: z.array(catalogCard),
  categories: z.array(
    z.object({ id: z.number(), name: z.string(), url: z.string(), type: z.string().nullable() }),
  ),
});
export type HomeResponse = z.infer<typeof homeResponse>;
