import type { FastifyReply } from "fastify";

/**
 * Storefront catalogue reads: shared caches (the CDN) may keep them for 5 minutes and are purged by
 * surrogate key; browsers revalidate, so stock shown after a change is never older than the CDN's copy.
 */
export const publicCache = (reply: FastifyReply, keys: string) =>
  reply
    .header("cache-control", "public, max-age=0, s-maxage=300, stale-while-revalidate=60")
    .header("surrogate-key", keys);
