import type { AppContext } from "../../platform/context.js";
import { selectOne } from "./health.queries.js";

/** The load balancer's probe: healthy only when the database answers. */
export async function health(ctx: AppContext) {
  await selectOne(ctx.db);
  return { status: "ok" as const, database: ctx.database.kind };
}

/** A benchmark ceiling (bench/): one database round trip through our client and nothing else. */
export async function pingDatabase(ctx: AppContext) {
  await selectOne(ctx.db);
  return { ok: true };
}
