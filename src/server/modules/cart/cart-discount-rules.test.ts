import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartDiscounts, carts, discountCodes } from "../../db/schema.js";
import { createDiscount } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { cartRules } from "../discounts/discounts.queries.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function newCart(token: string) {
  const [c] = await t.ctx.db.insert(carts).values({ tokenHash: token }).returning({ id: carts.id });
  return c.id;
}

async function link(cartId: number, discountId: number, code: string) {
  const [c] = await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.code, code));
  await t.ctx.db.insert(cartDiscounts).values({ cartId, discountId, codeId: c.id });
  return c.id;
}

describe("the discounts a cart is priced with", () => {
  it("are its own discounts with their codes, then the automatic ones valid now, each once", async () => {
    const now = new Date();
    const auto = await createDiscount(t.ctx, { marketingName: "Auto", isAutomaticAssignment: true });
    await createDiscount(t.ctx, {
      marketingName: "Expired",
      isAutomaticAssignment: true,
      validTo: new Date(now.getTime() - DAY),
    });
    await createDiscount(t.ctx, {
      marketingName: "Future",
      isAutomaticAssignment: true,
      validFrom: new Date(now.getTime() + DAY),
    });
    await createDiscount(t.ctx, { marketingName: "Off", isAutomaticAssignment: true, isActive: false });
    const window = await createDiscount(t.ctx, {
      marketingName: "Window",
      isAutomaticAssignment: true,
      validFrom: new Date(now.getTime() - DAY),
      validTo: new Date(now.getTime() + DAY),
    });
    const coded = await createDiscount(t.ctx, { marketingName: "Code", code: "RULES10" });
    const autoCoded = await createDiscount(t.ctx, {
      marketingName: "Auto with a code",
      isAutomaticAssignment: true,
      code: "RULES5",
    });
    const used = await createDiscount(t.ctx, { marketingName: "Used", code: "RULESONCE", singleUse: true });

    const mine = await newCart("rules-mine");
    const codedId = await link(mine, coded.id, "RULES10");
    const autoCodedId = await link(mine, autoCoded.id, "RULES5");
    const usedId = await link(mine, used.id, "RULESONCE");
    await t.ctx.db.update(discountCodes).set({ usedAt: now }).where(eq(discountCodes.code, "RULESONCE"));

    const rules = await cartRules(t.ctx.db, mine, now);
    expect(rules.map((r) => [r.name, r.code, r.codeId, r.active])).toEqual([
      ["Code", "RULES10", codedId, true],
      // an automatic discount the cart holds by its code comes once, as the cart's own
      ["Auto with a code", "RULES5", autoCodedId, true],
      // a single-use code used meanwhile by another order leaves its discount invalid
      ["Used", "RULESONCE", usedId, false],
      ["Auto", null, null, true],
      ["Window", null, null, true],
    ]);
    expect(rules[3]).toMatchObject({ id: auto.id, type: "percentage", value: 10, combinable: true });
    expect(rules[4].validTo?.getTime()).toBe(window.validTo?.getTime());

    const other = await newCart("rules-other");
    expect((await cartRules(t.ctx.db, other, now)).map((r) => [r.name, r.code, r.codeId])).toEqual([
      ["Auto", null, null],
      ["Window", null, null],
      ["Auto with a code", null, null],
    ]);
    // the validity window is judged at the given time
    const later = new Date(now.getTime() + 2 * DAY);
    expect((await cartRules(t.ctx.db, other, later)).map((r) => r.name)).toEqual([
      "Auto",
      "Future",
      "Auto with a code",
    ]);
  });
});
