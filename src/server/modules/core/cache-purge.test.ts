import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FastlyCdn } from "../../integrations/cdn/fastly-cdn.js";
import type { SandboxCdn } from "../../integrations/cdn/sandbox-cdn.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";
import { PURGE_TOPIC } from "./cache-purge.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, { email: "staff@x.cz", password: "Staff123!", role: "staff" });
  await createUser(t.ctx, {
    email: "boss@x.cz",
    password: "Boss123!",
    role: "staff",
    permissions: ["supervisor"],
  });
});
afterAll(() => t.close());
const PURGE = "/api/new/core/fastly/purge";

describe("cache purge", () => {
  it("purges surrogate keys and URLs on the CDN for staff", async () => {
    const c = t.client();
    await c.login("staff@x.cz", "Staff123!");
    const byKey = await c.post(PURGE, { mode: "key", keys: ["home", "menu"], soft_purge: true });
    expect(byKey.status).toBe(200);
    expect(byKey.body.cdn).toBe("sandbox");
    const byUrl = await c.post(PURGE, { mode: "url", url: "https://www.mobilcentrum.cz/iphone-15/" });
    expect(byUrl.status).toBe(200);
    const log = (t.ctx.cdn as SandboxCdn).log;
    expect(log.map((p) => [p.kind, p.target, p.soft])).toEqual([
      ["keys", ["home", "menu"], true],
      ["url", ["https://www.mobilcentrum.cz/iphone-15/"], false],
    ]);
  });

  it("leaves Purge All to supervisors", async () => {
    const staff = t.client();
    await staff.login("staff@x.cz", "Staff123!");
    expect((await staff.post(PURGE, { mode: "full" })).status).toBe(403);
    const boss = t.client();
    await boss.login("boss@x.cz", "Boss123!");
    expect((await boss.post(PURGE, { mode: "full" })).status).toBe(200);
  });

  it("answers 400 with field errors for a bad payload", async () => {
    const c = t.client();
    await c.login("staff@x.cz", "Staff123!");
    expect((await c.post(PURGE, { mode: "key", keys: [] })).body.keys).toEqual([
      "Tato hodnota je požadována.",
    ]);
    expect((await c.post(PURGE, { mode: "url", url: "javascript:alert(1)" })).status).toBe(400);
    expect((await c.post(PURGE, { mode: "everything" })).status).toBe(400);
  });
});

describe("cache purge across instances", () => {
  it("tells every instance through the event bus, and empties this one's caches when told", async () => {
    const heard: object[] = [];
    const stop = t.ctx.events.subscribe(PURGE_TOPIC, (data) => heard.push(data));
    const c = t.client();
    await c.login("staff@x.cz", "Staff123!");
    expect((await c.post(PURGE, { mode: "key", keys: ["menu"] })).status).toBe(200);
    stop();
    expect(heard).toHaveLength(1);

    // Another instance's purge arrives as an event: the cached value is loaded again.
    const cache = new TtlCache<string>(60_000);
    await cache.get("menu", async () => "old");
    await t.ctx.events.publish(PURGE_TOPIC, {});
    expect(await cache.get("menu", async () => "new")).toBe("new");
  });
});

describe("Fastly adapter", () => {
  it("sends surrogate keys, soft purges and purge_all the way Fastly's API expects", async () => {
    const calls: { url: string; method?: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ status: "ok", id: "108-1" }), { status: 200 });
    }) as unknown as typeof fetch;
    const cdn = new FastlyCdn("token", "svc", fakeFetch);
    expect(await cdn.purgeKeys(["home", "menu"], true)).toEqual({ status: "ok", id: "108-1" });
    await cdn.purgeAll();
    expect(calls[0]).toMatchObject({
      url: "https://api.fastly.com/service/svc/purge",
      method: "POST",
      headers: { "surrogate-key": "home menu", "fastly-soft-purge": "1", "fastly-key": "token" },
    });
    expect(calls[1].url).toBe("https://api.fastly.com/service/svc/purge_all");
  });

  it("reports a refused purge as an error", async () => {
    const cdn = new FastlyCdn(
      "bad",
      "svc",
      (async () => new Response("{}", { status: 401 })) as unknown as typeof fetch,
    );
    await expect(cdn.purgeAll()).rejects.toThrow("Fastly answered 401");
  });
});
