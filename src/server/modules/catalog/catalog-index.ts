import type { Db } from "../../db/client.js";
import {
  type IndexModelRow,
  type IndexVariantRow,
  loadIndexModels,
  loadIndexSize,
  loadIndexVariants,
  loadModelOrders,
  loadModelsById,
  loadVariantsById,
} from "./catalog-index.queries.js";

/** `commonPrice` of a variant without a strike-through price. */
export const NO_PRICE = -1;

/**
 * The catalogue as the product list filters, counts and sorts it, in columns of typed arrays: every
 * model with its maker, ranks and categories, and every variant (grouped by model) with its price,
 * quality, stock state and filterable attributes as small value ids. A list is then one pass over
 * the listed category's variants in memory (`catalog-index-scan.ts`) instead of a statement that
 * sorts every attribute row of the category (decision 014). Built once per instance and kept current
 * by patching the variants a change touched (`catalog-index-store.ts`); about 30 bytes a variant.
 */
export class CatalogIndex {
  readonly modelIds: Int32Array;
  readonly maker: Int32Array;
  /** Each model's maker as a dense ordinal into `makers` (facet slots). */
  readonly makerOrdinal: Int32Array;
  readonly makers: number[] = [];
  readonly recommendedRank: Int32Array;
  readonly nameOrder: Int32Array;
  readonly newestOrder: Int32Array;
  /** Categories of model m: `categories[categoryStart[m] … categoryStart[m + 1])`. */
  categoryStart: Int32Array;
  categories: Int32Array;
  /** Variants of model m: `variantStart[m] … variantStart[m + 1]`. */
  readonly variantStart: Int32Array;

  readonly productIds: Int32Array;
  readonly variantModel: Int32Array;
  readonly price: Int32Array;
  readonly commonPrice: Int32Array;
  readonly quality: Uint8Array;
  readonly state: Uint8Array;
  readonly active: Uint8Array;
  /** Per filterable attribute key, each variant's value id (0: none) into `attributeValues[k]`. */
  readonly attributeIds: Int32Array[];
  readonly attributeValues: string[][];
  readonly qualities: string[] = [];

  /** Models of each listed category worked out so far (`catalog-index-scope.ts`). */
  readonly scopes = new Map<string, import("./catalog-index-scope.js").ScopeModels>();
  /** Recent lists' matches by category and filters (`catalog-index-scan.ts`); any patch empties them. */
  readonly matches = new Map<string, import("./catalog-index-scan.js").Matches>();

  private readonly attributeValueIds: Map<string, number>[];
  private readonly qualityIds = new Map<string, number>();
  /** Variant positions ordered by product id, for lookups by id (a Map would cost ~50 bytes a variant). */
  private readonly byProductId: Int32Array;
  maxCategoryId = 0;

  private models = 0;
  private variants = 0;
  private categoryCount = 0;

  /** An empty index with room for the given numbers of models, variants and model categories. */
  constructor(
    /** The catalogue version the index shows; moves forward when a patch brings it up to date. */
    public version: number,
    readonly attributeKeys: string[],
    size: { models: number; variants: number; categories: number },
  ) {
    const m = size.models;
    const n = size.variants;
    this.modelIds = new Int32Array(m);
    this.maker = new Int32Array(m);
    this.makerOrdinal = new Int32Array(m);
    this.recommendedRank = new Int32Array(m);
    this.nameOrder = new Int32Array(m);
    this.newestOrder = new Int32Array(m);
    this.categoryStart = new Int32Array(m + 1);
    this.categories = new Int32Array(size.categories);
    this.variantStart = new Int32Array(m + 1);
    this.productIds = new Int32Array(n);
    this.variantModel = new Int32Array(n);
    this.price = new Int32Array(n);
    this.commonPrice = new Int32Array(n);
    this.quality = new Uint8Array(n);
    this.state = new Uint8Array(n);
    this.active = new Uint8Array(n);
    this.byProductId = new Int32Array(n);
    this.attributeIds = attributeKeys.map(() => new Int32Array(n));
    this.attributeValues = attributeKeys.map(() => [""]);
    this.attributeValueIds = attributeKeys.map(() => new Map());
  }

  /** Appends models (ascending ids, after those already added) with their variants (by model, then id). */
  append(models: IndexModelRow[], variants: IndexVariantRow[]): void {
    let v = this.variants;
    let vi = 0;
    const makerOrdinals = new Map(this.makers.map((id, o) => [id, o]));
    for (const row of models) {
      const m = this.models++;
      this.modelIds[m] = row.id;
      this.writeModel(m, row, makerOrdinals);
      this.categoryStart[m] = this.categoryCount;
      for (const c of row.cats) {
        this.categories[this.categoryCount++] = c;
        if (c > this.maxCategoryId) this.maxCategoryId = c;
      }
      this.categoryStart[m + 1] = this.categoryCount;
      this.variantStart[m] = v;
      for (; vi < variants.length && variants[vi].mid === row.id; vi++, v++) {
        this.productIds[v] = variants[vi].id;
        this.variantModel[v] = m;
        this.write(v, variants[vi]);
      }
      this.variantStart[m + 1] = v;
    }
    if (vi !== variants.length) throw new Error("variants out of model order");
    this.variants = v;
  }

  /** Sort positions by name and newest, and the lookup by product id, once every model is in. */
  finish(orders: { byName: number[]; newest: number[] }): this {
    this.finishOrders(orders);
    for (let v = 0; v < this.variants; v++) this.byProductId[v] = v;
    this.byProductId.sort((a, b) => this.productIds[a] - this.productIds[b]);
    return this;
  }

  private finishOrders(orders: { byName: number[]; newest: number[] }): void {
    const position = new Map<number, number>();
    for (let i = 0; i < this.models; i++) position.set(this.modelIds[i], i);
    for (const [rank, id] of orders.byName.entries()) {
      const i = position.get(id);
      if (i !== undefined) this.nameOrder[i] = rank;
    }
    for (const [rank, id] of orders.newest.entries()) {
      const i = position.get(id);
      if (i !== undefined) this.newestOrder[i] = rank;
    }
  }

  /** Index of a product id, or undefined when the index does not know it. */
  variantIndex(productId: number): number | undefined {
    let lo = 0;
    let hi = this.byProductId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const id = this.productIds[this.byProductId[mid]];
      if (id === productId) return this.byProductId[mid];
      if (id < productId) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** Id of an attribute value of key k (0 when no variant has it). */
  attributeValueId(k: number, value: string): number {
    return this.attributeValueIds[k].get(value) ?? 0;
  }

  qualityId(q: string): number {
    return this.qualityIds.get(q) ?? -1;
  }

  /** Position of a model id (models are kept in id order), or undefined. */
  modelIndex(modelId: number): number | undefined {
    let lo = 0;
    let hi = this.models - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.modelIds[mid] === modelId) return mid;
      if (this.modelIds[mid] < modelId) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /**
   * Rewrites known models (maker, rank, categories) and the name and newest orders; false when one
   * is new to the index (its variants are not laid out: rebuild).
   */
  patchModels(rows: IndexModelRow[], orders: { byName: number[]; newest: number[] }): boolean {
    const at = rows.map((row) => this.modelIndex(row.id));
    if (at.some((m) => m === undefined)) return false;
    const newCats = new Map<number, number[]>();
    const makerOrdinals = new Map(this.makers.map((id, o) => [id, o]));
    rows.forEach((row, i) => {
      const m = at[i]!;
      this.writeModel(m, row, makerOrdinals);
      newCats.set(m, row.cats);
    });
    // Categories are packed one model after another: lay them out again with the new lists.
    let total = 0;
    for (let m = 0; m < this.models; m++)
      total += newCats.get(m)?.length ?? this.categoryStart[m + 1] - this.categoryStart[m];
    const start = new Int32Array(this.models + 1);
    const cats = new Int32Array(total);
    let c = 0;
    for (let m = 0; m < this.models; m++) {
      start[m] = c;
      const replaced = newCats.get(m);
      if (replaced) for (const id of replaced) cats[c++] = id;
      else
        for (let j = this.categoryStart[m]; j < this.categoryStart[m + 1]; j++)
          cats[c++] = this.categories[j];
    }
    start[this.models] = c;
    for (const id of cats) if (id > this.maxCategoryId) this.maxCategoryId = id;
    this.categoryStart = start;
    this.categories = cats;
    this.scopes.clear();
    this.matches.clear();
    this.finishOrders(orders);
    return true;
  }

  /** A model's maker (and its dense ordinal, new makers appended) and recommended rank. */
  private writeModel(m: number, row: IndexModelRow, makerOrdinals: Map<number, number>): void {
    this.maker[m] = row.mf;
    this.recommendedRank[m] = row.rec;
    let o = makerOrdinals.get(row.mf);
    if (o === undefined) {
      o = this.makers.push(row.mf) - 1;
      makerOrdinals.set(row.mf, o);
    }
    this.makerOrdinal[m] = o;
  }

  /** Rewrites a variant's row; false when it moved to another model (the layout changes: rebuild). */
  patch(row: IndexVariantRow): boolean {
    this.matches.clear();
    const v = this.variantIndex(row.id);
    if (v === undefined || this.modelIds[this.variantModel[v]] !== row.mid) return false;
    this.write(v, row);
    return true;
  }

  private write(v: number, row: IndexVariantRow): void {
    this.price[v] = row.price;
    this.commonPrice[v] = row.common_price ?? NO_PRICE;
    this.state[v] = row.st;
    this.active[v] = row.active ? 1 : 0;
    let q = this.qualityIds.get(row.quality);
    if (q === undefined) {
      q = this.qualities.push(row.quality) - 1;
      this.qualityIds.set(row.quality, q);
    }
    this.quality[v] = q;
    for (let k = 0; k < this.attributeKeys.length; k++) {
      const value = row.attrs[k];
      let id = 0;
      if (value !== null && value !== undefined) {
        const ids = this.attributeValueIds[k];
        id = ids.get(value) ?? 0;
        if (!id) {
          id = this.attributeValues[k].push(value) - 1;
          ids.set(value, id);
        }
      }
      this.attributeIds[k][v] = id;
    }
  }
}

const CHUNK = 20_000;

/**
 * Reads the whole catalogue into an index, a chunk of models at a time (bounded memory at a
 * million), in one read-only snapshot that also gives the version it shows.
 */
export function buildCatalogIndex(db: Db, attributeKeys: string[]): Promise<CatalogIndex> {
  return db.transaction(
    async (tx) => {
      const size = await loadIndexSize(tx);
      const index = new CatalogIndex(size.version, attributeKeys, size);
      let after = 0;
      for (;;) {
        const models = await loadIndexModels(tx, after, CHUNK);
        if (!models.length) break;
        const last = models[models.length - 1].id;
        index.append(models, await loadIndexVariants(tx, attributeKeys, after, last));
        after = last;
        if (models.length < CHUNK) break;
      }
      return index.finish(await loadModelOrders(tx));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Re-reads the given models and products into the index; false when one is new, deleted or moved
 * to another model (rebuild instead; products are deactivated, not deleted, so that is rare).
 */
export async function patchCatalogIndex(
  db: Db,
  index: CatalogIndex,
  touched: { models: number[]; products: number[] },
): Promise<boolean> {
  if (touched.models.length) {
    const rows = await loadModelsById(db, touched.models);
    if (rows.length !== touched.models.length) return false;
    if (!index.patchModels(rows, await loadModelOrders(db))) return false;
  }
  if (!touched.products.length) return true;
  const rows = await loadVariantsById(db, index.attributeKeys, touched.products);
  if (rows.length !== touched.products.length) return false;
  return rows.every((row) => index.patch(row));
}
