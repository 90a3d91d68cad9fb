import { type ImageRef, imagePath, srcSet } from "../../domain/image-variants.js";

const BOX = { xs: "h-10", sm: "h-14", md: "h-40", lg: "h-80" } as const;
/** How wide each box is drawn, for the browser to pick a variant before layout (`sizes`). */
const SIZES = {
  xs: "40px",
  sm: "56px",
  md: "160px",
  lg: "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw",
} as const;

/**
 * The `<link rel="preload">` of the first card's picture, where a card list opens the page (home,
 * catalogue): it is the page's largest paint on a phone, and found only deep in the HTML, after
 * every script the head preloads. AVIF with the card's `sizes`, so the preloaded bytes are the ones
 * its `<picture>` picks.
 */
export const cardImagePreload = (image: ImageRef | null | undefined) =>
  image
    ? [{ type: "image/avif", srcset: srcSet(image.hash, image.widths, "avif"), sizes: SIZES.md }]
    : undefined;

/** The fallback `src` of a picture: the WebP variant nearest the given width (every browser has WebP or AVIF). */
export const fallbackSrc = (image: ImageRef, width: number) =>
  imagePath(
    image.hash,
    image.widths.find((w) => w >= width) ?? image.widths[image.widths.length - 1],
    "webp",
  );

/**
 * A stored picture: AVIF and WebP variants by width, width and height on the `<img>` so the box is
 * reserved before the picture arrives (no layout shift), lazy unless `priority` (the first product
 * picture, the cards at the top of a list), fetched first when `priority` is "high".
 */
export function Picture({
  image,
  sizes,
  className,
  priority,
}: {
  image: ImageRef;
  sizes: string;
  className: string;
  priority?: "high" | "eager";
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.hash, image.widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.hash, image.widths, "webp")} sizes={sizes} />
      <img
        src={fallbackSrc(image, 480)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority === "high" ? "high" : undefined}
        decoding={priority ? "auto" : "async"}
        className={className}
      />
    </picture>
  );
}

/**
 * The product's picture; a product without one (no picture linked yet) gets a device silhouette
 * drawn in the variant's colour instead.
 */
export function ProductImage({
  name,
  colorHex,
  type,
  src,
  image,
  size = "md",
  priority,
}: {
  name: string;
  colorHex: string | null;
  type: string;
  src?: string | null;
  image?: ImageRef | null;
  size?: keyof typeof BOX;
  priority?: "high" | "eager";
}) {
  const box = BOX[size];
  if (image)
    return (
      <Picture
        image={image}
        sizes={SIZES[size]}
        className={`${box} w-full object-contain`}
        priority={priority}
      />
    );
  if (src) return <img src={src} alt={name} loading="lazy" className={`${box} w-full object-contain`} />;
  const fill = colorHex ?? "#9ca3af";
  const shape =
    type === "watch" ? (
      <>
        <rect x="38" y="10" width="24" height="80" rx="6" fill="#d1d5db" />
        <rect x="28" y="28" width="44" height="44" rx="12" fill={fill} stroke="#374151" strokeWidth="2" />
      </>
    ) : type === "computer" ? (
      <>
        <rect x="14" y="22" width="72" height="46" rx="4" fill={fill} stroke="#374151" strokeWidth="2" />
        <rect x="6" y="70" width="88" height="6" rx="3" fill="#9ca3af" />
      </>
    ) : type === "tablet" ? (
      <rect x="22" y="12" width="56" height="76" rx="6" fill={fill} stroke="#374151" strokeWidth="2" />
    ) : type === "accessory" ? (
      <circle cx="50" cy="50" r="28" fill={fill} stroke="#374151" strokeWidth="2" />
    ) : (
      <>
        <rect x="32" y="8" width="36" height="84" rx="8" fill={fill} stroke="#374151" strokeWidth="2" />
        <rect x="44" y="12" width="12" height="3" rx="1.5" fill="#374151" />
      </>
    );
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={name} className={`${box} w-full`}>
      <rect width="100" height="100" fill="#f8fafc" />
      {shape}
    </svg>
  );
}
