import { DEFAULT_PAGE_SIZE, listKey, SORTS } from "../src/domain/catalog-filters.js";
import {
  categoryFacts,
  categoryQuery,
  type FacetValue,
  facetsOf,
  productNames,
  productPool,
} from "./catalog-data.js";
import type { BenchContext, BenchRequest, PerConnection } from "./scenario.js";
import { PAGE_HEADERS } from "./shopper.js";
import {
  type AnswerCheck,
  deal,
  header,
  inBatches,
  jsonHolds,
  readJson,
  seeded,
  twin,
  twinListLength,
  WARM_UP_PER_CONNECTION,
} from "./twins.js";
import { misspeltTerms } from "./typos.js";

/**
 * The catalogue's cache-miss twins (issue 14): lists, product JSON, search and product pages over
 * distinct URLs built from the catalogue itself (catalog-data.ts). `maxRatio` of each is the most a
 * miss of its kind is expected to reach of the SELECT 1 ceiling: it sizes the lists (twins.ts).
 */

const PAGE_SIZE = 20;

/**
 * The list cache's own key of a query (domain/catalog-filters.ts), so two URLs that are one list to
 * the server never count as distinct here.
 */
export const listKeyOf = (query: Record<string, string>) =>
  listKey(query, Number(query.page_size ?? DEFAULT_PAGE_SIZE));

const hasItems = jsonHolds('"items":[{', "items");
const products = (ctx: BenchContext, query: Record<string, string>): BenchRequest => ({
  path: ctx.path("catalog:products", {}, query),
});
const needed = (ctx: BenchContext, connections: number, maxRatio: number) =>
  (twinListLength(ctx, connections, maxRatio) + WARM_UP_PER_CONNECTION) * connections;

/**
 * Lists of 20 with facet counts and no filter: every category of the menu and the whole
 * catalogue × every sort × every page, first pages first (most shoppers stay near page 1). Each
 * category's facet counts are the same on all its pages: only the category varies them.
 */
export async function unfilteredListTwin(
  ctx: BenchContext,
  connections: number,
  exclude: Set<string>,
): Promise<PerConnection | null> {
  if (!ctx.routes["catalog:products"]) return null;
  const need = needed(ctx, connections, 0.25);
  const cats = (await categoryFacts(ctx)).filter((c) => c.total > 0);
  const urls: BenchRequest[] = [];
  for (let page = 1; urls.length < need; page++) {
    const open = cats.filter((c) => (page - 1) * PAGE_SIZE < c.total);
    if (!open.length) break;
    for (const c of open)
      for (const sort of SORTS) {
        const q = { ...categoryQuery(c.path), sort, page: String(page), page_size: String(PAGE_SIZE) };
        if (!exclude.has(listKeyOf(q))) urls.push(products(ctx, q));
      }
  }
  const { lists, warmUp } = deal(urls.slice(0, need), connections, true);
  return twin({ lists, warmUp, check: hasItems });
}

/** Values at random: `n` of them, distinct. */
function pick<T>(random: () => number, from: T[], n: number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

/** Availability choices with something in them: each value alone and each pair, with their models. */
function availabilityChoices(values: FacetValue[]): { value: string; count: number }[] {
  const out = values.map((v) => ({ value: v.value, count: v.count }));
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++)
      out.push({ value: `${values[i].value},${values[j].value}`, count: values[i].count + values[j].count });
  return out;
}

/**
 * Lists of 20 with three facets: distinct combinations of category, one or two makers, one or two
 * values of an attribute facet (storage, RAM, display…), availability, sort and page. A combination
 * is drawn from the category's facet values; one list of it without availability (page_size 1,
 * a filter set the twin never asks) gives the availability counts, so every page asked has items.
 */
export async function facetedListTwin(
  ctx: BenchContext,
  connections: number,
  exclude: Set<string>,
): Promise<PerConnection | null> {
  if (!ctx.routes["catalog:products"]) return null;
  const need = needed(ctx, connections, 0.25);
  const random = seeded(3);
  const attributes = (f: Record<string, FacetValue[]>) =>
    Object.keys(f).filter((k) => k.startsWith("a_") && f[k].length > 0);
  const cats = (await categoryFacts(ctx)).filter(
    (c) =>
      c.path && c.facets.manufacturer?.length && c.facets.availability?.length && attributes(c.facets).length,
  );
  if (!cats.length) return null;
  const seen = new Set(exclude);
  // Each combination contributes at most a twelfth of the URLs, so there are at least a dozen.
  const cap = Math.ceil(need / 12);
  const groups: BenchRequest[][] = [];
  let total = 0;
  for (let round = 0; total < need && round < 75; round++) {
    const combos = Array.from({ length: 4 }, (_, i) => {
      const c = cats[(round * 4 + i) % cats.length];
      const attribute = pick(random, attributes(c.facets), 1)[0];
      return {
        category: c.path,
        manufacturer: pick(random, c.facets.manufacturer, random() < 0.5 ? 1 : 2)
          .map((v) => v.value)
          .join(","),
        [attribute]: pick(random, c.facets[attribute], random() < 0.5 ? 1 : 2)
          .map((v) => v.value)
          .join(","),
      };
    });
    const found = await inBatches(combos, 4, async (base) => {
      const list = await readJson(ctx, ctx.path("catalog:products", {}, { ...base, page_size: "1" }));
      const choices = availabilityChoices(facetsOf(list).availability ?? []);
      const urls: BenchRequest[] = [];
      for (let page = 1; urls.length < cap; page++) {
        const open = choices.filter((a) => (page - 1) * PAGE_SIZE < a.count);
        if (!open.length) break;
        for (const a of open)
          for (const sort of SORTS) {
            const q = {
              ...base,
              availability: a.value,
              sort,
              page: String(page),
              page_size: String(PAGE_SIZE),
            };
            const key = listKeyOf(q);
            if (seen.has(key)) continue;
            seen.add(key);
            urls.push(products(ctx, q));
          }
      }
      return urls;
    });
    for (const urls of found) {
      groups.push(urls);
      total += urls.length;
    }
  }
  // Combinations interleaved: neighbouring requests are of different combinations.
  const urls: BenchRequest[] = [];
  for (let i = 0; urls.length < total; i++) for (const g of groups) if (g[i]) urls.push(g[i]);
  const { lists, warmUp } = deal(urls.slice(0, need), connections, true);
  return twin({ lists, warmUp, check: hasItems, about: `${groups.length} facet combinations` });
}

const seoOf = (path: string) => decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? "");

/** Product JSON of distinct products (each product of the run asked once, by any twin). */
export async function productJsonTwin(ctx: BenchContext, connections: number): Promise<PerConnection | null> {
  if (!ctx.routes["catalog:product"]) return null;
  // Of a catalogue too small for all three product twins, this one's share by their guessed rates
  // (0.35 against the pages' 0.1 and 0.1, each over twice what it reached on a 2-core machine);
  // the page twins then take half of the rest each, so later scenarios (the home's cart product,
  // foundation's product twin, the level-price twins) still find products.
  const seos = await productPool(ctx).take(needed(ctx, connections, 0.35), 5 / 9);
  const { lists, warmUp } = deal(
    seos.map((seo) => ({ path: ctx.path("catalog:product", { seo_name: seo }) })),
    connections,
    true,
  );
  const check: AnswerCheck = (status, body, _h, r) =>
    status !== 200
      ? `status ${status}`
      : body.includes(`"seo_name":${JSON.stringify(seoOf(r.path))}`)
        ? null
        : "not the product asked";
  return twin({ lists, warmUp, check });
}

/** Search, a new term each request: terms from product names with one typo each (typos.ts). */
export async function searchTwin(
  ctx: BenchContext,
  connections: number,
  exclude: string[],
): Promise<PerConnection | null> {
  if (!ctx.routes["search:query"]) return null;
  const need = needed(ctx, connections, 0.25);
  const terms = misspeltTerms(await productNames(ctx, Math.max(300, Math.ceil(need / 6))), need, exclude);
  const { lists, warmUp } = deal(
    terms.map((q) => ({ path: ctx.path("search:query", {}, { q }) })),
    connections,
    true,
  );
  // A term whose typo the search does not forgive finds nothing: an answer, but not the work of
  // ranking hits; a few are allowed, more would mean the twin measures empty answers.
  return twin({ lists, warmUp, check: hasItems, maxBadShare: 0.05 });
}

/**
 * The cookies of `count` shoppers, each with a product in the cart (cart and CSRF cookies, as a
 * browser sends them): their pages are personal, so the page cache stays out of the way.
 */
export async function shoppersWithCarts(ctx: BenchContext, count: number): Promise<string[]> {
  const pool = productPool(ctx);
  // A product that can be bought, for every cart; it is never asked as a page.
  let id: number | null = null;
  for (let tries = 0; id === null && tries < 50; tries++) {
    const [seo] = await pool.take(1);
    if (!seo) break;
    const probe = await ctx.shopper();
    const p = await readJson(ctx, ctx.path("catalog:product", { seo_name: seo }));
    if ((await probe.call("POST", ctx.path("cart:add"), { product: p.id })).status === 200) id = p.id;
  }
  if (id === null) throw new Error("no product could be added to a cart");
  const shoppers = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    4,
    async () => {
      const s = await ctx.shopper();
      const { status } = await s.call("POST", ctx.path("cart:add"), { product: id });
      if (status !== 200 || !s.cookie("cart")) throw new Error(`cart:add answered ${status}`);
      return s;
    },
  );
  return shoppers.map((s) => s.headers().cookie);
}

/**
 * Product pages rendered on the server for distinct products. `withCart`: each connection is a
 * shopper whose cart holds a product (cart and CSRF cookies, as a browser sends them), so the page
 * is personal and the page cache stays out; without, an anonymous visitor whose every page is a
 * page-cache miss (the answer must say `x-page-cache: miss`).
 */
export async function productPageTwin(
  ctx: BenchContext,
  connections: number,
  withCart: boolean,
): Promise<PerConnection | null> {
  const pool = productPool(ctx);
  const cookies = withCart ? await shoppersWithCarts(ctx, connections) : [];
  const seos = await pool.take(needed(ctx, connections, 0.1), 1 / 2);
  const dealt = deal(seos, connections, true);
  const asPages = (lists: string[][]) =>
    lists.map((list, c) =>
      list.map((seo) => ({
        path: `/${encodeURIComponent(seo)}/`,
        headers: { ...PAGE_HEADERS, ...(withCart ? { cookie: cookies[c] } : {}) },
      })),
    );
  const check: AnswerCheck = (status, body, headers, r) => {
    if (status !== 200) return `status ${status}`;
    const cache = header(headers, "x-page-cache");
    if (withCart ? cache === "hit" : cache !== "miss") return `x-page-cache: ${cache ?? "none"}`;
    return body.includes(`${r.path}"`) ? null : "not the product asked";
  };
  return twin({ lists: asPages(dealt.lists), warmUp: dealt.warmUp && asPages(dealt.warmUp), check });
}
