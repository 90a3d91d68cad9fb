import { Link, useLocation } from "react-router";
import type { ProductsResponse } from "../../../contract/catalog.js";
import { filtersToSearch, hasActiveFilters } from "../../../domain/catalog-filters.js";
import { useT } from "../../shop-context.js";
import { CategoryLinks } from "../../ui/category-links.js";
import { Breadcrumbs } from "./breadcrumbs.js";
import { CardGrid } from "./catalog-card.js";
import { filtersFromUrl } from "./catalog-query.js";
import { FacetPanel } from "./facet-panel.js";
import { Pagination } from "./pagination.js";
import { SortBar } from "./sort-bar.js";

/** A category: sub-categories, facets with counts, sorting, the models and followable pagination. */
export function CategoryPage({ list }: { list: ProductsResponse }) {
  const t = useT("catalog");
  const location = useLocation();
  const category = list.category!;
  const filters = filtersFromUrl(new URL(location.pathname + location.search, "http://x"));
  const active = hasActiveFilters(filters);
  const listName = `catalog:${category.url_path}`;
  const chips = list.facets.flatMap((f) =>
    f.values
      .filter((v) => v.selected)
      .map((v) => ({ key: f.key, value: v.value, label: `${f.label}: ${v.label}` })),
  );
  const without = (key: string, value: string) => {
    const options = { ...filters.options, [key]: (filters.options[key] ?? []).filter((x) => x !== value) };
    if (!options[key].length) delete options[key];
    return `${category.url}${filtersToSearch({ ...filters, options, page: 1 })}`;
  };
  return (
    <div data-page-cache="catalog">
      <Breadcrumbs items={category.breadcrumbs} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{category.name}</h1>
      {category.children.length > 0 && (
        <nav aria-label={t("category.subcategories")} className="mt-3">
          <CategoryLinks
            items={category.children}
            className="flex flex-wrap gap-2"
            linkClassName="inline-block rounded-full border border-gray-300 px-3 py-1.5 text-sm hover:border-teal-700 hover:text-teal-800"
          />
        </nav>
      )}
      <div className="mt-5 gap-6 mobile:grid mobile:grid-cols-[15rem_1fr]">
        <aside className="mb-4">
          {/* Phones open the filters with a checkbox toggle, which works before the script loads. */}
          <input id="filters-toggle" type="checkbox" className="peer sr-only" />
          <label
            htmlFor="filters-toggle"
            className="flex cursor-pointer items-center justify-between rounded-md border border-gray-300 px-3 py-2 font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 mobile:hidden"
          >
            {t("filters.title")}
            {chips.length > 0 && (
              <span className="rounded-full bg-teal-700 px-2 text-xs text-white">{chips.length}</span>
            )}
          </label>
          <div className="mt-3 hidden peer-checked:block mobile:mt-0 mobile:block">
            <FacetPanel key={location.search} list={list} action={category.url} />
          </div>
        </aside>
        <section aria-label={t("category.products")}>
          <h2 className="sr-only">{t("category.products")}</h2>
          <SortBar key={location.search} total={list.total} sort={list.sort} list={listName} />
          {chips.length > 0 && (
            <ul className="mb-3 flex flex-wrap gap-2" aria-label={t("filters.active")}>
              {chips.map((c) => (
                <li key={`${c.key}:${c.value}`}>
                  <Link
                    to={without(c.key, c.value)}
                    preventScrollReset
                    className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 hover:bg-teal-100"
                  >
                    {c.label} <span aria-hidden="true">×</span>
                    <span className="sr-only">{t("filters.remove")}</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link to={category.url} className="inline-block px-2 py-1 text-sm underline">
                  {t("filters.clear")}
                </Link>
              </li>
            </ul>
          )}
          {list.items.length ? (
            <CardGrid items={list.items} list={listName} aboveFold />
          ) : (
            <p className="py-10 text-center text-gray-600">{t("category.empty")}</p>
          )}
          <Pagination
            page={list.page}
            pages={list.pages}
            hrefFor={(page) => `${category.url}${filtersToSearch({ ...filters, page })}`}
          />
        </section>
      </div>
      {category.seo_text && list.page === 1 && !active && (
        <section className="prose mt-10 max-w-3xl text-sm text-gray-700">
          <p>{category.seo_text}</p>
        </section>
      )}
    </div>
  );
}
