import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "../../../contract/z.js";
import { pagesSitemap, productsSitemap, robotsTxt, sitemapIndex } from "./seo.service.js";

/** robots.txt and sitemaps for search engines (seo.service.ts), cached by crawlers and CDNs for an hour. */
export async function seoRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const hidden = { hide: true } as Record<string, unknown>;
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);

  app.get("/robots.txt", { schema: hidden }, async (_req, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(ctx)),
  );

  app.get("/sitemap.xml", { schema: hidden }, async (_req, reply) => sendXml(reply, await sitemapIndex(ctx)));

  app.get("/sitemap-pages.xml", { schema: hidden }, async (_req, reply) =>
    sendXml(reply, await pagesSitemap(ctx)),
  );

  app.get(
    "/sitemap-products-:page.xml",
    { schema: { ...hidden, params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }) } },
    async (req, reply) => {
      const body = await productsSitemap(ctx, req.params.page);
      if (body === null) return reply.status(404).send({ message: req.t("errors.notFound") });
      return sendXml(reply, body);
    },
  );
}
