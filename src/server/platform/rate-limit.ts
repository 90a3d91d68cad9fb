import { tooManyRequests } from "./errors.js";

/**
 * Fixed-window counters per key (IP + action) kept in this process. Enough for one instance;
 * with several instances behind a balancer the limit is per instance (see docs/architecture.md).
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 with `message` once the key is over the limit. */
  hit(key: string, message: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    w.count++;
    if (w.count > this.limit) throw tooManyRequests(message);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
