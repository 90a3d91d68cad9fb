import { tooManyRequests } from "./errors.js";

/**
 * Where rate-limit hits are counted: in this process, or in Redis (`REDIS_URL`) so that every web
 * instance shares one count (DESIGN §6). A counter window starts at a key's first hit.
 */
export interface RateCounter {
  /** Counts one hit on `key`; resolves with the hits in its current window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Fixed windows kept in this process: one instance's own count. */
export function memoryRateCounter(): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const w = windows.get(key);
      if (w && w.resetAt > now) return ++w.count;
      if (windows.size > 50_000) sweep(now);
      windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

/** At most `limit` hits per key (client address, e-mail…) in a window, for one action (`name`). */
export class RateLimiter {
  constructor(
    private readonly counter: RateCounter,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 with `message` once the key is over the limit. */
  async hit(key: string, message: string): Promise<void> {
    if ((await this.counter.hit(`${this.name}:${key}`, this.windowMs)) > this.limit)
      throw tooManyRequests(message);
  }

  reset(key: string): Promise<void> {
    return this.counter.clear(`${this.name}:${key}`);
  }
}
