import {
  type CatalogFilters,
  filtersToQuery,
  filtersToSearch,
  parseFilters,
} from "../../../domain/catalog-filters.js";

/** The filter form's data as the canonical query: repeated keys joined, empty fields left out. */
export function formToSearch(form: HTMLFormElement): string {
  const values: Record<string, string[]> = {};
  for (const [k, v] of new FormData(form))
    if (String(v).trim() !== "") values[k] = [...(values[k] ?? []), String(v)];
  return filtersToSearch({ ...parseFilters(values), page: 1 });
}

export const filtersFromUrl = (url: URL): CatalogFilters => {
  const values: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) values[k] = [...(values[k] ?? []), v];
  return parseFilters(values);
};

/** The API query of a page URL: its filters in canonical form; nonsense in a typed URL is dropped. */
export const apiQuery = (url: URL): Record<string, string> => filtersToQuery(filtersFromUrl(url));
