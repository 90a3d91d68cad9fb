import type { CatalogIndex } from "./catalog-index.js";
import type { ListScope } from "./catalog-list-filters.js";

/**
 * The models a listed category holds and, for each, the listed children it belongs to (the
 * sub-category facet): worked out once per category and index, since a patch of variants never
 * changes which models a category holds.
 */
export interface ScopeModels {
  /** Model positions in the index, ascending. */
  models: Int32Array;
  /** Children of model `models[i]`: `childList[childStart[i] … childStart[i + 1])`, as positions in `children`. */
  childStart: Int32Array;
  childList: Int32Array;
  /** Child category ids, in the order their facet slots are laid out. */
  children: number[];
}

const MAX_SCOPES = 500;

export const scopeKey = (scope: ListScope) =>
  `${scope.categoryIds?.join(",") ?? "*"}|${scope.childOf.map((c) => `${c.categoryId}:${c.childId}`).join(",")}`;

export function scopeModels(index: CatalogIndex, scope: ListScope): ScopeModels {
  const key = scopeKey(scope);
  const cached = index.scopes.get(key);
  if (cached) return cached;
  const maxCategory = index.maxCategoryId;
  const inScope = scope.categoryIds ? new Uint8Array(maxCategory + 1) : null;
  for (const id of scope.categoryIds ?? []) if (id >= 0 && id <= maxCategory) inScope![id] = 1;
  const childOrdinal = new Int32Array(maxCategory + 1).fill(-1);
  const children: number[] = [];
  for (const { categoryId, childId } of scope.childOf) {
    if (categoryId < 0 || categoryId > maxCategory) continue;
    let c = children.indexOf(childId);
    if (c < 0) c = children.push(childId) - 1;
    childOrdinal[categoryId] = c;
  }
  const models: number[] = [];
  const childStart: number[] = [];
  const childList: number[] = [];
  const { categories, categoryStart, variantStart } = index;
  for (let m = 0; m < index.modelIds.length; m++) {
    if (variantStart[m] === variantStart[m + 1]) continue;
    let inside = inScope === null;
    for (let c = categoryStart[m]; c < categoryStart[m + 1] && !inside; c++)
      inside = inScope![categories[c]] === 1;
    if (!inside) continue;
    models.push(m);
    childStart.push(childList.length);
    const first = childList.length;
    for (let c = categoryStart[m]; c < categoryStart[m + 1]; c++) {
      const child = childOrdinal[categories[c]];
      if (child >= 0 && !childList.includes(child, first)) childList.push(child);
    }
  }
  childStart.push(childList.length);
  const result: ScopeModels = {
    models: Int32Array.from(models),
    childStart: Int32Array.from(childStart),
    childList: Int32Array.from(childList),
    children,
  };
  if (index.scopes.size >= MAX_SCOPES) index.scopes.delete(index.scopes.keys().next().value!);
  index.scopes.set(key, result);
  return result;
}
