import type { ProductDetail } from "../../../contract/catalog-product.js";
import { imageRefOf } from "../../../domain/image-ref.js";
import type { ProductRow } from "./product.queries.js";

/**
 * The product page's galleries: one per colour of the model, each the colour's own pictures and then
 * the model's general ones (colour ""); a colour without any shows the general ones. Alt texts in
 * the market's language, the variant's name where staff wrote none.
 */
export function productGallery(row: ProductRow, language: string): ProductDetail["gallery"] {
  const colours = [...new Set(row.variants.map((v) => v.color_name))];
  if (!colours.includes(row.product.color_name)) colours.unshift(row.product.color_name);
  const general = row.images.filter((i) => i.colour === "");
  return colours
    .map((colour) => {
      const own = colour ? row.images.filter((i) => i.colour === colour) : [];
      const name = row.variants.find((v) => v.color_name === colour)?.name ?? row.product.name;
      return {
        color_name: colour,
        images: [...own, ...general].map((i) => imageRefOf(i.image, language, name)!),
      };
    })
    .filter((g) => g.images.length > 0);
}

/** The shown colour's main picture. */
export const mainImage = (gallery: ProductDetail["gallery"], colour: string | null) =>
  gallery.find((g) => g.color_name === colour)?.images[0] ?? null;
