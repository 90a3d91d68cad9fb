import { type ImageRef, widthsFor } from "./image-variants.js";

/** An image as the catalogue's statements read it (one JSON object per picture). */
export interface StoredImage {
  hash: string;
  width: number;
  height: number;
  /** Widths made so far; empty until the variants job has run (they are then made on request). */
  variant_widths: number[] | null;
  alt_cs: string;
  alt_ro: string;
}

/**
 * What a page needs to draw a stored picture: the alt text in the market's language (the product's
 * name when staff wrote none), the widths its variants come in.
 */
export function imageRefOf(
  img: StoredImage | null | undefined,
  language: string,
  fallbackAlt: string,
): ImageRef | null {
  if (!img) return null;
  return {
    hash: img.hash,
    width: img.width,
    height: img.height,
    widths: img.variant_widths?.length ? img.variant_widths : widthsFor(img.width),
    alt: (language === "ro" ? img.alt_ro : img.alt_cs) || fallbackAlt,
  };
}
