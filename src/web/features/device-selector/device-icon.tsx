/**
 * A small device drawing in a colour: the selector's type tiles and colour swatches. Demo data has
 * no photos; when a colour has one, the caller shows the photo instead.
 */
export function DeviceIcon({
  type,
  fill = "#e5e7eb",
  label,
  className = "h-12 w-12",
}: {
  type: string;
  fill?: string;
  label?: string;
  className?: string;
}) {
  const stroke = "#374151";
  const shape =
    type === "watch" ? (
      <>
        <rect x="38" y="8" width="24" height="84" rx="6" fill="#d1d5db" />
        <rect x="27" y="27" width="46" height="46" rx="12" fill={fill} stroke={stroke} strokeWidth="3" />
      </>
    ) : type === "computer" ? (
      <>
        <rect x="14" y="22" width="72" height="46" rx="4" fill={fill} stroke={stroke} strokeWidth="3" />
        <rect x="6" y="70" width="88" height="7" rx="3" fill="#9ca3af" />
      </>
    ) : type === "tablet" ? (
      <rect x="20" y="10" width="60" height="80" rx="7" fill={fill} stroke={stroke} strokeWidth="3" />
    ) : (
      <>
        <rect x="31" y="6" width="38" height="88" rx="9" fill={fill} stroke={stroke} strokeWidth="3" />
        <rect x="44" y="11" width="12" height="3" rx="1.5" fill={stroke} />
      </>
    );
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {shape}
    </svg>
  );
}
