import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiRoutes } from "../../platform/api-routes.js";
import { productFeeds } from "./feeds.service.js";

/**
 * Product feeds for comparison shopping at `/feeds/<name>.xml` (the market's `productFeeds`), and
 * their staff screen: the addresses to give Heureka or Google Merchant Center, and a fresh run.
 */
export async function feedsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = apiRoutes(root);
  const feeds = productFeeds(root.ctx);
  root.addHook("onClose", () => feeds.close());
  const hidden = { hide: true } as Record<string, unknown>;

  for (const name of feeds.names)
    app.get(`/feeds/${name}.xml`, { schema: hidden }, async (req, reply) => {
      const file = await feeds.file(name);
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=900")
        .header("vary", "accept-encoding")
        .header("last-modified", file.generatedAt.toUTCString());
      // The gzipped copy as it is (the compression hook leaves an encoded answer alone).
      if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")))
        return reply.header("content-encoding", "gzip").send(createReadStream(file.gzipPath));
      return reply.send(createReadStream(file.path));
    });

  route.get("feeds:admin-list", () => feeds.names.map(feeds.status));
  route.post("feeds:admin-generate", async (req) => {
    await feeds.file(req.params.name, true);
    return feeds.status(req.params.name);
  });
}
