import type { BenchContext, Scenario } from "../scenario.js";
import { staffSession } from "../shopper.js";

/** Staff's session, once: the forced run is a staff call. */
let staff: Promise<Record<string, string>> | null = null;
const staffHeaders = (ctx: BenchContext) => {
  staff ??= (async () => {
    const s = await staffSession(ctx);
    return { ...s.headers(), "content-type": "application/json" };
  })();
  return staff;
};

/**
 * Product feeds: writing Heureka's feed of the whole catalogue (every active variant read in
 * batches of 2 000, one run at a time), and serving the written file gzipped to the comparison
 * sites. The write is bounded in time (the sites give up on a slow feed, and staff wait for the
 * button); serving is a ratio to the database ceiling.
 *
 * No cache-miss twin (issue 14): a feed has one address per site, and what is served is the file
 * the last run wrote; a "miss" is that run itself, which the first scenario measures (a forced
 * write of the whole catalogue on each request).
 */
export const scenarios: Scenario[] = [
  {
    name: "heureka feed written afresh (staff, whole catalogue)",
    connections: 1,
    // Room for two writes inside the p99 budget of 8 s each.
    minSeconds: 16,
    requests: async (ctx) => {
      if (!ctx.routes["feeds:admin-generate"]) return null;
      return [
        {
          method: "POST",
          path: ctx.path("feeds:admin-generate", { name: "heureka" }),
          body: "{}",
          headers: await staffHeaders(ctx),
        },
      ];
    },
    target: { maxP99Ms: 8_000 },
  },
  {
    name: "heureka feed served from its file (gzip)",
    connections: 4,
    requests: async () => [{ path: "/feeds/heureka.xml", headers: { "accept-encoding": "gzip" } }],
    target: { minRatio: 0.0005 },
  },
];
