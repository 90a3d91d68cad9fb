import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { DEMO_BUSINESS, seedPricing } from "./pricing-seed.js";
import { DEMO_USERS } from "./seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ market: "ro", seeded: true });
}, 240_000);
afterAll(() => t.close());

describe("the demo price lists", () => {
  it("give the demo customers their level prices on the shop's market, one list starting next month", async () => {
    await seedPricing(t.ctx); // a second run adds nothing
    const staff = t.client();
    const admin = DEMO_USERS.find((u) => u.role === "admin")!;
    await staff.login(admin.email, admin.password);
    const lists = (await staff.get("/api/new/pricing/price-lists/")).body;
    expect(lists.count).toBe(4);
    expect(lists.results.every((l: { market: string }) => l.market === "ro")).toBe(true);
    expect(lists.results.map((l: { state: string }) => l.state).sort()).toEqual([
      "active",
      "active",
      "active",
      "scheduled",
    ]);

    const phones = (await t.client().get("/api/new/catalog/products/?category=telefoane&page_size=4")).body;
    const ids = phones.items.map((p: { id: number }) => p.id).join(",");
    expect(ids).not.toBe("");
    const firm = t.client();
    await firm.login(DEMO_BUSINESS.email, DEMO_BUSINESS.password);
    const retail = (await t.client().get(`/api/new/catalog/cards/?ids=${ids}`)).body.items;
    const business = (await firm.get(`/api/new/catalog/cards/?ids=${ids}`)).body.items;
    for (const [i, card] of business.entries()) {
      expect(card.price).toBeLessThan(retail[i].price);
      expect(card.retail_price).toBe(retail[i].price);
    }
    // the category page itself, re-priced for the business customer on the same models
    const page = (await firm.get("/api/new/catalog/products/?category=telefoane&page_size=4")).body;
    expect(page.items.map((p: { id: number }) => p.id)).toEqual(
      phones.items.map((p: { id: number }) => p.id),
    );
    expect(page.items[0].price).toBeLessThan(phones.items[0].price);
  });
});
