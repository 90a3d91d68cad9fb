import type { Facet } from "../../../contract/catalog.js";
import { attributeValueLabel, compareAttributeValues } from "../../../domain/attribute-value.js";
import type { CatalogFilters } from "../../../domain/catalog-filters.js";
import type { Market } from "../../../domain/market.js";
import { QUALITIES, STOCK_STATES } from "../../../domain/stock-state.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AttributeDef, ManufacturerRow } from "./catalog-lookups.queries.js";
import type { CategoryNode } from "./category-tree.js";

export interface FacetInput {
  counts: { f: string; v: string; n: number }[];
  filters: CatalogFilters;
  manufacturers: ManufacturerRow[];
  children: CategoryNode[];
  attributes: AttributeDef[];
  market: Market;
  t: TFunction;
}

/**
 * Facets as the page shows them: sub-categories, maker, filterable attributes, quality, stock.
 * A value with no models is left out unless it is selected (so it can be unselected).
 */
export function buildFacets(input: FacetInput): Facet[] {
  const { counts, filters, t } = input;
  const byFacet = new Map<string, Map<string, number>>();
  for (const c of counts) {
    if (!byFacet.has(c.f)) byFacet.set(c.f, new Map());
    byFacet.get(c.f)!.set(c.v, c.n);
  }
  const facets: Facet[] = [];
  const push = (
    key: string,
    label: string,
    unit: string | null,
    values: { value: string; label: string; count: number }[],
  ) => {
    const selected = new Set(filters.options[key] ?? []);
    const shown = values
      .filter((v) => v.count > 0 || selected.has(v.value))
      .map((v) => ({ ...v, selected: selected.has(v.value) }));
    if (shown.length) facets.push({ key, label, unit, values: shown });
  };

  const catCounts = byFacet.get("sub");
  push(
    "sub",
    t("catalog:facet.category"),
    null,
    input.children
      .filter((c) => c.filterable && c.forDisplay)
      .map((c) => ({ value: c.seoName, label: c.name, count: catCounts?.get(String(c.id)) ?? 0 })),
  );

  const mfCounts = byFacet.get("manufacturer");
  push(
    "manufacturer",
    t("catalog:facet.manufacturer"),
    null,
    input.manufacturers.map((m) => ({
      value: m.seoName,
      label: m.name,
      count: mfCounts?.get(String(m.id)) ?? 0,
    })),
  );

  for (const def of input.attributes.filter((a) => a.filterable)) {
    const key = `a_${def.key}`;
    const values = [...(byFacet.get(key) ?? new Map<string, number>())].sort((a, b) =>
      compareAttributeValues(a[0], b[0]),
    );
    for (const v of filters.options[key] ?? []) if (!values.some(([x]) => x === v)) values.push([v, 0]);
    push(
      key,
      def.name,
      def.unit,
      values.map(([value, count]) => ({
        value,
        label: attributeValueLabel(value, def.unit, input.market.locale),
        count,
      })),
    );
  }

  const qCounts = byFacet.get("quality");
  if ((qCounts?.size ?? 0) > 1 || filters.options.quality)
    push(
      "quality",
      t("catalog:facet.quality"),
      null,
      QUALITIES.map((q) => ({ value: q, label: t(`catalog:quality.${q}`), count: qCounts?.get(q) ?? 0 })),
    );

  const sCounts = byFacet.get("availability");
  push(
    "availability",
    t("catalog:facet.availability"),
    null,
    STOCK_STATES.map((s, rank) => ({
      value: s,
      label: t(`catalog:stock.${s}`),
      count: sCounts?.get(String(rank)) ?? 0,
    })),
  );
  return facets;
}
