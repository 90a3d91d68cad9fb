import type { UIMatch } from "react-router";
import type { Market } from "../domain/market.js";
import type { TFunction } from "../i18n/i18n-core.js";
import type { CodeToLoad } from "./lazy-page.js";

/** A page's head: title, description, canonical URL, robots, Open Graph and JSON-LD blocks. */
export interface PageMeta {
  title: string;
  description?: string;
  canonical?: string;
  robots?: string;
  og?: Record<string, string>;
  jsonLd?: object[];
  /** Pictures the page shows first, fetched before the page's code runs (`<link rel="preload">`). */
  preloadImages?: { type: string; srcset: string; sizes: string }[];
}

/** `D` is what the route's loader answers; `data` is undefined when the loader failed (404, 500). */
export interface MetaArgs<D = unknown> {
  data: D | undefined;
  t: TFunction;
  market: Market;
  url: URL;
}

/** Routes describe their head with `handle: { meta: (args) => PageMeta }`; the deepest one wins. */
export interface RouteHandle<D = unknown> {
  meta?: (args: MetaArgs<D>) => PageMeta;
  /** Analytics page type (spec: home_page, product_detail, catalog). */
  pageType?: string | ((data: D | undefined) => string);
  /**
   * Code the page needs for this data, loaded before hydrating and preloaded by the server. A route
   * with `codeFor` has an explicit `id`, by which the browser finds its data to hydrate.
   */
  codeFor?: (data: D | undefined) => CodeToLoad[];
}

export function pageMeta(matches: UIMatch[], args: Omit<MetaArgs, "data">): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta({ ...args, data: matches[i].loaderData });
  }
  return { title: args.t("shop.name") };
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The head tags as HTML for the server render. JSON-LD is escaped so `</script>` cannot break out. */
export function renderHead(meta: PageMeta, shopName: string): string {
  const title = meta.title === shopName ? shopName : `${meta.title} | ${shopName}`;
  const tags = [`<title>${esc(title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${esc(meta.description)}">`);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${esc(meta.canonical)}">`);
  if (meta.robots) tags.push(`<meta name="robots" content="${esc(meta.robots)}">`);
  tags.push(
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:site_name" content="${esc(shopName)}">`,
  );
  for (const [k, v] of Object.entries(meta.og ?? {}))
    tags.push(`<meta property="og:${esc(k)}" content="${esc(v)}">`);
  for (const image of meta.preloadImages ?? [])
    tags.push(
      `<link rel="preload" as="image" type="${esc(image.type)}" imagesrcset="${esc(image.srcset)}" imagesizes="${esc(image.sizes)}" fetchpriority="high">`,
    );
  for (const block of meta.jsonLd ?? [])
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(block).replace(/</g, "\\u003c")}</script>`,
    );
  return tags.join("\n");
}
