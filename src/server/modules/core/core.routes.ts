import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { purgeBody, purgeResponse } from "../../../contract/cache-purge.js";
import { z } from "../../../contract/z.js";
import { routeTableVersion } from "../../platform/route-table.js";
import { streamTopic } from "../../platform/sse.js";
import { followPurges, purgeCache } from "./cache-purge.service.js";

export async function coreRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const unfollow = followPurges(ctx);
  root.addHook("onClose", async () => unfollow());

  // The reverse route table (spec §7): the web app resolves every call through it.
  app.get(
    "/api/new/core/routes/",
    {
      schema: {
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.record(z.string(), z.string()) },
      },
      config: { name: "core:routes" },
    },
    async (req, reply) => {
      // The versioned address (pages use it) always answers the same: cached for a year.
      const current = req.query.v === routeTableVersion(root);
      reply.header("cache-control", current ? "public, max-age=31536000, immutable" : "public, max-age=60");
      return root.routeTable;
    },
  );

  app.get(
    "/healthz",
    {
      schema: { response: { 200: z.object({ status: z.literal("ok"), database: z.string() }) } },
      config: { name: "core:health" },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: "ok" as const, database: ctx.database.kind };
    },
  );

  // Benchmark ceilings (bench/): the bare framework, and one database round trip through our client.
  app.get("/api/new/core/ping/", { config: { name: "core:ping" } }, async () => ({ ok: true }));
  app.get("/api/new/core/ping-db/", { config: { name: "core:ping-db" } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { ok: true };
  });

  // Spec §7: staff purge the CDN by surrogate key, URL or everything (the staff menu's modal).
  app.post(
    "/api/new/core/fastly/purge",
    {
      schema: { body: purgeBody, response: { 200: purgeResponse } },
      config: { name: "core:purge", access: "staff" },
    },
    (req) => purgeCache(ctx, req.user!, req.body),
  );

  // A live feed for the staff dashboard: features publish to the "staff" topic (new orders,
  // buy-backs, service orders) and every open staff screen hears it, on any instance.
  app.get(
    "/api/new/core/staff-events/",
    { config: { name: "core:staff-events", access: "staff" } },
    (req, reply) => streamTopic(ctx.events, "staff", req, reply, { type: "connected" }),
  );
}
