import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeedStatus } from "../../../contract/feeds.js";
import type { ProductFeed } from "../../../domain/market.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { FeedStore } from "./feed-store.js";
import { feedWriter } from "./feeds.service.js";

/**
 * Product feeds for comparison shopping at `/feeds/<name>.xml` (the market's `productFeeds`), and
 * their staff screen: the addresses to give Heureka or Google Merchant Center, and a fresh run.
 */
export async function feedsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = apiRoutes(root);
  const { ctx } = root;
  const base = ctx.config.publicUrl.replace(/\/$/, "");
  const feeds = ctx.market.productFeeds;
  const store = new FeedStore();
  root.addHook("onClose", () => store.close());
  const hidden = { hide: true } as Record<string, unknown>;
  const status = (name: ProductFeed): FeedStatus => {
    const f = store.last(name);
    return {
      name,
      url: `${base}/feeds/${name}.xml`,
      items: f?.items ?? null,
      bytes: f?.bytes ?? null,
      generated_at: f?.generatedAt.toISOString() ?? null,
    };
  };

  for (const name of feeds)
    app.get(`/feeds/${name}.xml`, { schema: hidden }, async (req, reply) => {
      const file = await store.get(name, feedWriter(ctx, name, base));
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

  route.get("feeds:admin-list", () => feeds.map(status));
  route.post("feeds:admin-generate", async (req) => {
    await store.get(req.params.name, feedWriter(ctx, req.params.name, base), true);
    return status(req.params.name);
  });
}
