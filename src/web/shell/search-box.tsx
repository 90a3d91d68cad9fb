import { useShop, useT } from "../shop-context.js";

/** A plain GET form, so search works before hydration; the catalogue feature adds suggestions. */
export function SearchBox({ className = "" }: { className?: string }) {
  const t = useT();
  const { market } = useShop();
  return (
    <search className="contents">
      <form method="get" action={`/${market.slugs.search}/`} className={`flex ${className}`}>
        <label htmlFor="q" className="sr-only">
          {t("nav.search")}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          minLength={2}
          required
          placeholder={t("nav.searchPlaceholder")}
          className="w-full min-w-0 rounded-l-md border border-gray-300 px-3 py-2 text-sm focus:border-teal-600 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-r-md bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t("nav.search")}
        </button>
      </form>
    </search>
  );
}
