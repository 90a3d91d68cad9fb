import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import type { SmartSearchResult } from "../../../contract/service.js";
import { MIN_SERVICE_TERM } from "../../../domain/service-search.js";
import { useShop, useT } from "../../shop-context.js";
import { smartSearchQuery } from "./api/service-queries.js";

/** Waits for a pause in typing so each keystroke does not send a request. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Spec §2 Service page: "A smart search box looks products up by term and loads the chosen
 * product." From 2 characters (spec §5), typo tolerant on the server; a combobox with its list
 * of results, usable with arrows and Enter.
 */
export function SmartSearch({ onPick }: { onPick: (model: string) => void }) {
  const t = useT("service");
  const { api } = useShop();
  const id = useId();
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wanted = useDebounced(term.trim(), 250);
  const enough = wanted.length >= MIN_SERVICE_TERM;
  const query = useQuery({ ...smartSearchQuery(api, wanted), enabled: enough, staleTime: 60_000 });
  const results = enough ? (query.data?.results ?? []) : [];
  const shown = open && enough && (results.length > 0 || query.isFetched);

  const pick = (r: SmartSearchResult) => {
    setTerm("");
    setOpen(false);
    onPick(r.value);
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-gray-800">
        {t("search.label")}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && results[active] ? `${id}-${active}` : undefined}
        autoComplete="off"
        value={term}
        placeholder={t("search.placeholder")}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, results.length - 1));
          else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
          else if (e.key === "Escape") setOpen(false);
          else if (e.key === "Enter" && results[active]) pick(results[active]);
          else return;
          e.preventDefault();
        }}
        className="w-full rounded-lg border border-gray-300 px-4 py-3 text-base shadow-sm focus:outline-none focus:ring-2 focus:ring-teal-600"
      />
      {term.trim().length > 0 && term.trim().length < MIN_SERVICE_TERM && (
        <p className="mt-1 text-xs text-gray-500">{t("search.minLength")}</p>
      )}
      {shown && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t("search.results")}
          className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          {results.length === 0 && <p className="px-4 py-2 text-sm text-gray-500">{t("search.none")}</p>}
          {results.map((r, i) => (
            <div
              key={r.value}
              id={`${id}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(r)}
              onKeyDown={() => undefined}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 ${i === active ? "bg-teal-50" : ""}`}
            >
              <span className="font-medium">{r.label}</span>
              <span className="text-xs text-gray-500">{r.type_label}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
