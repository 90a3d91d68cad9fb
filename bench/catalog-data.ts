import type { BenchContext } from "./scenario.js";
import { inBatches, readJson, seeded } from "./twins.js";

/**
 * Catalogue data the cache-miss twins build their URLs from, read through the shop's public
 * interface before the run. Nothing here grows with the catalogue: products are read from the
 * sitemap one file (40 000 addresses) at a time and only as far as the twins need; categories
 * are the menu's few dozen; names come from a bounded number of list pages.
 */

/**
 * Product seo names for the twins, each handed out once in the whole run: a product asked by one
 * twin is in the shared product cache, so another twin (JSON, page, page cache) must not ask it
 * again. Read from the product sitemaps (one request gives 40 000 names; a `catalog:products` page
 * gives 96 and costs a facet count), shuffled within each file so real and synthetic products mix.
 */
class ProductPool {
  private file = 0;
  private files: number | undefined;
  /** Names in the sitemap files not read yet, once counted. */
  private unreadCount: number | undefined;
  private waiting: string[] = [];
  private readonly reserved = new Set<string>();
  private readonly random = seeded(14);

  constructor(private readonly baseUrl: string) {}

  /** Never hand out this product (a cached scenario asks it, or a cart holds it). */
  reserve(seo: string): void {
    this.reserved.add(seo);
  }

  /**
   * Up to `n` products no one has had yet, and at most `share` of those left: on a fast machine the
   * twins would ask more products than a 100 000-product catalogue has, and the first would leave
   * the next none.
   */
  async take(n: number, share = 1): Promise<string[]> {
    // Counting what is left reads every sitemap file once more: only when a share is asked.
    if (share < 1) n = Math.min(n, Math.floor((await this.left()) * share));
    const out: string[] = [];
    while (out.length < n) {
      if (!this.waiting.length && !(await this.readNextFile())) break;
      const seo = this.waiting.pop()!;
      if (!this.reserved.has(seo)) out.push(seo);
      this.reserved.add(seo);
    }
    return out;
  }

  /** Products not handed out yet (reserved ones included): the sitemap files not read are counted, not kept. */
  private async left(): Promise<number> {
    const files = await this.fileCount();
    if (this.unreadCount === undefined) {
      this.unreadCount = 0;
      for (let f = this.file + 1; f <= files; f++) this.unreadCount += (await this.names(f)).length;
    }
    return this.waiting.length + this.unreadCount;
  }

  private async fileCount(): Promise<number> {
    if (this.files === undefined) {
      const index = await (await fetch(`${this.baseUrl}/sitemap.xml`)).text();
      this.files = [...index.matchAll(/sitemap-products-\d+\.xml/g)].length;
    }
    return this.files;
  }

  private async names(file: number): Promise<string[]> {
    const res = await fetch(`${this.baseUrl}/sitemap-products-${file}.xml`);
    if (!res.ok) return [];
    return [...(await res.text()).matchAll(/<loc>[^<]*\/([^/<]+)\/<\/loc>/g)].map((m) =>
      decodeURIComponent(m[1]),
    );
  }

  private async readNextFile(): Promise<boolean> {
    if (this.file >= (await this.fileCount())) return false;
    this.file++;
    const names = await this.names(this.file);
    if (this.unreadCount !== undefined) this.unreadCount -= names.length;
    for (let i = names.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [names[i], names[j]] = [names[j], names[i]];
    }
    this.waiting = names;
    return names.length > 0;
  }
}

const pools = new Map<string, ProductPool>();
export function productPool(ctx: BenchContext): ProductPool {
  let pool = pools.get(ctx.baseUrl);
  if (!pool) {
    pool = new ProductPool(ctx.baseUrl);
    pools.set(ctx.baseUrl, pool);
  }
  return pool;
}

export interface FacetValue {
  value: string;
  count: number;
}
export interface CategoryFacts {
  /** Url path (`mobilni-telefony/apple-iphone`), "" for the whole catalogue. */
  path: string;
  total: number;
  facets: Record<string, FacetValue[]>;
}

/** The list query of a category (none for the whole catalogue). */
export const categoryQuery = (path: string): Record<string, string> => (path ? { category: path } : {});

/** Facet values with something in them, from a `catalog:products` answer. */
export function facetsOf(list: { facets?: { key: string; values: FacetValue[] }[] }) {
  const out: Record<string, FacetValue[]> = {};
  for (const f of list.facets ?? []) out[f.key] = f.values.filter((v) => v.count > 0);
  return out;
}

let facts: Promise<CategoryFacts[]> | undefined;
/**
 * Every category of the menu (and the whole catalogue) with its number of models and its facet
 * values: one list of one item per category (page_size 1, a size no twin asks).
 */
export function categoryFacts(ctx: BenchContext): Promise<CategoryFacts[]> {
  facts ??= (async () => {
    const menu = (await readJson(ctx, ctx.path("catalog:hamburger"))) as MenuItem[];
    const paths = ["", ...flatten(menu).map((u) => u.replace(/^\/+|\/+$/g, ""))];
    return inBatches(paths, 4, async (path) => {
      const list = await readJson(
        ctx,
        ctx.path("catalog:products", {}, { ...categoryQuery(path), page_size: "1" }),
      );
      return { path, total: Number(list.total ?? 0), facets: facetsOf(list) };
    });
  })();
  return facts;
}

interface MenuItem {
  url: string;
  children?: MenuItem[];
}
const flatten = (items: MenuItem[]): string[] =>
  items.flatMap((i) => [i.url, ...flatten(i.children ?? [])]).filter((u) => u.startsWith("/"));

/**
 * Product names (the model's and the variant's, e.g. "Samsung Galaxy A56 5G 128 GB Černá") from
 * list pages of 96 (a size no twin asks), walking categories and pages until `want` distinct names.
 */
export async function productNames(ctx: BenchContext, want: number): Promise<string[]> {
  const names = new Set<string>();
  const cats = (await categoryFacts(ctx)).filter((c) => c.path && c.total > 0);
  for (let page = 1; names.size < want && page <= 40; page++) {
    const asked = cats.filter((c) => (page - 1) * 96 < c.total);
    if (!asked.length) break;
    await inBatches(asked, 4, async (c) => {
      const list = await readJson(
        ctx,
        ctx.path("catalog:products", {}, { category: c.path, page: String(page), page_size: "96" }),
      );
      for (const item of list.items ?? []) {
        names.add(item.name);
        names.add(item.long_name);
      }
    });
  }
  return [...names];
}
