import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUser } from "../modules/accounts/accounts.service.js";
import { catalogFactory } from "../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { readForPage } from "./page-reads.js";

let t: TestApp;
let phone: { id: number; seoName: string };
beforeAll(async () => {
  t = await createTestApp({
    // Stands in for a page: reads `url` in-process with this request (its cookies, session, language).
    routes: async (app) => {
      app.get("/test/page-read/", async (req) => {
        const read = await readForPage(app, req, (req.query as { url: string }).url);
        return read ? { status: read.status, body: read.body } : { none: true };
      });
    },
  });
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const model = await f.model({
    name: "Google Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 128, price: 20990 }],
  });
  phone = model.products[0];
  await createUser(t.ctx, { email: "petr@example.cz", password: "Heslo123!", firstName: "Petr" });
});
afterAll(() => t.close());

/** What a page reads in-process and what the browser gets over HTTP, for the same shopper. */
async function bothWays(c: ReturnType<TestApp["client"]>, url: string) {
  const page = await c.get(`/test/page-read/?url=${encodeURIComponent(url)}`);
  const http = await c.get(url);
  return { inProcess: page.body, http: { status: http.status, body: http.body } };
}

describe("page reads (a page's loaders read the layout and a catalogue address without app.inject)", () => {
  it("answer the layout exactly as HTTP does, for a guest and for a customer with a cart", async () => {
    const c = t.client();
    const guest = await bothWays(c, "/api/new/shell/");
    expect(guest.inProcess).toEqual(guest.http);
    expect(guest.inProcess.body.me.user).toBeNull();

    await c.post("/api/new/cart/add/", { product: phone.id });
    await c.login("petr@example.cz", "Heslo123!");
    const customer = await bothWays(c, "/api/new/shell/");
    expect(customer.inProcess).toEqual(customer.http);
    expect(customer.inProcess.body.me.user.first_name).toBe("Petr");
    expect(customer.inProcess.body.cart_count).toBe(1);
  });

  it("answer a product, a category, a missing address and bad input as HTTP does (errors in Czech)", async () => {
    const c = t.client();
    const product = await bothWays(c, `/api/new/catalog/page/?path=${phone.seoName}`);
    expect(product.inProcess).toEqual(product.http);
    expect(product.inProcess.body.kind).toBe("product");
    expect(product.inProcess.body.product.id).toBe(phone.id);

    const category = await bothWays(c, "/api/new/catalog/page/?path=telefony");
    expect(category.inProcess).toEqual(category.http);
    expect(category.inProcess.body.kind).toBe("category");

    const missing = await bothWays(c, "/api/new/catalog/page/?path=nic-takoveho");
    expect(missing.inProcess).toEqual(missing.http);
    expect(missing.inProcess.status).toBe(404);

    for (const query of ["", "?path=", `?path=${"x".repeat(301)}`]) {
      const bad = await bothWays(c, `/api/new/catalog/page/${query}`);
      expect(bad.inProcess).toEqual(bad.http);
      expect(bad.inProcess.status).toBe(400);
    }
    const empty = await bothWays(c, "/api/new/catalog/page/");
    expect(empty.inProcess.body.path).toEqual(["Tato hodnota je požadována."]);
  });

  it("leave every other route to app.inject", async () => {
    const me = encodeURIComponent("/api/new/accounts/me/");
    expect((await t.client().get(`/test/page-read/?url=${me}`)).body).toEqual({ none: true });
  });

  it("may be declared only by public GET routes", async () => {
    const refused = async (method: "GET" | "POST", access?: "user") => {
      const app = (await import("fastify")).default();
      const { collectPageReads } = await import("./page-reads.js");
      collectPageReads(app);
      try {
        app.route({
          method,
          url: "/x/",
          schema: { querystring: z.object({}) },
          config: { access, pageRead: async () => "{}" },
          handler: async () => ({}),
        });
        await app.ready();
        return false;
      } catch (e) {
        return String(e).includes("only a public GET route");
      } finally {
        await app.close();
      }
    };
    expect(await refused("GET", "user")).toBe(true);
    expect(await refused("POST")).toBe(true);
    expect(await refused("GET")).toBe(false);
  });
});
