/**
 * The responsive variants of every image (issue 18) and their public URLs. A variant's name is the
 * original's content hash, its width and its format, so a URL always shows the same bytes and is
 * served with `Cache-Control: public, max-age=31536000, immutable`; a changed picture is a new hash.
 */

/** Widths generated for every image (no wider than the original). Cards use 160–480, the gallery up to 1280. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/** AVIF first (smallest), WebP for browsers without AVIF; every browser we support has one of the two. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** `/images/3f2a…-640.avif` */
export const imagePath = (hash: string, width: number, format: VariantFormat) =>
  `/images/${hash}-${width}.${format}`;

/** The widths an image has, given its original width (never upscaled; at least the smallest). */
export const widthsFor = (originalWidth: number): number[] => {
  const fit = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  return fit.length ? fit : [VARIANT_WIDTHS[0]];
};

/** `srcset` of one format: "…-160.avif 160w, …-320.avif 320w, …". */
export const srcSet = (hash: string, widths: readonly number[], format: VariantFormat) =>
  widths.map((w) => `${imagePath(hash, w, format)} ${w}w`).join(", ");

/** What a page needs to draw a picture without layout shift. */
export interface ImageRef {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  alt: string;
}
