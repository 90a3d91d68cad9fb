import { QUALITIES, STOCK_STATES, type StockState } from "../../../domain/stock-state.js";
import type { VariantRow } from "./product.queries.js";

export interface Choice {
  seo_name: string;
  label: string;
  color_hex: string | null;
  price: number;
  stock_state: StockState;
  selected: boolean;
}

export const memoryLabel = (gb: number | null) =>
  gb === null ? "" : gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;

const toChoice = (v: VariantRow, label: string, selected: boolean): Choice => ({
  seo_name: v.seo_name,
  label,
  color_hex: v.color_hex,
  price: v.price,
  stock_state: STOCK_STATES[v.st],
  selected,
});

/** Among candidates, the one closest to the current variant: same other properties first, then available, then cheapest. */
function closest<T extends VariantRow>(candidates: T[], current: VariantRow, keep: (keyof VariantRow)[]): T {
  const score = (v: VariantRow) =>
    keep.reduce((s, k) => s + (v[k] === current[k] ? 0 : 1), 0) * 10 + (v.st > 1 ? 1 : 0);
  return [...candidates].sort((a, b) => score(a) - score(b) || a.price - b.price)[0];
}

function groupBy<T extends VariantRow, K>(rows: T[], key: (v: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
}

/**
 * The switches of the product page. Colours and qualities come from the model's own variants;
 * memory sizes from the model and, when every model of its meta-master group has one memory size
 * (one model per memory, as the spec's meta-master groups them), from the group; other groups'
 * models are offered as model choices.
 */
export function productChoices(
  current: VariantRow,
  variants: VariantRow[],
  siblings: (VariantRow & { master_name: string; master_id: number })[],
  modelName: string,
) {
  const colors = [...groupBy(variants, (v) => v.color_name ?? "").entries()]
    .filter(([name]) => name)
    .map(([name, vs]) => {
      const v = name === current.color_name ? current : closest(vs, current, ["memory_gb", "quality"]);
      return toChoice(v, name, v.id === current.id);
    });
  const rank = (q: string) => QUALITIES.indexOf(q as never);
  const qualities = [...groupBy(variants, (v) => v.quality).entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([q, vs]) => {
      const v = q === current.quality ? current : closest(vs, current, ["color_name", "memory_gb"]);
      return toChoice(v, q, v.id === current.id);
    });

  const byMaster = groupBy(siblings, (s) => s.master_id);
  const memoryPerModel = [variants, ...byMaster.values()].every(
    (vs) => new Set(vs.map((v) => v.memory_gb)).size === 1,
  );
  const memoryPool = memoryPerModel ? [...variants, ...siblings] : variants;
  const memories = [...groupBy(memoryPool, (v) => v.memory_gb).entries()]
    .filter(([gb]) => gb !== null)
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
    .map(([gb, vs]) => {
      const v = gb === current.memory_gb ? current : closest(vs, current, ["color_name", "quality"]);
      return toChoice(v, memoryLabel(gb), v.id === current.id);
    });
  const models =
    memoryPerModel || !siblings.length
      ? []
      : [
          toChoice(current, modelName, true),
          ...[...byMaster.values()].map((vs) => {
            const v = closest(vs, current, ["memory_gb", "color_name", "quality"]);
            return toChoice(v, v.master_name, false);
          }),
        ].sort((a, b) => a.price - b.price);
  // In the contract's order: the product answer is written as built (product.service.ts).
  return {
    colors: colors.length > 1 ? colors : [],
    memories: memories.length > 1 ? memories : [],
    models,
    qualities: qualities.length > 1 ? qualities : [],
  };
}
