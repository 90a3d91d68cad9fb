import type { SortKey } from "../../../domain/catalog-filters.js";
import type { CatalogIndex } from "./catalog-index.js";
import type { ListFilters, ListPage, ListScope } from "./catalog-list-filters.js";
import { topK } from "./top-k.js";

// Facets in the order their slots are laid out; a variant that fails exactly one filter still counts
// for that filter's own facet (choosing a value there shows what the other filters leave).
const MAKER = 0;
const QUALITY = 1;
const STATE = 2;
const PRICE = 3;
const SUB = 4;
const ATTRS = 5;
const STATES = 4;

/**
 * One catalogue page from the in-memory index, in one pass over the listed category's variants:
 * the models matching every filter (each shown by its best variant: available first, new before
 * refurbished, then cheapest, then lowest id), their total, the page in the chosen order, the facet
 * counts (models per value under all other filters) and the price range under all filters but
 * price. The same answer the list statement gave (`testing/catalog-list-reference.ts` is that
 * statement, and a property test holds the two equal).
 */
export function scanList(
  index: CatalogIndex,
  scope: ListScope,
  f: ListFilters,
  sort: SortKey,
  limit: number,
  offset: number,
): ListPage {
  const maxCategory = index.maxCategoryId;
  const marks = (ids: number[] | null | undefined) => {
    if (!ids) return null;
    const m = new Uint8Array(maxCategory + 1);
    for (const id of ids) if (id >= 0 && id <= maxCategory) m[id] = 1;
    return m;
  };
  const inScope = marks(scope.categoryIds);
  const subWanted = marks(f.subCategoryIds);
  const childOrdinal = new Int32Array(maxCategory + 1).fill(-1);
  const children: number[] = [];
  for (const { categoryId, childId } of scope.childOf) {
    if (categoryId > maxCategory) continue;
    let c = children.indexOf(childId);
    if (c < 0) c = children.push(childId) - 1;
    childOrdinal[categoryId] = c;
  }

  // Slots: makers, qualities, states, children, then each attribute's values.
  const makerBase = 0;
  const qualityBase = makerBase + index.makers.length;
  const stateBase = qualityBase + index.qualities.length;
  const childBase = stateBase + STATES;
  const attrBase: number[] = [];
  let slots = childBase + children.length;
  for (const values of index.attributeValues) {
    attrBase.push(slots);
    slots += values.length;
  }
  const counts = new Int32Array(slots);
  const lastModel = new Int32Array(slots).fill(-1);

  const makerAllowed = f.manufacturerIds ? new Set(f.manufacturerIds) : null;
  const qualityAllowed = f.qualities
    ? new Set(f.qualities.map((q) => index.qualityId(q)).filter((q) => q >= 0))
    : null;
  const stateAllowed = f.states ? new Set(f.states) : null;
  const priceFiltered = f.priceFrom !== undefined || f.priceTo !== undefined;
  const priceFrom = f.priceFrom ?? 0;
  const priceTo = f.priceTo ?? 2_000_000_000;
  const attrFilters = f.attrs
    .map((a) => {
      const k = index.attributeKeys.indexOf(a.key);
      // A value no variant has matches nothing (its id 0 would match variants without the attribute).
      const ids = a.values.map((v) => index.attributeValueId(k, v)).filter((id) => id > 0);
      return k < 0 ? null : { k, allowed: new Set(ids) };
    })
    .filter((a) => a !== null);

  const candidates: number[] = [];
  const bestOf: number[] = [];
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  const modelChildren: number[] = [];
  const { price, state, quality, active, attributeIds, categories, categoryStart } = index;
  const newQuality = index.qualityId("new");
  const count = (slot: number, model: number) => {
    if (lastModel[slot] !== model) {
      lastModel[slot] = model;
      counts[slot]++;
    }
  };

  for (let m = 0; m < index.modelIds.length; m++) {
    const from = index.variantStart[m];
    const to = index.variantStart[m + 1];
    if (from === to) continue;
    let inside = inScope === null;
    let subOk = subWanted === null;
    modelChildren.length = 0;
    for (let c = categoryStart[m]; c < categoryStart[m + 1]; c++) {
      const cat = categories[c];
      if (inScope?.[cat]) inside = true;
      if (subWanted?.[cat]) subOk = true;
      const child = childOrdinal[cat];
      if (child >= 0 && !modelChildren.includes(child)) modelChildren.push(child);
    }
    if (!inside) continue;
    const maker = index.maker[m];
    const makerSlot = makerBase + index.makerOrdinal[m];
    let modelFails = 0;
    let modelFailed = -1;
    if (makerAllowed && !makerAllowed.has(maker)) {
      modelFails++;
      modelFailed = MAKER;
    }
    if (!subOk) {
      modelFails++;
      modelFailed = SUB;
    }
    if (modelFails > 1) continue;

    let best = -1;
    for (let v = from; v < to; v++) {
      if (!active[v]) continue;
      let fails = modelFails;
      let failed = modelFailed;
      if (qualityAllowed && !qualityAllowed.has(quality[v])) {
        fails++;
        failed = QUALITY;
      }
      if (stateAllowed && !stateAllowed.has(state[v])) {
        fails++;
        failed = STATE;
      }
      if (priceFiltered && (price[v] < priceFrom || price[v] > priceTo)) {
        fails++;
        failed = PRICE;
      }
      for (let a = 0; a < attrFilters.length && fails < 2; a++) {
        const { k, allowed } = attrFilters[a];
        if (!allowed.has(attributeIds[k][v])) {
          fails++;
          failed = ATTRS + k;
        }
      }
      if (fails > 1) continue;
      const all = fails === 0;
      if (all || failed === PRICE) {
        if (price[v] < priceMin) priceMin = price[v];
        if (price[v] > priceMax) priceMax = price[v];
      }
      if (all || failed === MAKER) count(makerSlot, m);
      if (all || failed === QUALITY) count(qualityBase + quality[v], m);
      if (all || failed === STATE) count(stateBase + state[v], m);
      if (all || failed === SUB) for (const child of modelChildren) count(childBase + child, m);
      for (let k = 0; k < attributeIds.length; k++) {
        const id = attributeIds[k][v];
        if (id && (all || failed === ATTRS + k)) count(attrBase[k] + id, m);
      }
      if (all && (best < 0 || betterVariant(v, best, state, quality, price, newQuality))) best = v;
    }
    if (best >= 0) {
      candidates.push(m);
      bestOf.push(best);
    }
  }

  const compare = modelOrder(index, sort, bestOf);
  const order = topK(candidates.length, offset + limit, compare);
  const productIds: number[] = [];
  for (let i = offset; i < order.length; i++) productIds.push(index.productIds[bestOf[order[i]]]);

  const out: ListPage["counts"] = [];
  const emit = (facet: string, value: string, slot: number) => {
    if (counts[slot]) out.push({ f: facet, v: value, n: counts[slot] });
  };
  for (const [i, id] of index.makers.entries()) emit("manufacturer", String(id), makerBase + i);
  for (const [i, q] of index.qualities.entries()) emit("quality", q, qualityBase + i);
  for (let s = 0; s < STATES; s++) emit("availability", String(s), stateBase + s);
  for (const [i, id] of children.entries()) emit("sub", String(id), childBase + i);
  for (const [k, key] of index.attributeKeys.entries())
    for (let id = 1; id < index.attributeValues[k].length; id++)
      emit(`a_${key}`, index.attributeValues[k][id], attrBase[k] + id);
  return {
    total: candidates.length,
    productIds,
    counts: out,
    price: priceMin <= priceMax ? { min: priceMin, max: priceMax } : null,
  };
}

/** The variant a model is shown by: available first, new before used, cheaper, then lower id. */
function betterVariant(
  a: number,
  b: number,
  state: Uint8Array,
  quality: Uint8Array,
  price: Int32Array,
  newQuality: number,
): boolean {
  const soldA = state[a] > 1;
  const soldB = state[b] > 1;
  if (soldA !== soldB) return soldB;
  const usedA = quality[a] !== newQuality;
  const usedB = quality[b] !== newQuality;
  if (usedA !== usedB) return usedB;
  if (price[a] !== price[b]) return price[a] < price[b];
  return a < b;
}

/** Compares candidates i, j (positions in the candidate list) in the list's sort order. */
function modelOrder(index: CatalogIndex, sort: SortKey, bestOf: number[]): (i: number, j: number) => number {
  const { price, state, commonPrice, recommendedRank, nameOrder, newestOrder, variantModel } = index;
  const p = (i: number) => price[bestOf[i]];
  const model = (i: number) => variantModel[bestOf[i]];
  const discount = (i: number) => {
    const common = commonPrice[bestOf[i]];
    return common < 0 ? 0 : common - p(i);
  };
  switch (sort) {
    case "price_asc":
      return (i, j) => p(i) - p(j) || model(i) - model(j);
    case "price_desc":
      return (i, j) => p(j) - p(i) || model(i) - model(j);
    case "newest":
      return (i, j) => newestOrder[model(i)] - newestOrder[model(j)];
    case "name":
      return (i, j) => nameOrder[model(i)] - nameOrder[model(j)];
    case "discount":
      return (i, j) => discount(j) - discount(i) || p(i) - p(j) || model(i) - model(j);
    default:
      return (i, j) =>
        recommendedRank[model(j)] - recommendedRank[model(i)] ||
        Number(state[bestOf[i]] > 1) - Number(state[bestOf[j]] > 1) ||
        p(i) - p(j) ||
        model(i) - model(j);
  }
}
