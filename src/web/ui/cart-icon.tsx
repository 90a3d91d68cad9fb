/** The shopping cart drawing; decorative, since the link or heading beside it says what it is. */
export function CartIcon({
  size,
  stroke,
  strokeWidth,
  className,
}: {
  size: number;
  stroke: string;
  strokeWidth: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke={stroke}
      strokeWidth={strokeWidth}
      className={className}
    >
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L22 7H6" />
      <circle cx="9" cy="21" r="1" />
      <circle cx="19" cy="21" r="1" />
    </svg>
  );
}
