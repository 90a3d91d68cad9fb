import type { ImageItem } from "../../../contract/images.js";
import { imagePath, VARIANT_WIDTHS } from "../../../domain/image-variants.js";

/** A picture's small variant (AVIF, else WebP), sized so the grid does not jump while it loads. */
export function Thumb({
  image,
  width = VARIANT_WIDTHS[0],
  alt,
}: {
  image: ImageItem;
  width?: number;
  alt: string;
}) {
  const shown = Math.min(width, image.width);
  const height = Math.round((shown * image.height) / image.width);
  return (
    <picture>
      <source type="image/avif" srcSet={imagePath(image.hash, width, "avif")} />
      <img
        src={imagePath(image.hash, width, "webp")}
        width={shown}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="h-auto max-h-40 w-auto max-w-full object-contain"
      />
    </picture>
  );
}
