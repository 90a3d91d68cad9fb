import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderItems, products, storeStock } from "../../db/schema.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";
import { skipsWarehouse } from "./orders.service.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

const warehouse = async (productId: number) =>
  (
    await k.t.ctx.db.select({ s: products.warehouseStock }).from(products).where(eq(products.id, productId))
  )[0].s;
const atStore = async (storeId: number, productId: number) =>
  (
    await k.t.ctx.db
      .select({ q: storeStock.quantity })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)))
  )[0]?.q ?? 0;
const setStore = (storeId: number, productId: number, quantity: number) =>
  k.t.ctx.db
    .update(storeStock)
    .set({ quantity })
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
const candidates = async (id: number) =>
  (await k.staff.get(`${ADMIN_ORDERS}/${id}/ship-from-store/`)).body.results as {
    id: number;
    name: string;
  }[];
const skip = (id: number, storeId: number, as = k.staff) =>
  as.post(`${ADMIN_ORDERS}/${id}/ship-from-store/`, { store_id: storeId });

describe("skip warehouse order (spec)", () => {
  it("offers the stores holding every product, and moves the reservation from the warehouse to the chosen one", async () => {
    await setStore(k.f.praha.id, k.f.phone.id, 2);
    await setStore(k.f.praha.id, k.f.acc.id, 5);
    const o = await k.order([{ product: k.f.phone.id }, { product: k.f.acc.id, quantity: 2 }]);
    expect((await k.detail(o.id)).skip_warehouse_refusal).toBeNull();
    expect((await candidates(o.id)).map((s) => s.name)).toEqual(["Praha Centrum"]);
    const [phoneBefore, caseBefore] = [await warehouse(k.f.phone.id), await warehouse(k.f.acc.id)];

    const res = await skip(o.id, k.f.praha.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ship_from_store_id: k.f.praha.id, ship_from_store: "Praha Centrum" });
    expect(await warehouse(k.f.phone.id)).toBe(phoneBefore + 1);
    expect(await warehouse(k.f.acc.id)).toBe(caseBefore + 2);
    expect(await atStore(k.f.praha.id, k.f.phone.id)).toBe(1);
    expect(await atStore(k.f.praha.id, k.f.acc.id)).toBe(3);
    const items = await k.t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
    expect(items.map((i) => i.reservedStoreId)).toEqual([k.f.praha.id, k.f.praha.id]);
    expect(res.body.history.at(-1)).toMatchObject({ field: "ship_from_store", value: "Praha Centrum" });
    const [audited] = await k.t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "order.ship-from-store"))
      .orderBy(desc(auditLog.id));
    expect(audited).toMatchObject({ entityId: String(o.id), detail: { storeId: k.f.praha.id } });
    // The warehouse's picking overview leaves it out.
    expect(skipsWarehouse({ shipFromStoreId: res.body.ship_from_store_id })).toBe(true);
    expect(skipsWarehouse({ shipFromStoreId: null })).toBe(false);

    // The same store again changes nothing; it is no longer offered.
    expect((await candidates(o.id)).map((s) => s.id)).not.toContain(k.f.praha.id);
    const again = await skip(o.id, k.f.praha.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Objednávka se už posílá z této prodejny.");

    // Cancelling gives the units back to the store that holds them now.
    expect((await k.staff.post(`${ADMIN_ORDERS}/${o.id}/cancel/`, { confirm: true })).status).toBe(200);
    expect(await atStore(k.f.praha.id, k.f.phone.id)).toBe(2);
    expect(await warehouse(k.f.phone.id)).toBe(phoneBefore + 1);
  });

  it("refuses a store short of a product (a conflict, nothing moved) and an unknown store", async () => {
    await setStore(k.f.praha.id, k.f.phone.id, 2);
    await setStore(k.f.praha.id, k.f.acc.id, 0);
    const o = await k.order([{ product: k.f.phone.id }, { product: k.f.acc.id }]);
    expect(await candidates(o.id)).toEqual([]);
    const before = await warehouse(k.f.phone.id);
    const short = await skip(o.id, k.f.praha.id);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe("Prodejna Praha Centrum nemá skladem: Obal iPhone 15.");
    expect(await warehouse(k.f.phone.id)).toBe(before);
    expect(await atStore(k.f.praha.id, k.f.phone.id)).toBe(2);
    expect((await k.detail(o.id)).ship_from_store_id).toBeNull();

    const none = await skip(o.id, 999_999);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ store_id: ["Prodejna nebyla nalezena."] });
    expect((await skip(o.id, 0)).status).toBe(400);
  });

  it("is allowed only before picking starts", async () => {
    await setStore(k.f.praha.id, k.f.phone.id, 5);
    const processing = await k.order();
    await k.setOrder(processing.id, { status: "processing" });
    const late = await skip(processing.id, k.f.praha.id);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      "Z prodejny lze poslat jen přijatou nebo potvrzenou objednávku, než se začne vychystávat.",
    );
    expect((await k.detail(processing.id)).skip_warehouse_refusal).toBe(late.body.message);

    const picked = await k.order();
    await k.setOrder(picked.id, { status: "confirmed" });
    const item = (await k.detail(picked.id)).items[0].id;
    await k.staff.post(`${ADMIN_ORDERS}/${picked.id}/picking/`, { item_id: item, status: "not_found" });
    const started = await skip(picked.id, k.f.praha.id);
    expect(started.status).toBe(400);
    expect(started.body.message).toBe("Z prodejny už objednávku poslat nelze: vychystávání začalo.");
  });

  it("is staff's with the orders permission", async () => {
    const o = await k.order();
    expect((await skip(o.id, k.f.praha.id, k.t.client())).status).toBe(401);
    expect((await skip(o.id, k.f.praha.id, k.customer)).status).toBe(403);
    expect((await k.customer.get(`${ADMIN_ORDERS}/${o.id}/ship-from-store/`)).status).toBe(403);
  });
});
