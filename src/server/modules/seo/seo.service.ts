import type { AppContext } from "../../platform/context.js";
import { xmlEscape } from "../../platform/xml.js";
import {
  contentEntries,
  displayedCategoryPaths,
  productCount,
  productSlugs,
  storeSlugs,
  URLS_PER_SITEMAP,
} from "./sitemap.queries.js";

/**
 * robots.txt and sitemaps for search engines: an index of a pages sitemap (home, categories,
 * stores, comparison pages) and product sitemaps of 40 000 addresses each (the protocol allows 50 000).
 */

const baseOf = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/$/, "");
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const urlset = (base: string, urls: { loc: string; lastmod?: string }[]) =>
  xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map(
        (u) =>
          `<url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n")}\n</urlset>`,
  );

export function robotsTxt(ctx: AppContext): string {
  const m = ctx.market;
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /staff/",
    `Disallow: /${m.slugs.cart}/`,
    `Disallow: /${m.slugs.login}/`,
    `Disallow: /${m.slugs.search}/`,
    `Disallow: /${m.catalogSlugs.favourites}/`,
    `Disallow: /${m.catalogSlugs.lastVisited}/`,
    // Sort orders are the same products again; pages (?page=) stay crawlable.
    "Disallow: /*?*sort=",
    "",
    `Sitemap: ${baseOf(ctx)}/sitemap.xml`,
    "",
  ];
  return lines.join("\n");
}

/** `/sitemap.xml`: the pages sitemap and as many product sitemaps as the active products fill. */
export async function sitemapIndex(ctx: AppContext): Promise<string> {
  const base = baseOf(ctx);
  const files = Math.max(1, Math.ceil((await productCount(ctx.db)) / URLS_PER_SITEMAP));
  const entries = [
    "/sitemap-pages.xml",
    ...Array.from({ length: files }, (_, i) => `/sitemap-products-${i + 1}.xml`),
  ];
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((e) => `<sitemap><loc>${xmlEscape(base + e)}</loc></sitemap>`).join("\n")}\n</sitemapindex>`,
  );
}

export async function pagesSitemap(ctx: AppContext): Promise<string> {
  const m = ctx.market;
  const [categories, stores] = await Promise.all([displayedCategoryPaths(ctx.db), storeSlugs(ctx.db)]);
  const compare = Object.values(m.catalogSlugs.compareTypes).map((s) => `/${m.catalogSlugs.compare}/${s}/`);
  const urls = [
    "/",
    ...categories.map((p) => `/${p}/`),
    `/${m.slugs.stores}/`,
    ...stores.map((s) => `/${m.slugs.stores}/${s}/`),
    `/${m.slugs.contact}/`,
    `/${m.catalogSlugs.showrooms}/`,
    `/${m.catalogSlugs.expected}/`,
    `/${m.catalogSlugs.newlyStocked}/`,
    ...compare,
  ].map((loc) => ({ loc }));
  return urlset(baseOf(ctx), [...urls, ...(await contentEntries(ctx.db, m, new Date()))]);
}

/** One product sitemap; null for an empty page after the first (there is no such file). */
export async function productsSitemap(ctx: AppContext, page: number): Promise<string | null> {
  const rows = await productSlugs(ctx.db, page);
  if (!rows.length && page > 1) return null;
  return urlset(
    baseOf(ctx),
    rows.map((r) => ({ loc: `/${r.seo_name}/`, lastmod: r.updated })),
  );
}
