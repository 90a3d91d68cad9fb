import { randomBytes } from "node:crypto";
import { connect, createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { setDataKey } from "./crypto.js";
import { AppError } from "./errors.js";
import { memoryRateCounter, type RateCounter, RateLimiter } from "./rate-limit.js";
import { redisRateCounter } from "./redis-rate-counter.js";

// The machine's Redis (CI has one on 6379, as it has PostgreSQL); REDIS_URL points elsewhere.
// Without one the Redis tests are skipped with a message, except under CI, where they fail.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = connect(Number(port || 6379), hostname, () => resolve(socket.end() && true));
  socket.on("error", () => resolve(false));
});
if (!redisUp && !process.env.CI) console.warn(`No Redis at ${REDIS_URL}: its rate-limit tests are skipped.`);
const withRedis = redisUp || process.env.CI ? describe : describe.skip;
setDataKey(Buffer.alloc(32, 7));
const opened: RateCounter[] = [];
const redis = () => {
  const counter = redisRateCounter(REDIS_URL, (e) => {
    throw e;
  });
  opened.push(counter);
  return counter;
};
afterAll(() => Promise.all(opened.map((c) => c.close())));

const refused = async (limiter: RateLimiter, key: string) => {
  try {
    await limiter.hit(key, "auth.tooManyAttempts");
    return false;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).statusCode).toBe(429);
    return true;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The same rules whichever counter holds the counts. */
const countedIn = (counter: () => RateCounter) => () => {
  it("let the limit through, refuse the next hit with 429, and start again after the window", async () => {
    const limiter = new RateLimiter(counter(), `test-${randomBytes(4).toString("hex")}`, 3, 300);
    for (let i = 0; i < 3; i++) expect(await refused(limiter, "1.2.3.4")).toBe(false);
    expect(await refused(limiter, "1.2.3.4")).toBe(true);
    expect(await refused(limiter, "5.6.7.8")).toBe(false);
    await sleep(350);
    expect(await refused(limiter, "1.2.3.4")).toBe(false);
  });

  it("forget a key on reset, and keep actions with the same key apart", async () => {
    const c = counter();
    const name = `test-${randomBytes(4).toString("hex")}`;
    const login = new RateLimiter(c, `${name}-login`, 1, 60_000);
    const forms = new RateLimiter(c, `${name}-forms`, 1, 60_000);
    expect(await refused(login, "ip")).toBe(false);
    expect(await refused(forms, "ip")).toBe(false);
    expect(await refused(login, "ip")).toBe(true);
    await login.reset("ip");
    expect(await refused(login, "ip")).toBe(false);
    expect(await refused(forms, "ip")).toBe(true);
  });
};
describe("rate limits counted in this process", countedIn(memoryRateCounter));
withRedis("rate limits counted in Redis", countedIn(redis));

withRedis("rate limits in Redis", () => {
  it("are one count for every web instance, kept under hashed keys", async () => {
    const name = `test-${randomBytes(4).toString("hex")}`;
    const first = new RateLimiter(redis(), name, 2, 60_000);
    const second = new RateLimiter(redis(), name, 2, 60_000);
    const key = "10.0.0.1:jana@example.cz";
    expect(await refused(first, key)).toBe(false);
    expect(await refused(second, key)).toBe(false);
    expect(await refused(first, key)).toBe(true);
    expect(await refused(second, key)).toBe(true);
    const raw = new Redis(REDIS_URL);
    const stored = await raw.keys("shop:rate:*");
    await raw.quit();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join(" ")).not.toContain("jana");
    expect(stored.join(" ")).not.toContain(name);
  });

  it("let hits through while Redis cannot answer, and say so without the key", async () => {
    // A port that accepts connections and never answers, like a hung Redis.
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as { port: number }).port;
    const errors: string[] = [];
    const counter = redisRateCounter(`redis://127.0.0.1:${port}`, (e) => errors.push(e.message));
    const limiter = new RateLimiter(counter, "test-down", 1, 60_000);
    for (let i = 0; i < 3; i++) expect(await refused(limiter, "jana@example.cz")).toBe(false);
    expect(errors.length).toBe(1);
    expect(errors[0]).toContain("rate limits not shared");
    expect(errors.join()).not.toContain("jana@example.cz");
    await counter.close();
    silent.close();
  });
});
