import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  await createUser(t.ctx, { email: "obsah@example.cz", password: "Heslo123!", role: "catalog" });
  staff = t.client();
  await staff.login("obsah@example.cz", "Heslo123!");
});
afterAll(() => t.close());

describe("a landing page's product strip by category", () => {
  it("shows the category page's first products in its order; an unknown category shows none", async () => {
    const created = await staff.post("/api/new/content/admin/landing-pages/", {
      language: "cs",
      slug: "telefony-vyber",
      title: "Výběr telefonů",
      publish_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const add = async () =>
      (
        await staff.post(`/api/new/content/admin/landing-pages/${created.body.id}/components/`, {
          type: "product_strip",
        })
      ).body.id as number;
    const [phones, nowhere] = [await add(), await add()];
    const strip = (pk: number, category_path: string) =>
      staff.post(`/api/new/content/component-params/${pk}/`, {
        title: "Telefony",
        source: "category",
        category_path,
        limit: 4,
      });
    expect((await strip(phones, "/mobilni-telefony/")).status).toBe(200);
    expect((await strip(nowhere, "/neni-takova/")).status).toBe(200);

    const page = await t.client().get("/api/new/content/landing/?slug=telefony-vyber");
    expect(page.status).toBe(200);
    const listed = await t.client().get("/api/new/catalog/products/?category=mobilni-telefony");
    expect(listed.status).toBe(200);
    const first = listed.body.items.slice(0, 4).map((c: { seo_name: string }) => c.seo_name);
    expect(first).toHaveLength(4);
    const [shown, empty] = page.body.components;
    expect(shown.cards.map((c: { seo_name: string }) => c.seo_name)).toEqual(first);
    expect(empty.cards).toEqual([]);
  });
});
