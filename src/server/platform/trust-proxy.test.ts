import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../config.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";

/**
 * Per-IP limits count the connection's address; `X-Forwarded-For` is believed only from a proxy
 * named in TRUST_PROXY (issue 19: a new forged address per request bypassed every per-IP limit).
 */
const SUBSCRIBE = "/api/new/news/subscriber/add-subscriber/";

async function subscribeSix(t: TestApp) {
  const c = t.client();
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const res = await c.request(
      "POST",
      SUBSCRIBE,
      { email: `anna${i}@example.cz`, consent: true },
      { "x-forwarded-for": `203.0.113.${i}` },
    );
    statuses.push(res.status);
  }
  return statuses;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  delete process.env.TRUST_PROXY;
});

describe("trusted proxies", () => {
  it("by default a forged X-Forwarded-For changes nothing: the sixth subscription in 15 minutes is refused", async () => {
    t = await createTestApp();
    expect(t.ctx.config.trustProxy).toEqual([]);
    expect(await subscribeSix(t)).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("behind a configured proxy the forwarded client address is the one counted", async () => {
    // The test client connects from 127.0.0.1, so it is the proxy here.
    process.env.TRUST_PROXY = "127.0.0.1";
    t = await createTestApp();
    expect(await subscribeSix(t)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it("reads addresses and CIDRs, and refuses anything else at start", () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy(" 10.0.0.1, 192.168.0.0/16 ::1 fd00::/8")).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
      "fd00::/8",
    ]);
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("example.com")).toThrow(/TRUST_PROXY/);
  });
});
