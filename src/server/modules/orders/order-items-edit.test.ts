import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vatOf } from "../../../domain/vat.js";
import { auditLog, products } from "../../db/schema.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";
import { orderSums } from "./order-items-edit.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

const stock = async (id: number) =>
  (await k.t.ctx.db.select({ s: products.warehouseStock }).from(products).where(eq(products.id, id)))[0].s;
const add = (id: number, body: object, as = k.staff) => as.post(`${ADMIN_ORDERS}/${id}/items/`, body);
const remove = (id: number, item: number, as = k.staff) => as.delete(`${ADMIN_ORDERS}/${id}/items/${item}/`);
const sums = (d: Record<string, number>) => ({
  items_total: d.items_total,
  discount_total: d.discount_total,
  delivery_price: d.delivery_price,
  vat_total: d.vat_total,
  total: d.total,
});

const PHONE = 1_999_000;
const CASE = 49_900;
const INSURANCE = 249_000;

describe("adding and removing products (spec §4: not in the states where stock is picked or handed over)", () => {
  it("adds a product by its code at its list price, reserves it and prices the order again as the checkout", async () => {
    const o = await k.order([{ product: k.f.phone.id, generalTuito: k.f.general.id }]);
    const before = await k.detail(o.id);
    expect(sums(before)).toEqual({
      items_total: PHONE + INSURANCE,
      discount_total: 0,
      delivery_price: 0,
      vat_total: vatOf(PHONE, 21),
      total: PHONE + INSURANCE,
    });
    const caseStock = await stock(k.f.acc.id);

    // Typed as a scanner would, in small letters.
    const res = await add(o.id, { code: k.f.acc.code.toLowerCase(), quantity: 2 });
    expect(res.status, res.text).toBe(200);
    const line = res.body.items.at(-1);
    expect(line).toMatchObject({
      kind: "product",
      code: k.f.acc.code,
      name: "Obal iPhone 15",
      quantity: 2,
      unit_price: CASE,
      final_price: 2 * CASE,
      picking_status: "waiting",
      parent_id: null,
    });
    expect(sums(res.body)).toEqual({
      items_total: PHONE + INSURANCE + 2 * CASE,
      discount_total: 0,
      delivery_price: 0,
      // The goods at 21 %, the insurance exempt.
      vat_total: vatOf(PHONE + 2 * CASE, 21),
      total: PHONE + INSURANCE + 2 * CASE,
    });
    expect(await stock(k.f.acc.id)).toBe(caseStock - 2);
    expect(res.body.history.at(-1)).toMatchObject({ field: "item_added", value: "2 × Obal iPhone 15" });

    // Removing it gives the units back and the order its sums.
    const removed = await remove(o.id, line.id);
    expect(removed.status, removed.text).toBe(200);
    expect(sums(removed.body)).toEqual(sums(before));
    expect(await stock(k.f.acc.id)).toBe(caseStock);
    expect(removed.body.history.at(-1)).toMatchObject({ field: "item_removed", value: "2 × Obal iPhone 15" });
    const audited = await k.t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(o.id)))
      .orderBy(desc(auditLog.id));
    expect(audited.map((a) => a.action).slice(0, 2)).toEqual(["order.item-remove", "order.item-add"]);

    // Staff's changes are not steps on the customer's status page.
    const pub = (await k.t.client().get(`/api/new/orders/status/${o.number}/?key=${o.accessKey}`)).body;
    expect(pub.history.map((h: { field: string }) => h.field)).toEqual(["status"]);
  });

  it("charges delivery again when the goods fall under its free limit, and drops it above", async () => {
    const o = await k.order([{ product: k.f.acc.id }]);
    expect(sums(await k.detail(o.id))).toMatchObject({ delivery_price: 9_900, total: CASE + 9_900 });
    const up = (await add(o.id, { code: k.f.phone.code, quantity: 1 })).body;
    expect(sums(up)).toEqual({
      items_total: CASE + PHONE,
      discount_total: 0,
      delivery_price: 0,
      vat_total: vatOf(CASE + PHONE, 21),
      total: CASE + PHONE,
    });
    const caseLine = up.items.find((i: { code: string }) => i.code === k.f.acc.code);
    const down = (await remove(o.id, caseLine.id)).body;
    expect(sums(down)).toMatchObject({ delivery_price: 0, total: PHONE });
    const phoneLine = down.items[0];
    await add(o.id, { code: k.f.acc.code, quantity: 1 });
    const cheap = (await remove(o.id, phoneLine.id)).body;
    expect(sums(cheap)).toEqual({
      items_total: CASE,
      discount_total: 0,
      delivery_price: 9_900,
      vat_total: vatOf(CASE + 9_900, 21),
      total: CASE + 9_900,
    });
  });

  it("removes a device with its insurance, but never the order's last product", async () => {
    const o = await k.order([{ product: k.f.phone.id, generalTuito: k.f.general.id }]);
    const phone = (await k.detail(o.id)).items[0];
    const last = await remove(o.id, phone.id);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe(
      "Objednávka musí mít alespoň jeden produkt. Celou objednávku zrušíte tlačítkem Zrušit objednávku.",
    );
    await add(o.id, { code: k.f.acc.code, quantity: 1 });
    const res = await remove(o.id, phone.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((i: { kind: string }) => i.kind)).toEqual(["product"]);
    expect(sums(res.body)).toMatchObject({ items_total: CASE, total: CASE + 9_900 });
    expect((await remove(o.id, 999_999)).status).toBe(404);
  });

  it("refuses unknown codes, products no longer sold and more than the stock, with Czech field errors", async () => {
    const o = await k.order();
    const unknown = await add(o.id, { code: "NIC-TAKOVEHO", quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: ["Produkt s tímto kódem neexistuje."] });
    const bad = await add(o.id, { code: "", quantity: 0 });
    expect(bad.body).toMatchObject({
      code: ["Tato hodnota je požadována."],
      quantity: ["Hodnota musí být alespoň 1."],
    });
    const tooMany = await add(o.id, { code: k.f.acc.code, quantity: 100 });
    expect(tooMany.body).toMatchObject({
      quantity: [`Tolik kusů není skladem (k dispozici: ${await stock(k.f.acc.id)}).`],
    });
    await k.t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, k.f.acc.id));
    try {
      expect((await add(o.id, { code: k.f.acc.code, quantity: 1 })).body).toMatchObject({
        code: ["Tento produkt se už neprodává."],
      });
    } finally {
      await k.t.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, k.f.acc.id));
    }
    expect((await k.detail(o.id)).items).toHaveLength(1);
  });

  it("takes a store pickup's product from its store first, and a skip-warehouse order's only from its store", async () => {
    const pickup = await k.order([{ product: k.f.acc.id }], {
      type_payment: "cash_on_pickup",
      type_delivery_code: "store",
      store: k.f.praha.seoName,
    });
    const res = await add(pickup.id, { code: k.f.acc.code, quantity: 1 });
    expect(res.status, res.text).toBe(200);
    const [added] = await k.t.ctx.db.query.orderItems.findMany({
      where: (i, { eq }) => eq(i.id, res.body.items.at(-1).id),
    });
    expect(added.reservedStoreId).toBe(k.f.praha.id);

    const shipped = await k.order([{ product: k.f.acc.id }]);
    await k.setOrder(shipped.id, { shipFromStoreId: k.f.brno.id });
    const none = await add(shipped.id, { code: k.f.acc.code, quantity: 1 });
    expect(none.body).toMatchObject({ quantity: ["Tolik kusů není skladem (k dispozici: 0)."] });
  });

  it.each([
    ["packed", "refusedStatus"],
    ["ready", "refusedStatus"],
    ["shipped", "refusedStatus"],
    ["delivered", "refusedStatus"],
    ["cancelled", "refusedStatus"],
    ["returned", "refusedStatus"],
  ])("refuses a %s order", async (status) => {
    const o = await k.order();
    await k.setOrder(o.id, { status });
    const res = await add(o.id, { code: k.f.acc.code, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Produkty lze přidávat a odebírat jen u přijaté, potvrzené nebo vyřizované objednávky, dokud z ní není nic vychystáno (ne u zabalené, připravené, odeslané, doručené, zrušené ani vrácené).",
    );
    expect((await k.detail(o.id)).items_refusal).toBe(res.body.message);
    expect((await remove(o.id, (await k.detail(o.id)).items[0].id)).status).toBe(400);
  });

  it("allows a processing order until something is picked (a product not found may be swapped)", async () => {
    const o = await k.order();
    await k.setOrder(o.id, { status: "processing" });
    const phone = (await k.detail(o.id)).items[0];
    await k.staff.post(`${ADMIN_ORDERS}/${o.id}/picking/`, { item_id: phone.id, status: "not_found" });
    const swapped = await add(o.id, { code: k.f.acc.code, quantity: 1 });
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.body.items_refusal).toBeNull();
    const caseLine = swapped.body.items.at(-1);
    await k.staff.post(`${ADMIN_ORDERS}/${o.id}/picking/`, { item_id: caseLine.id, status: "picked" });
    const refused = await remove(o.id, phone.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Produkty už nelze přidávat ani odebírat: část zboží je vychystaná.");
  });

  it("refuses after the invoice was issued and on an instalment order", async () => {
    const invoiced = await k.order();
    await k.staff.post(`${ADMIN_ORDERS}/${invoiced.id}/invoice/`, { action: "create" });
    const res = await add(invoiced.id, { code: k.f.acc.code, quantity: 1 });
    expect(res.body.message).toBe(
      "Produkty už nelze přidávat ani odebírat: k objednávce je vystavená faktura.",
    );

    const loan = await k.order();
    await k.setOrder(loan.id, { installment: { company: "homecredit", status: "approved" } });
    expect((await add(loan.id, { code: k.f.acc.code, quantity: 1 })).body.message).toBe(
      "U objednávky na splátky nelze produkty přidávat ani odebírat: úvěr je schválený na její částku.",
    );
  });

  it("is staff's: 401 for a visitor, 403 for a customer", async () => {
    const o = await k.order();
    expect((await add(o.id, { code: k.f.acc.code, quantity: 1 }, k.t.client())).status).toBe(401);
    expect((await add(o.id, { code: k.f.acc.code, quantity: 1 }, k.customer)).status).toBe(403);
    expect((await remove(o.id, 1, k.customer)).status).toBe(403);
  });
});

describe("the order's sums", () => {
  it("keep the lines' discounts and a buy-back bonus, and keep a retired delivery method's price", () => {
    const o = {
      currency: "CZK",
      deliveryCode: "ppl",
      deliveryPrice: 9_900,
      paymentFee: 3_900,
      discounts: [
        { id: 1, name: "Jaro", code: "JARO10", amount: 10_000 },
        { id: 0, name: "buyback:q1", code: null, amount: 50_000 },
      ],
    };
    const items = [
      { kind: "product", quantity: 1, unitPrice: 100_000, finalPrice: 90_000, vatRate: 21 },
      { kind: "product", quantity: 2, unitPrice: 20_000, finalPrice: 40_000, vatRate: 12 },
    ];
    // Goods 130 000 − 50 000 bonus = 80 000, under PPL's 3 000 Kč limit: delivery charged.
    expect(orderSums(o, items)).toEqual({
      itemsTotal: 140_000,
      discountTotal: 60_000,
      deliveryPrice: 9_900,
      vatTotal: vatOf(90_000 + 9_900 + 3_900, 21) + vatOf(40_000, 12),
      total: 80_000 + 9_900 + 3_900,
    });
    expect(orderSums({ ...o, deliveryCode: "retired" }, items).deliveryPrice).toBe(9_900);
    expect(orderSums({ ...o, deliveryCode: "retired", deliveryPrice: 4_200 }, items).deliveryPrice).toBe(
      4_200,
    );
  });
});
