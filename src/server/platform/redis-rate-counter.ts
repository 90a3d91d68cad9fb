import { Redis } from "ioredis";
import { lookupHash } from "./crypto.js";
import type { RateCounter } from "./rate-limit.js";

/** One round trip: the hit, and the window's expiry set by the key's first hit. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Hits counted in Redis (`REDIS_URL`), shared by every web instance. While Redis cannot answer (no
 * connection or no answer within about a second) a hit is let through: logins and forms keep working,
 * and the limit is back with Redis. `onError` hears of it at most once a minute. Keys hold client
 * addresses and e-mails: Redis keeps only their keyed hashes (`lookupHash`), and logs never see them.
 */
export function redisRateCounter(url: string, onError: (error: Error) => void): RateCounter {
  const redis = new Redis(url, {
    keyPrefix: "shop:rate:",
    // A hit waits for a connection being made, at most about a second, then goes through.
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  let reportedAt = 0;
  const report = (error: Error) => {
    if (Date.now() - reportedAt < 60_000) return;
    reportedAt = Date.now();
    onError(new Error(`rate limits not shared (Redis): ${error.message}`));
  };
  redis.on("error", report);
  const letThrough = (error: Error) => {
    report(error);
    return 0;
  };
  return {
    hit: (key, windowMs) => redis.eval(HIT, 1, lookupHash(key), windowMs).then(Number, letThrough),
    clear: (key) => redis.del(lookupHash(key)).then(() => undefined, report),
    close: async () => {
      redis.disconnect();
    },
  };
}
