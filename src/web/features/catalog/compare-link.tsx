import { useSyncExternalStore } from "react";
import { MAX_COMPARED } from "../../../domain/compare.js";
import type { Market } from "../../../domain/market.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";

type CompareType = keyof Market["catalogSlugs"]["compareTypes"];
const key = (type: string) => `compare:${type}`;

export function readCompared(type: string): string[] {
  try {
    return (JSON.parse(localStorage.getItem(key(type)) ?? "[]") as string[]).slice(0, MAX_COMPARED);
  } catch {
    return [];
  }
}
export function saveCompared(type: string, seoNames: string[]) {
  try {
    localStorage.setItem(key(type), JSON.stringify(seoNames.slice(0, MAX_COMPARED)));
  } catch {}
}

/** "Compare": opens the comparison of the product's type with the products picked before (kept in the browser). */
export function CompareLink({ type, seoName }: { type: string; seoName: string }) {
  const t = useT("catalog");
  const { market } = useShop();
  const slug = market.catalogSlugs.compareTypes[type as CompareType];
  const picked = useSyncExternalStore(
    () => () => {},
    () => localStorage.getItem(key(type)) ?? "[]",
    () => "[]",
  );
  if (!slug) return null;
  const list = [...(JSON.parse(picked) as string[]).filter((s) => s !== seoName), seoName].slice(
    -MAX_COMPARED,
  );
  return (
    <AppLink
      to={`/${market.catalogSlugs.compare}/${slug}/?p=${list.join(",")}`}
      onClick={() => saveCompared(type, list)}
      className="mt-3 inline-flex items-center gap-1 text-sm text-teal-800 underline"
    >
      {t("compare.addThis")}
    </AppLink>
  );
}
