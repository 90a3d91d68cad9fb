import type { PurgeBody } from "../../../contract/cache-purge.js";
import { CdnError } from "../../integrations/cdn/cdn.js";
import { hasPermission } from "../../platform/access.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, forbidden } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { TtlCache } from "../../platform/ttl-cache.js";

/** Topic on which a purge reaches every instance's in-process caches (the event bus fans it out). */
export const PURGE_TOPIC = "cache:purge";

/** Empties this instance's caches whenever any instance purges; returns the unsubscribe. */
export function followPurges(ctx: AppContext): () => void {
  return ctx.events.subscribe(PURGE_TOPIC, () => TtlCache.clearAll());
}

/**
 * Purges the CDN and every instance's own caches, so a purge works without a CDN too. A full
 * purge empties the whole CDN and is a supervisor's action.
 */
export async function purgeCache(ctx: AppContext, user: SessionUser, body: PurgeBody) {
  if (body.mode === "full" && !hasPermission(user, "supervisor")) throw forbidden("auth.forbidden");
  TtlCache.clearAll();
  await ctx.events.publish(PURGE_TOPIC, {});
  try {
    const result =
      body.mode === "key"
        ? await ctx.cdn.purgeKeys(body.keys, body.soft_purge)
        : body.mode === "url"
          ? await ctx.cdn.purgeUrl(body.url, body.soft_purge)
          : await ctx.cdn.purgeAll();
    await audit(ctx.db, {
      actorId: user.id,
      action: "cache.purge",
      entity: "cache",
      detail: { mode: body.mode, soft: body.soft_purge, cdn: ctx.cdn.name },
    });
    return { ...result, cdn: ctx.cdn.name };
  } catch (err) {
    if (err instanceof CdnError) throw new AppError(502, "cdn", err.message, { message: err.message });
    throw err;
  }
}
