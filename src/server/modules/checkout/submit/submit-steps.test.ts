import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FinishBody } from "../../../../contract/checkout.js";
import { carts, orders, products, storeStock } from "../../../db/schema.js";
import { AppError } from "../../../platform/errors.js";
import { finishPayload, seedCheckoutFixture } from "../../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../../testing/test-app.js";
import { closeCart } from "./close-cart.js";
import { priceOrder } from "./price.js";
import { reserveStock } from "./reserve-stock.js";
import { resolveDeliveryPayment } from "./resolve-delivery-payment.js";
import { load, validate } from "./validate.js";

/** Each step of the order submit on its own, against a real database. */
let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
});
afterAll(() => t.close());

/** A shopper's cart with the given products, its id and its client. */
async function cartWith(lines: { product: number; quantity?: number }[]) {
  const c = t.client();
  for (const l of lines) await c.post("/api/new/cart/add/", l);
  const [row] = await t.ctx.db.select().from(carts).orderBy(desc(carts.id)).limit(1);
  return { c, cartId: row.id };
}

async function loaded(cartId: number | null) {
  const l = await load(t.ctx, { cartId, userId: null }, finishPayload().token);
  if (l.existing) throw new Error("no order was expected");
  return l;
}

const refusal = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
  return null;
};

const stockOf = async (productId: number) =>
  (await t.ctx.db.select().from(products).where(eq(products.id, productId)))[0].warehouseStock;

describe("submit steps", () => {
  it("load answers with the order a token already made, before anything else", async () => {
    const { c } = await cartWith([{ product: f.phone.id }]);
    const body = finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" });
    expect((await c.post("/api/new/checkout/finish/", body)).status).toBe(201);
    const again = await load(t.ctx, { cartId: null, userId: null }, body.token);
    expect(again.existing?.token).toBe(body.token);
  });

  it("validate refuses no cart, an empty cart and an ordered cart, and passes an open one", async () => {
    const none = await loaded(null);
    expect(await refusal(() => validate(none.cart, none.priced))).toBe("checkout:emptyCart");

    const { cartId } = await cartWith([{ product: f.phone.id }]);
    const open = await loaded(cartId);
    expect(validate(open.cart, open.priced).cart.id).toBe(cartId);

    const empty = await loaded(cartId);
    expect(await refusal(() => validate(empty.cart, { ...empty.priced!, count: 0 }))).toBe(
      "checkout:emptyCart",
    );
    expect(await refusal(() => validate(empty.cart, { ...empty.priced!, needsReselect: true }))).toBe(
      "cart:insuranceReselect",
    );

    await t.ctx.db.update(carts).set({ status: "ordered" }).where(eq(carts.id, cartId));
    const ordered = await loaded(cartId);
    expect(ordered.priced).toBeNull();
    expect(await refusal(() => validate(ordered.cart, ordered.priced))).toBe("checkout:emptyCart");
  });

  it("price gives the summary's sums for the chosen delivery and payment", async () => {
    const { c, cartId } = await cartWith([{ product: f.acc.id, quantity: 2 }]);
    await c.post("/api/new/checkout/delivery/", { type_delivery_code: "ppl" });
    const shown = (await c.post("/api/new/checkout/payment/", { type_payment: "bank_transfer" })).body;
    const l = await loaded(cartId);
    const { cart, priced } = validate(l.cart, l.priced);
    const body = finishPayload({ type_payment: "bank_transfer" }) as unknown as FinishBody;
    const resolved = await resolveDeliveryPayment(t.ctx, cart, priced, body);
    const price = priceOrder(priced, resolved);
    expect(price).toEqual({
      goods: shown.items_total - shown.discount_total,
      deliveryPrice: shown.delivery_price,
      paymentFee: shown.payment_fee,
      vatTotal: shown.vat_total,
      total: shown.total,
    });
    expect(price.deliveryPrice).toBeGreaterThan(0);
  });

  it("reserve stock refuses when neither the store nor the warehouse has the units, and takes nothing", async () => {
    const before = await stockOf(f.phone.id);
    const need = new Map([[f.phone.id, before + 1]]);
    const lines = [{ id: 1, parentId: null, kind: "product", productId: f.phone.id, quantity: before + 1 }];
    const refused = await refusal(
      t.ctx.db.transaction((tx) => reserveStock(tx, { storeId: f.praha.id, need, lines: lines as never })),
    );
    expect(refused).toBe("checkout:soldOut");
    expect(await stockOf(f.phone.id)).toBe(before);
  });

  it("reserve stock takes a store's units first, the warehouse's else, and leaves out a gift that ran out", async () => {
    const atPraha = async () =>
      (
        await t.ctx.db
          .select()
          .from(storeStock)
          .where(and(eq(storeStock.storeId, f.praha.id), eq(storeStock.productId, f.phone.id)))
      )[0].quantity;
    const store = await atPraha();
    const warehouse = await stockOf(f.acc.id);
    const lines = [
      { id: 1, parentId: null, kind: "product", productId: f.phone.id, quantity: 1 },
      // More cases than the store holds (5): they come from the warehouse.
      { id: 2, parentId: null, kind: "product", productId: f.acc.id, quantity: 6 },
      // A gift nobody has: left out, the order goes on.
      { id: 3, parentId: 1, kind: "gift", productId: f.acc.id, quantity: warehouse + 100 },
    ];
    const need = new Map([
      [f.phone.id, 1],
      [f.acc.id, 6],
    ]);
    const r = await t.ctx.db.transaction((tx) =>
      reserveStock(tx, { storeId: f.praha.id, need, lines: lines as never }),
    );
    expect([...r.reserved]).toEqual([
      [f.phone.id, f.praha.id],
      [f.acc.id, null],
    ]);
    expect([...r.giftless]).toEqual([3]);
    expect(r.deferred).toBeNull();
    expect(await atPraha()).toBe(store - 1);
    expect(await stockOf(f.acc.id)).toBe(warehouse - 6);
  });

  it("reserve stock leaves a simple cart's stock to the closing statement, which refuses when it is short", async () => {
    const need = new Map([[f.acc.id, 1]]);
    const lines = [{ id: 1, parentId: null, kind: "product", productId: f.acc.id, quantity: 1 }];
    const r = await t.ctx.db.transaction((tx) =>
      reserveStock(tx, { storeId: null, need, lines: lines as never }),
    );
    expect(r.deferred).toBe(need);

    const { c, cartId } = await cartWith([{ product: f.acc.id }]);
    await c.post("/api/new/checkout/delivery/", { type_delivery_code: "ppl" });
    const [order] = await t.ctx.db.select().from(orders).limit(1);
    const short = new Map([[f.acc.id, (await stockOf(f.acc.id)) + 1]]);
    const refused = await refusal(
      t.ctx.db.transaction((tx) =>
        closeCart(tx, { cartId, orderId: order.id, now: new Date(), items: null, stock: short }),
      ),
    );
    expect(refused).toBe("checkout:soldOut");
    // Rolled back: the cart is still open.
    const [cart] = await t.ctx.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart.status).toBe("open");
  });

  it("close cart refuses a cart that is no longer open", async () => {
    const { cartId } = await cartWith([{ product: f.acc.id }]);
    await t.ctx.db.update(carts).set({ status: "ordered" }).where(eq(carts.id, cartId));
    const [order] = await t.ctx.db.select().from(orders).limit(1);
    const refused = await refusal(
      t.ctx.db.transaction((tx) =>
        closeCart(tx, { cartId, orderId: order.id, now: new Date(), items: null, stock: null }),
      ),
    );
    expect(refused).toBe("checkout:cartChanged");
  });
});
