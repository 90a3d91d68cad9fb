import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MIN_QUERY_LENGTH } from "../../../domain/search-text.js";
import { useShop, useT } from "../../shop-context.js";
import { Picture } from "../../ui/product-image.js";
import { suggestQuery } from "./api/catalog-queries.js";

/** The query after the shopper paused typing for 150 ms (one suggestion call per pause, not per key). */
function useDebounced(value: string, ms = 150): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

export interface SuggestionItem {
  key: string;
  url: string;
}

/**
 * Instant suggestions under the header's search box: matching categories and products. The list
 * is the combobox's listbox; `active` is the option moved to with the arrow keys.
 */
export function SearchSuggestions({
  q,
  listId,
  active,
  onItems,
  onPick,
}: {
  q: string;
  listId: string;
  active: number;
  onItems: (items: SuggestionItem[]) => void;
  onPick: () => void;
}) {
  const { api, price } = useShop();
  const t = useT("catalog");
  const query = useDebounced(q.trim());
  const result = useQuery({
    ...suggestQuery(api, query),
    enabled: query.length >= MIN_QUERY_LENGTH,
    retry: 0,
  });
  const data = query.length >= MIN_QUERY_LENGTH ? result.data : undefined;
  const items: SuggestionItem[] = [
    ...(data?.categories ?? []).map((c) => ({ key: `c${c.id}`, url: c.url })),
    ...(data?.products ?? []).map((p) => ({ key: `p${p.id}`, url: `/${p.seo_name}/` })),
  ];
  const signature = items.map((i) => i.key).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: report the options when they change
  useEffect(() => onItems(items), [signature]);
  if (!data || !items.length) return null;
  let i = -1;
  const option = (key: string) => {
    i++;
    return { id: `${listId}-${key}`, role: "option", "aria-selected": i === active };
  };
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t("search.suggestions")}
      className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
    >
      {data.categories.map((c) => (
        <div key={c.id} {...option(`c${c.id}`)} className="aria-selected:bg-teal-50">
          <Link to={c.url} onClick={onPick} className="block px-3 py-2 text-sm">
            <span className="text-gray-500">{t("search.category")}: </span>
            <span className="font-medium">{c.name}</span>
          </Link>
        </div>
      ))}
      {data.products.map((p) => (
        <div key={p.id} {...option(`p${p.id}`)} className="aria-selected:bg-teal-50">
          <Link
            to={`/${p.seo_name}/`}
            onClick={onPick}
            className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
          >
            <span className="flex items-center gap-2">
              {p.image ? (
                <Picture
                  image={{ ...p.image, alt: "" }}
                  sizes="40px"
                  className="h-10 w-10 shrink-0 object-contain"
                />
              ) : (
                <span
                  className="inline-block h-3 w-3 shrink-0 rounded-full border border-gray-300"
                  style={{ backgroundColor: p.color_hex ?? "#e5e7eb" }}
                  aria-hidden="true"
                />
              )}
              {p.name}
            </span>
            <span className="whitespace-nowrap font-semibold">{price(p.price)}</span>
          </Link>
        </div>
      ))}
    </div>
  );
}
