import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bonusAmount } from "../../../domain/buyback-bonus.js";
import { seedBuybackFixtures, sellRequest } from "../../testing/buyback-fixtures.js";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { setBuybackBonusSource } from "./buyback-bonus.js";
import { buybackModuleSource } from "./buyback-bonus-source.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedBuybackFixtures(t.ctx);
  f = await seedCheckoutFixture(t.ctx);
});
afterAll(() => t.close());

describe("buy-back bonus from the buy-back area", () => {
  it("gives the seller the bonus fixed at the sale, and nobody else", async () => {
    const seller = t.client();
    const sold = await seller.post("/api/new/buyback/sell/", sellRequest());
    expect(sold.status).toBe(201);
    const { package_id } = (await seller.post("/api/new/cart/add/", { product: f.phone.id })).body;
    const res = await seller.post("/api/new/cart/buyback-bonus/", {
      package_id,
      buyout_quote_id: sold.body.id,
    });
    expect(res.status).toBe(200);
    // 13 760 Kč buy-back price, 15 % bonus from the bonus settings
    expect(res.body.packages[0].buyout_bonus).toEqual({
      quote_id: sold.body.id,
      percent: 15,
      amount: 206_400,
    });

    const stranger = t.client();
    const other = (await stranger.post("/api/new/cart/add/", { product: f.phone.id })).body.package_id;
    const refused = await stranger.post("/api/new/cart/buyback-bonus/", {
      package_id: other,
      buyout_quote_id: sold.body.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.buyout_quote_id).toEqual(["Výkup nelze k tomuto produktu použít."]);
  });

  it("credits the bonus the buy-back page promised: 1 050 Kč at 5 % is 52 Kč, not 53 Kč", async () => {
    setBuybackBonusSource({
      acceptedQuote: async (_ctx, id) =>
        id === "BB-1050"
          ? { id, price: 105_000, productTypeCode: null, manufacturerId: null, quality: "A" }
          : null,
      bonusPercent: async () => 5,
    });
    try {
      const c = t.client();
      const { package_id } = (await c.post("/api/new/cart/add/", { product: f.phone.id })).body;
      const res = await c.post("/api/new/cart/buyback-bonus/", { package_id, buyout_quote_id: "BB-1050" });
      expect(res.status).toBe(200);
      expect(res.body.packages[0].buyout_bonus).toEqual({ quote_id: "BB-1050", percent: 5, amount: 5_200 });
      // The page shows the price with this same bonus (price-summary.tsx): 1 102 Kč.
      expect(105_000 + bonusAmount(105_000, 5)).toBe(110_200);
    } finally {
      setBuybackBonusSource(buybackModuleSource);
    }
  });
});
