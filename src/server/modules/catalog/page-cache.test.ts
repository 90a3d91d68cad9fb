import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { PAGE_CACHE_MARKER, PAGE_CACHE_MAX_BYTES } from "./page-cache.js";

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
  // A stand-in for the SSR page route: counts renders; catalogue pages carry the marker.
  app = await buildApp(t.ctx, {
    logger: false,
    pages: async (a) => {
      a.get("/*", async (req, reply) => {
        renders++;
        const marker = req.url.startsWith("/kosik") ? "" : PAGE_CACHE_MARKER;
        // A page over half the cache's bytes: two of them cannot be kept together.
        const padding = req.url.startsWith("/velka") ? "x".repeat(PAGE_CACHE_MAX_BYTES / 2) : "";
        return reply
          .header("content-type", "text/html; charset=utf-8")
          .send(`<div ${marker}>render ${renders}${padding}</div>`);
      });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

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

  it("gives every visitor their own CSRF cookie, also from the cache", async () => {
    await get("/telefony/?y=1");
    const hit = await get("/telefony/?y=1");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(String(hit.headers["set-cookie"])).toContain("csrftoken=");
  });
});
