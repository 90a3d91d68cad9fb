import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, orders, products } from "../../db/schema.js";
import { createDiscount, finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx, { phoneStock: 10, storeStock: 0 });
});
afterAll(() => t.close());

async function shoppers(n: number, productId: number): Promise<TestClient[]> {
  const out: TestClient[] = [];
  for (let i = 0; i < n; i++) {
    const c = t.client();
    await c.post("/api/new/cart/add/", { product: productId });
    out.push(c);
  }
  return out;
}

describe("order submit under concurrency", () => {
  it("200 simultaneous checkouts of a product with 10 units make exactly 10 orders and stock 0", async () => {
    const cs = await shoppers(200, f.phone.id);
    const results = await Promise.all(
      cs.map((c) =>
        c.post(
          "/api/new/checkout/finish/",
          finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(10);
    expect(results.every((r) => r.status === 201 || r.status === 409 || r.status === 400)).toBe(true);
    const [p] = await t.ctx.db
      .select({ s: products.warehouseStock })
      .from(products)
      .where(eq(products.id, f.phone.id));
    expect(p.s).toBe(0);
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(n).toBe(10);
    expect(new Set(ok.map((r) => r.body.order_number)).size).toBe(10);
  }, 120_000);

  it("50 simultaneous uses of one single-use code give exactly one success", async () => {
    await createDiscount(t.ctx, {
      marketingName: "Jednorázová",
      code: "ONCE000001",
      singleUse: true,
      discountType: "absolute",
      discountValue: 10_000,
    });
    const cs = await shoppers(50, f.acc.id);
    for (const c of cs)
      expect((await c.post("/api/new/checkout/discount/add/", { code: "ONCE000001" })).status).toBe(200);
    const results = await Promise.all(
      cs.map((c) =>
        c.post(
          "/api/new/checkout/finish/",
          finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
        ),
      ),
    );
    const withCode = results.filter((r) => r.status === 201);
    expect(withCode).toHaveLength(1);
    const [code] = await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.code, "ONCE000001"));
    expect(code.usedAt).not.toBeNull();
    // the others are told the code is gone and can order without it
    const refused = results.find((r) => r.status !== 201)!;
    expect([400, 409]).toContain(refused.status);
  }, 120_000);

  it("a double submit racing with itself makes one order", async () => {
    const [c] = await shoppers(1, f.acc.id);
    const payload = finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" });
    const [a, b] = await Promise.all([
      c.post("/api/new/checkout/finish/", payload),
      c.post("/api/new/checkout/finish/", payload),
    ]);
    expect(a.body.order_number).toBe(b.body.order_number);
  });
});
