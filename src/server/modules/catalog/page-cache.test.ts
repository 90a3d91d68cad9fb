import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { products } from "../../db/schema.js";
import { encoders } from "../../platform/compression.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { PAGE_CACHE_MARKER, PAGE_CACHE_MAX_BYTES, withoutClickIds } from "./page-cache.js";

let t: TestApp;
let app: FastifyInstance;
let renders = 0;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const c = await f.category({ name: "Telefony", type: "phone" });
  productId = (
    await f.model({
      name: "Phone",
      maker: "X",
      type: "phone",
      categories: [c.id],
      variants: [{ price: 1000 }],
    })
  ).products[0].id;
  // A stand-in for the SSR page route (pages.ts: the page as bytes): counts renders; catalogue
  // pages carry the marker.
  app = await buildApp(t.ctx, {
    logger: false,
    pages: async (a) => {
      a.get("/*", async (req, reply) => {
        renders++;
        const marker = req.url.startsWith("/kosik") ? "" : PAGE_CACHE_MARKER;
        // A page over half the cache's bytes: two of them cannot be kept together.
        const padding = req.url.startsWith("/velka")
          ? "x".repeat(PAGE_CACHE_MAX_BYTES / 2)
          : req.url.startsWith("/stredni")
            ? "<p>Telefon</p>".repeat(400)
            : "";
        return reply
          .header("content-type", "text/html; charset=utf-8")
          .send(Buffer.from(`<div ${marker}>render ${renders}${padding}</div>`));
      });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, cookie?: string, acceptEncoding?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    },
  });
/** What Safari sends (Chromium adds zstd). */
const BROWSER = "gzip, deflate, br";

describe("page cache", () => {
  it("serves an anonymous visitor's catalogue page from memory until the catalogue changes", async () => {
    const first = await get("/telefony/");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await get("/telefony/");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    await t.ctx.db.update(products).set({ warehouseStock: 0 }).where(eq(products.id, productId));
    const third = await get("/telefony/");
    expect(third.headers["x-page-cache"]).toBe("miss");
    expect(third.body).not.toBe(first.body);
  });

  it("keeps pages up to a number of bytes, dropping the oldest first", async () => {
    expect((await get("/maly/")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/velka/1/")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/velka/1/")).headers["x-page-cache"]).toBe("hit");
    expect((await get("/velka/2/")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/velka/1/")).headers["x-page-cache"]).toBe("miss");
  });

  it("renders afresh for a session or a cart, and never keeps pages that did not opt in", async () => {
    await get("/telefony/?x=1");
    expect((await get("/telefony/?x=1", "sid=abc")).headers["x-page-cache"]).toBeUndefined();
    expect((await get("/telefony/?x=1", "cart=abc")).headers["x-page-cache"]).toBeUndefined();
    await get("/kosik/");
    expect((await get("/kosik/")).headers["x-page-cache"]).toBeUndefined();
  });

  it("keeps a page compressed the way a browser asks, and answers the next browser with those bytes", async () => {
    const brotli = vi.spyOn(encoders, "br");
    const miss = await get("/stredni/", undefined, BROWSER);
    expect(miss.headers).toMatchObject({ "x-page-cache": "miss", "content-encoding": "br" });
    expect(String(miss.headers.vary)).toContain("accept-encoding");
    const html = zlib.brotliDecompressSync(miss.rawPayload).toString();
    expect(html).toContain(PAGE_CACHE_MARKER);
    expect(html).toContain("<p>Telefon</p>");
    const rendered = renders;
    const hit = await get("/stredni/", undefined, BROWSER);
    expect(hit.headers).toMatchObject({ "x-page-cache": "hit", "content-encoding": "br" });
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(brotli).toHaveBeenCalledTimes(1);
    brotli.mockRestore();
    // The same page for a client without brotli, or without any compression.
    const gzip = await get("/stredni/", undefined, "gzip, br;q=0");
    expect(gzip.headers).toMatchObject({ "x-page-cache": "hit", "content-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get("/stredni/");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(renders).toBe(rendered);
  });

  it("sends a page under the compression threshold as it is, whatever the browser accepts", async () => {
    await get("/telefony/?z=1", undefined, BROWSER);
    const hit = await get("/telefony/?z=1", undefined, BROWSER);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBeUndefined();
    expect(hit.body).toContain(PAGE_CACHE_MARKER);
  });

  it("answers visitors from ads and newsletters with the page kept for the address without click ids", async () => {
    const first = await get("/akce/?gclid=Cj0KCQ1&utm_source=google");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const rendered = renders;
    for (const url of [
      "/akce/",
      "/akce/?fbclid=IwAR2",
      "/akce/?sznclid=abc&UTM_Medium=cpc",
      "/akce/?gclid=",
    ]) {
      const res = await get(url);
      expect(res.headers["x-page-cache"], url).toBe("hit");
      expect(res.body, url).toBe(first.body);
    }
    expect(renders).toBe(rendered);
    // Any other parameter is a page of its own.
    expect((await get("/akce/?strana=2&gclid=x")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/akce/?strana=2")).headers["x-page-cache"]).toBe("hit");
  });

  it("takes only the click ids out of an address, whatever else it holds", () => {
    expect(withoutClickIds("/")).toBe("/");
    expect(withoutClickIds("/?gclid=1")).toBe("/");
    expect(withoutClickIds("/p/?a=1&utm_source=x&b=2&msclkid=3")).toBe("/p/?a=1&b=2");
    expect(withoutClickIds("/p/?utm%5Fsource=x&q=%E2%82%AC")).toBe("/p/?q=%E2%82%AC");
    expect(withoutClickIds("/p/?%E0%A4%A=1&gclid=2")).toBe("/p/?%E0%A4%A=1");
    expect(withoutClickIds("/p/?gclidx=1&my_utm=2")).toBe("/p/?gclidx=1&my_utm=2");
  });

  it("gives every visitor their own CSRF cookie, also from the cache", async () => {
    await get("/telefony/?y=1");
    const hit = await get("/telefony/?y=1");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(String(hit.headers["set-cookie"])).toContain("csrftoken=");
  });
});
