import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type FeedStatus, feedStatus } from "../../../contract/feeds.js";
import { z } from "../../../contract/z.js";
import type { ProductFeed } from "../../../domain/market.js";
import { FeedStore } from "./feed-store.js";
import { feedWriter } from "./feeds.service.js";

/**
 * Product feeds for comparison shopping at `/feeds/<name>.xml` (the market's `productFeeds`), and
 * their staff screen: the addresses to give Heureka or Google Merchant Center, and a fresh run.
 */
export async function feedsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    "/api/new/feeds/admin/feeds/",
    {
      schema: { response: { 200: z.array(feedStatus) } },
      config: { name: "feeds:admin-list", access: "staff" },
    },
    () => feeds.map(status),
  );
  app.post(
    "/api/new/feeds/admin/feeds/:name/generate/",
    {
      schema: {
        params: z.object({ name: z.enum(feeds as [ProductFeed, ...ProductFeed[]]) }),
        response: { 200: feedStatus },
      },
      config: { name: "feeds:admin-generate", access: "staff" },
    },
    async (req) => {
      await store.get(req.params.name, feedWriter(ctx, req.params.name, base), true);
      return status(req.params.name);
    },
  );
}
