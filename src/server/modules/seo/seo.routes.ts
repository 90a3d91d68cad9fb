import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "../../../contract/z.js";
import { xmlEscape } from "../../platform/xml.js";
import {
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
export async function seoRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const base = ctx.config.publicUrl.replace(/\/$/, "");
  const m = ctx.market;
  const hidden = { hide: true } as Record<string, unknown>;
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  const urlset = (urls: { loc: string; lastmod?: string }[]) =>
    xml(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
        .map(
          (u) =>
            `<url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
        )
        .join("\n")}\n</urlset>`,
    );

  app.get("/robots.txt", { schema: hidden }, async (_req, reply) => {
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
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ];
    return reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: hidden }, async (_req, reply) => {
    const files = Math.max(1, Math.ceil((await productCount(ctx.db)) / URLS_PER_SITEMAP));
    const entries = [
      "/sitemap-pages.xml",
      ...Array.from({ length: files }, (_, i) => `/sitemap-products-${i + 1}.xml`),
    ];
    const body = xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((e) => `<sitemap><loc>${xmlEscape(base + e)}</loc></sitemap>`).join("\n")}\n</sitemapindex>`,
    );
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });

  app.get("/sitemap-pages.xml", { schema: hidden }, async (_req, reply) => {
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
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(urlset(urls));
  });

  app.get(
    "/sitemap-products-:page.xml",
    { schema: { ...hidden, params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }) } },
    async (req, reply) => {
      const rows = await productSlugs(ctx.db, req.params.page);
      if (!rows.length && req.params.page > 1)
        return reply.status(404).send({ message: req.t("errors.notFound") });
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(urlset(rows.map((r) => ({ loc: `/${r.seo_name}/`, lastmod: r.updated }))));
    },
  );
}
