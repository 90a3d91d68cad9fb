import type { Db } from "../../db/client.js";
import { buildCatalogIndex, type CatalogIndex, patchCatalogIndex } from "./catalog-index.js";
import { type CatalogChange, changesSince } from "./catalog-index.queries.js";
import { catalogReadDb } from "./catalog-read.js";

/** Tables whose changes never alter what the list index holds (names, texts, reviews, offers, stores). */
const NOT_INDEXED = new Set([
  "product_reviews",
  "special_offers",
  "catalog_banners",
  "stores",
  "meta_masters",
  "manufacturers",
  "type_categories",
]);
/** Tables whose changes name the product to re-read. */
const PER_PRODUCT = new Set(["products", "store_stock"]);
/** Tables whose changes name the model to re-read. */
const PER_MODEL = new Set(["master_products", "master_product_categories"]);
/** Past this many changed rows a rebuild reads less than patching them would. */
const MAX_PATCHED = 5_000;

/** Models and products to re-read for these changes, or null when only a rebuild brings the index up to date. */
export function rowsToPatch(changes: CatalogChange[]): { models: number[]; products: number[] } | null {
  const models = new Set<number>();
  const products = new Set<number>();
  for (const c of changes) {
    if (NOT_INDEXED.has(c.kind)) continue;
    if (c.key === null) return null;
    if (PER_PRODUCT.has(c.kind)) products.add(c.key);
    else if (PER_MODEL.has(c.kind)) models.add(c.key);
    else return null;
  }
  if (models.size + products.size > MAX_PATCHED) return null;
  return { models: [...models], products: [...products] };
}

interface Holder {
  current: CatalogIndex | null;
  updating: Promise<CatalogIndex> | null;
}
const holders = new WeakMap<Db, Holder>();

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * The list index at least as new as `version` (the catalogue version the request read). A newer
 * version is reached by re-reading only the products and models the change log names (a sale or a
 * price change re-reads one row); a new model, a deleted row or other filterable attributes rebuild it.
 * Requests arriving meanwhile share the one update.
 */
export async function catalogIndexAt(
  db: Db,
  version: number,
  attributeKeys: string[],
): Promise<CatalogIndex> {
  let holder = holders.get(db);
  if (!holder) {
    holder = { current: null, updating: null };
    holders.set(db, holder);
  }
  for (;;) {
    const current = holder.current;
    if (current && current.version >= version && sameKeys(current.attributeKeys, attributeKeys))
      return current;
    if (!holder.updating) {
      const h = holder;
      h.updating = update(db, current, version, attributeKeys).then(
        (index) => {
          h.current = index;
          h.updating = null;
          return index;
        },
        (err) => {
          h.updating = null;
          throw err;
        },
      );
    }
    await holder.updating;
  }
}

async function update(
  db: Db,
  current: CatalogIndex | null,
  version: number,
  attributeKeys: string[],
): Promise<CatalogIndex> {
  // The read replica when it has this version (catalog-read.ts): the build is the heaviest read.
  const source = await catalogReadDb(db, version);
  if (current && sameKeys(current.attributeKeys, attributeKeys)) {
    const changes = await changesSince(source, current.version, version);
    const touched = changes && rowsToPatch(changes);
    if (touched && (await patchCatalogIndex(source, current, touched))) {
      current.version = version;
      return current;
    }
  }
  return buildCatalogIndex(source, attributeKeys);
}
