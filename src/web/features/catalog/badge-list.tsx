import { useT } from "../../shop-context.js";

const COLOURS: Record<string, string> = {
  new: "bg-teal-700 text-white",
  tip: "bg-amber-500 text-gray-900",
  sale: "bg-red-700 text-white",
  exclusive: "bg-violet-700 text-white",
  bestseller: "bg-sky-700 text-white",
  leased: "bg-gray-800 text-white",
  refurbished: "bg-emerald-100 text-emerald-900",
};

/** Merchandising badges; a click is the spec's "click on product badge" event. */
export function BadgeList({
  badges,
  onBadgeClick,
}: {
  badges: string[];
  onBadgeClick?: (badge: string) => void;
}) {
  const t = useT("catalog");
  if (!badges.length) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {badges.map((b) => (
        <li key={b}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the badge only adds an analytics event to the link around it */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the link around it is what the keyboard reaches */}
          <span
            onClick={() => onBadgeClick?.(b)}
            className={`inline-block rounded px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide ${COLOURS[b] ?? "bg-gray-200 text-gray-900"}`}
          >
            {t(`badge.${b}`, { defaultValue: b })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The card's badges: stored ones plus those the data implies (sale, refurbished, lease). */
export function derivedBadges(p: {
  badges: string[];
  common_price: number | null;
  price: number;
  quality: string;
  is_leased: boolean;
}): string[] {
  const out = [...p.badges];
  if (p.common_price && p.common_price > p.price && !out.includes("sale")) out.push("sale");
  if (p.quality !== "new") out.push("refurbished");
  if (p.is_leased) out.push("leased");
  return out;
}
