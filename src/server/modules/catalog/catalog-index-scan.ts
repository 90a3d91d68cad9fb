import type { SortKey } from "../../../domain/catalog-filters.js";
import type { CatalogIndex } from "./catalog-index.js";
import { scopeKey, scopeModels } from "./catalog-index-scope.js";
import type { ListFilters, ListPage, ListScope } from "./catalog-list-filters.js";
import { topKByKey } from "./top-k.js";

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
  keep = KEPT_ORDER,
): ListPage {
  const key = `${scopeKey(scope)}|${JSON.stringify(f)}`;
  let matches = index.matches.get(key);
  if (matches) {
    index.matches.delete(key);
    index.matches.set(key, matches);
  } else {
    matches = matchList(index, scope, f);
    index.matches.set(key, matches);
    evictMatches(index.matches);
  }
  const { candidates, bestOf } = matches;
  const n = candidates.length;
  const k = offset + limit;
  // The first pages of a sort are kept with the matches (a deep page's whole order, else the first
  // KEPT_ORDER), so the next pages of the same list are a slice instead of another pass.
  let order = matches.sorted[sort];
  if (!order || (order.length < k && order.length < n)) {
    // Candidates compare by one number each (the sort's leading fields packed), inline; the full
    // comparison only where those are equal (decision 014, addendum).
    const keys = sortKeys(index, sort, bestOf);
    const exact = modelOrder(index, sort, bestOf);
    // Deeper pages keep twice what was kept before, so paging on costs a pass now and then.
    const kept = Math.max(k, keep, 2 * (order?.length ?? 0));
    order = topKByKey(keys, k >= n / 4 ? n : Math.min(n, kept), exact);
    matches.sorted[sort] = order;
    evictMatches(index.matches);
  }
  const productIds: number[] = [];
  for (let i = offset; i < Math.min(k, order.length); i++)
    productIds.push(index.productIds[bestOf[order[i]]]);
  return { total: candidates.length, productIds, counts: matches.counts, price: matches.price };
}

/**
 * The models a category and filters give (each with its shown variant), facet counts and price
 * range: what every sort and page of the same filters shares, so it is kept per index until a
 * patch changes it (`index.matches`).
 */
export interface Matches {
  /**
   * Typed arrays: kept with the index (up to 64 lists of up to every model), they live outside the
   * JavaScript heap, so young-generation collections do not copy them (as number arrays, a
   * whole-catalogue list's matches were copied and promoted after the request that made them).
   */
  candidates: Int32Array;
  bestOf: Int32Array;
  counts: ListPage["counts"];
  price: ListPage["price"];
  /** The first matches in a sort's order (every match once a deep page needed them). */
  sorted: Partial<Record<SortKey, Int32Array>>;
}
/**
 * How many lists' matches an index keeps, and how much memory they may take (their typed arrays,
 * and ~4 KB each for the counts). A shopper narrowing a list asks the same filters again for
 * another sort or page; the faceted twin's first 3 600 requests (decision 014) find them kept 28 %
 * of the time with 64 lists and 70 % with 256, which spares the pass over the category's variants.
 */
const MAX_MATCHES = 256;
/**
 * How much of a sort's order a list keeps when a shallow page made it: twelve pages of 20 (1 KB).
 * A shopper, and the unfiltered twin, reads a sort's next pages after its first; picking the first
 * 240 of a long list costs about what picking 20 does (one pass, a slightly larger heap), and
 * every page within them is then free of the pass and of its 8 bytes a match of sort keys (2 MB for
 * the whole catalogue at a million products).
 */
const KEPT_ORDER = 240;
const MAX_MATCH_BYTES = 8 * 1024 * 1024;
const COUNTS_BYTES = 4096;

/** The memory a list's matches hold: candidates and their variants, sorted orders, counts. */
export function matchesBytes(m: Matches): number {
  let bytes = m.candidates.byteLength + m.bestOf.byteLength + COUNTS_BYTES;
  for (const order of Object.values(m.sorted)) bytes += order?.byteLength ?? 0;
  return bytes;
}

/**
 * Drops the least recently used matches (the Map's first) until both bounds hold; the most recent
 * one stays even alone over the byte bound (a whole catalogue of a million products with its sorted
 * orders).
 */
export function evictMatches(
  kept: Map<string, Matches>,
  maxEntries = MAX_MATCHES,
  maxBytes = MAX_MATCH_BYTES,
): void {
  let bytes = 0;
  for (const m of kept.values()) bytes += matchesBytes(m);
  for (const [key, m] of kept) {
    if (kept.size <= 1 || (kept.size <= maxEntries && bytes <= maxBytes)) return;
    bytes -= matchesBytes(m);
    kept.delete(key);
  }
}

function matchList(index: CatalogIndex, scope: ListScope, f: ListFilters): Matches {
  const { models, childStart, childList, children } = scopeModels(index, scope);
  const subWanted = f.subCategoryIds ? new Uint8Array(index.maxCategoryId + 1) : null;
  for (const id of f.subCategoryIds ?? []) if (id >= 0 && id <= index.maxCategoryId) subWanted![id] = 1;

  // Slots: makers, qualities, states, children, then each attribute's values.
  const makerBase = 0;
  const qualityBase = makerBase + index.makers.length;
  const stateBase = qualityBase + index.qualities.length;
  const childBase = stateBase + STATES;
  const attrBase = new Int32Array(index.attributeKeys.length);
  let slots = childBase + children.length;
  for (let k = 0; k < index.attributeKeys.length; k++) {
    attrBase[k] = slots;
    slots += index.attributeValues[k].length;
  }
  const counts = new Int32Array(slots);
  const lastModel = new Int32Array(slots).fill(-1);

  // Each filter as a lookup table by id (null: not filtered).
  const table = (size: number, ids: number[] | undefined) => {
    if (!ids) return null;
    const t = new Uint8Array(size);
    for (const id of ids) if (id >= 0 && id < size) t[id] = 1;
    return t;
  };
  const makerAllowed = f.manufacturerIds
    ? table(
        index.makers.length,
        index.makers.flatMap((id, o) => (f.manufacturerIds!.includes(id) ? [o] : [])),
      )
    : null;
  const qualityAllowed = table(
    index.qualities.length,
    f.qualities?.map((q) => index.qualityId(q)),
  );
  const stateAllowed = table(STATES, f.states);
  const priceFiltered = f.priceFrom !== undefined || f.priceTo !== undefined;
  const priceFrom = f.priceFrom ?? 0;
  const priceTo = f.priceTo ?? 2_000_000_000;
  const attrKey: number[] = [];
  const attrAllowed: Uint8Array[] = [];
  for (const a of f.attrs) {
    const k = index.attributeKeys.indexOf(a.key);
    if (k < 0) continue;
    attrKey.push(k);
    // A value no variant has matches nothing (its id 0 would match variants without the attribute).
    const ids = a.values.map((v) => index.attributeValueId(k, v)).filter((id) => id > 0);
    attrAllowed.push(table(index.attributeValues[k].length, ids)!);
  }
  const attrFilters = attrKey.length;

  const candidates = new Int32Array(models.length);
  const bestOf = new Int32Array(models.length);
  let found = 0;
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  const { price, state, quality, active, attributeIds, categories, categoryStart, makerOrdinal } = index;
  const keyCount = attributeIds.length;
  const newQuality = index.qualityId("new");

  for (let i = 0; i < models.length; i++) {
    const m = models[i];
    let modelFails = 0;
    let modelFailed = -1;
    const maker = makerOrdinal[m];
    if (makerAllowed !== null && makerAllowed[maker] === 0) {
      modelFails++;
      modelFailed = MAKER;
    }
    if (subWanted !== null) {
      let ok = false;
      for (let c = categoryStart[m]; c < categoryStart[m + 1] && !ok; c++)
        ok = subWanted[categories[c]] === 1;
      if (!ok) {
        modelFails++;
        modelFailed = SUB;
      }
    }
    if (modelFails > 1) continue;

    let best = -1;
    const to = index.variantStart[m + 1];
    for (let v = index.variantStart[m]; v < to; v++) {
      if (active[v] === 0) continue;
      let fails = modelFails;
      let failed = modelFailed;
      if (qualityAllowed !== null && qualityAllowed[quality[v]] === 0) {
        fails++;
        failed = QUALITY;
      }
      if (stateAllowed !== null && stateAllowed[state[v]] === 0) {
        fails++;
        failed = STATE;
      }
      if (priceFiltered && (price[v] < priceFrom || price[v] > priceTo)) {
        fails++;
        failed = PRICE;
      }
      for (let a = 0; a < attrFilters && fails < 2; a++) {
        if (attrAllowed[a][attributeIds[attrKey[a]][v]] === 0) {
          fails++;
          failed = ATTRS + attrKey[a];
        }
      }
      if (fails > 1) continue;
      const all = fails === 0;
      if (all || failed === PRICE) {
        if (price[v] < priceMin) priceMin = price[v];
        if (price[v] > priceMax) priceMax = price[v];
      }
      // A model counts once per value (variants of a model are adjacent, so the last model seen is enough).
      let slot: number;
      if (all || failed === MAKER) {
        slot = makerBase + maker;
        if (lastModel[slot] !== m) {
          lastModel[slot] = m;
          counts[slot]++;
        }
      }
      if (all || failed === QUALITY) {
        slot = qualityBase + quality[v];
        if (lastModel[slot] !== m) {
          lastModel[slot] = m;
          counts[slot]++;
        }
      }
      if (all || failed === STATE) {
        slot = stateBase + state[v];
        if (lastModel[slot] !== m) {
          lastModel[slot] = m;
          counts[slot]++;
        }
      }
      if (all || failed === SUB)
        for (let c = childStart[i]; c < childStart[i + 1]; c++) {
          slot = childBase + childList[c];
          if (lastModel[slot] !== m) {
            lastModel[slot] = m;
            counts[slot]++;
          }
        }
      for (let k = 0; k < keyCount; k++) {
        const id = attributeIds[k][v];
        if (id === 0 || !(all || failed === ATTRS + k)) continue;
        slot = attrBase[k] + id;
        if (lastModel[slot] !== m) {
          lastModel[slot] = m;
          counts[slot]++;
        }
      }
      if (all && (best < 0 || betterVariant(v, best, state, quality, price, newQuality))) best = v;
    }
    if (best >= 0) {
      candidates[found] = m;
      bestOf[found++] = best;
    }
  }

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
    candidates: candidates.slice(0, found),
    bestOf: bestOf.slice(0, found),
    sorted: {},
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
function modelOrder(
  index: CatalogIndex,
  sort: SortKey,
  bestOf: Int32Array,
): (i: number, j: number) => number {
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

/**
 * Two whole numbers as one, ordered as the pair: `a·2^32 + (b + 2^31)` for an integer `a` and `b` in
 * [-2^31, 2^31). The exact value orders as the pair; the float's rounding (from |a| ≥ 2^21) is
 * monotonic, so it may make two different pairs equal (the full comparison then decides), never
 * swap them.
 */
const pack = (a: number, b: number) => a * 4294967296 + (b + 2147483648);

/**
 * Each candidate's sort key: smaller comes first, and two candidates whose keys differ are in the
 * order `modelOrder` gives (its leading fields; the model breaks ties there).
 */
function sortKeys(index: CatalogIndex, sort: SortKey, bestOf: Int32Array): Float64Array {
  const { price, state, commonPrice, recommendedRank, nameOrder, newestOrder, variantModel } = index;
  const n = bestOf.length;
  const keys = new Float64Array(n);
  // One loop per sort: a switch inside the loop would run for every candidate.
  switch (sort) {
    case "price_asc":
      for (let i = 0; i < n; i++) keys[i] = price[bestOf[i]];
      break;
    case "price_desc":
      for (let i = 0; i < n; i++) keys[i] = -price[bestOf[i]];
      break;
    case "newest":
      for (let i = 0; i < n; i++) keys[i] = newestOrder[variantModel[bestOf[i]]];
      break;
    case "name":
      for (let i = 0; i < n; i++) keys[i] = nameOrder[variantModel[bestOf[i]]];
      break;
    case "discount":
      for (let i = 0; i < n; i++) {
        const v = bestOf[i];
        const common = commonPrice[v];
        keys[i] = pack(common < 0 ? 0 : price[v] - common, price[v]);
      }
      break;
    default:
      for (let i = 0; i < n; i++) {
        const v = bestOf[i];
        keys[i] = pack(-2 * recommendedRank[variantModel[v]] + (state[v] > 1 ? 1 : 0), price[v]);
      }
  }
  return keys;
}
