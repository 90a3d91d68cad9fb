import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { MIN_QUERY_LENGTH } from "../../domain/search-text.js";
import { SearchSuggestions, type SuggestionItem } from "../features/catalog/search-suggestions.js";
import { useShop, useT } from "../shop-context.js";

/**
 * A plain GET form, so search works before hydration; once the script runs it is a combobox with
 * instant suggestions (arrow keys move, Enter opens, Escape closes). `narrow` (the phone's box)
 * has a placeholder short enough not to be cut mid-word.
 */
export function SearchBox({ className = "", narrow = false }: { className?: string; narrow?: boolean }) {
  const t = useT();
  const { market } = useShop();
  const id = useId();
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return (
    <search className="contents">
      <form
        method="get"
        action={`/${market.slugs.search}/`}
        className={`relative flex ${className}`}
        onSubmit={close}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("nav.search")}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          minLength={MIN_QUERY_LENGTH}
          required
          autoComplete="off"
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && active >= 0 && items[active] ? `${listId}-${items[active].key}` : undefined
          }
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(close, 150)}
          onKeyDown={(e) => {
            if (e.key === "Escape") return close();
            if (!items.length) return;
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              setOpen(true);
              // -1 is the input itself; the arrows cycle through the options and back to it.
              const down = e.key === "ArrowDown";
              setActive((a) =>
                down ? (a + 1 >= items.length ? -1 : a + 1) : a - 1 < -1 ? items.length - 1 : a - 1,
              );
            } else if (e.key === "Enter" && open && active >= 0 && items[active]) {
              e.preventDefault();
              navigate(items[active].url);
              close();
            }
          }}
          placeholder={narrow ? t("nav.searchPlaceholderShort") : t("nav.searchPlaceholder")}
          className="w-full min-w-0 rounded-l-md border border-gray-300 px-3 py-2 text-sm focus:border-teal-600 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-r-md bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t("nav.search")}
        </button>
        {open && (
          <SearchSuggestions q={q} listId={listId} active={active} onItems={setItems} onPick={close} />
        )}
      </form>
    </search>
  );
}
