import { useT } from "../shop-context.js";

/**
 * A used or refurbished product's grade on its card ("Poškozené (D)"): the name is cut to two lines
 * on a phone, and a very low price needs its reason in sight. New products show nothing.
 */
export function QualityBadge({ quality }: { quality: string }) {
  const t = useT("catalog");
  if (quality === "new") return null;
  return (
    <p className="mt-1">
      <span className="inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
        {t(`quality.${quality}`, { defaultValue: quality })}
      </span>
    </p>
  );
}
