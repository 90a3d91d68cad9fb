/**
 * The product's picture; demo data has no photos (no CDN is reachable offline), so a device
 * silhouette is drawn in the variant's colour instead.
 */
export function ProductImage({
  name,
  colorHex,
  type,
  src,
  size = "md",
}: {
  name: string;
  colorHex: string | null;
  type: string;
  src?: string | null;
  size?: "sm" | "md" | "lg";
}) {
  const box = size === "lg" ? "h-80" : size === "sm" ? "h-14" : "h-40";
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
