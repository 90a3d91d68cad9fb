import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { routeTableVersion } from "../../platform/route-table.js";
import { streamTopic } from "../../platform/sse.js";
import { followPurges, purgeCache } from "./cache-purge.service.js";
import { health, pingDatabase } from "./health.service.js";

export async function coreRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  const unfollow = followPurges(ctx);
  root.addHook("onClose", async () => unfollow());

  // The reverse route table (spec §7): the web app resolves every call through it.
  route.get("core:routes", async (req, reply) => {
    // The versioned address (pages use it) always answers the same: cached for a year.
    const current = req.query.v === routeTableVersion(root);
    reply.header("cache-control", current ? "public, max-age=31536000, immutable" : "public, max-age=60");
    return root.routeTable;
  });

  route.get("core:health", () => health(ctx));

  // Benchmark ceilings (bench/): the bare framework, and one database round trip through our client.
  route.get("core:ping", async () => ({ ok: true }));
  route.get("core:ping-db", () => pingDatabase(ctx));

  // Spec §7: staff purge the CDN by surrogate key, URL or everything (the staff menu's modal).
  route.post("core:purge", (req) => purgeCache(ctx, req.user!, req.body));

  // A live feed for the staff dashboard: features publish to the "staff" topic (new orders,
  // buy-backs, service orders) and every open staff screen hears it, on any instance.
  route.get("core:staff-events", (req, reply) =>
    streamTopic(ctx.events, "staff", req, reply, { type: "connected" }),
  );
}
