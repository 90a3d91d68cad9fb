import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketCode } from "../../../domain/market.js";
import { vatOf } from "../../../domain/vat.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import {
  buybackEvents,
  buybacks,
  crates,
  creditNotes,
  handovers,
  orderItems,
  orderPackages,
  orders,
  productLocations,
  products,
  serviceOrderEvents,
  serviceOrders,
  staffTasks,
  storeStock,
  users,
} from "../schema.js";
import { seedOrders } from "./orders-seed.js";
import { DEMO_USERS, seedDemo, seeders } from "./seed.js";

const STATUSES = [
  "new",
  "confirmed",
  "processing",
  "packed",
  "shipped",
  "ready",
  "delivered",
  "cancelled",
  "returned",
];
const customer = DEMO_USERS.find((u) => u.role === "customer")!;

describe.each<MarketCode>(["cz", "ro"])("the demo orders of the %s shop", (market) => {
  let t: TestApp;
  /** Warehouse and store stock before the order seed ran. */
  let before: { warehouse: Map<number, number>; stores: Map<string, number> };
  const stockNow = async () => ({
    warehouse: new Map(
      (await t.ctx.db.select({ id: products.id, n: products.warehouseStock }).from(products)).map((r) => [
        r.id,
        r.n,
      ]),
    ),
    stores: new Map(
      (await t.ctx.db.select().from(storeStock)).map((r) => [`${r.storeId}:${r.productId}`, r.quantity]),
    ),
  });

  beforeAll(async () => {
    t = await createTestApp({ market });
    const at = seeders.indexOf(seedOrders);
    for (const seeder of seeders.slice(0, at)) await seeder(t.ctx);
    before = await stockNow();
    for (const seeder of seeders.slice(at)) await seeder(t.ctx);
  });
  afterAll(() => t.close());

  const all = () => t.ctx.db.select().from(orders).orderBy(orders.id);
  const itemsOf = async () => {
    const rows = await t.ctx.db.select().from(orderItems);
    return (id: number) => rows.filter((i) => i.orderId === id);
  };

  it("has about thirty orders of the last two weeks, in every status", async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(STATUSES));
    const twoWeeks = Date.now() - 15 * 86_400_000;
    expect(rows.every((o) => o.createdAt.getTime() > twoWeeks && o.createdAt.getTime() <= Date.now())).toBe(
      true,
    );
    expect(rows.every((o) => o.currency === (market === "cz" ? "CZK" : "RON"))).toBe(true);
    // New orders both under and over the staff overview's 30 minutes.
    const ages = rows.filter((o) => o.status === "new").map((o) => Date.now() - o.createdAt.getTime());
    expect(ages.some((a) => a < 30 * 60_000)).toBe(true);
    expect(ages.some((a) => a > 30 * 60_000)).toBe(true);
  });

  it("adds up: items − discounts + delivery + fee = total, and the VAT per rate", async () => {
    const items = await itemsOf();
    for (const o of await all()) {
      const lines = items(o.id);
      expect(lines.length, o.number).toBeGreaterThan(0);
      expect(
        lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
        o.number,
      ).toBe(o.itemsTotal);
      expect(
        lines.reduce((s, l) => s + l.unitPrice * l.quantity - l.finalPrice, 0),
        o.number,
      ).toBe(o.discountTotal);
      expect(o.itemsTotal - o.discountTotal + o.deliveryPrice + o.paymentFee, o.number).toBe(o.total);
      expect(
        o.discounts.reduce((s, d) => s + d.amount, 0),
        o.number,
      ).toBe(o.discountTotal);
      // VAT per rate; delivery and the payment fee at the goods' main rate.
      const byRate = new Map<number, number>();
      for (const l of lines)
        if (l.finalPrice > 0) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.finalPrice);
      const main = Math.max(...lines.filter((l) => l.kind === "product").map((l) => l.vatRate));
      byRate.set(main, (byRate.get(main) ?? 0) + o.deliveryPrice + o.paymentFee);
      const vat = [...byRate].reduce((s, [rate, gross]) => s + vatOf(gross, rate), 0);
      expect(o.vatTotal, o.number).toBe(vat);
      expect(o.vatTotal).toBeGreaterThan(0);
    }
  });

  it("packs every packed order, hands every shipped one over with its number, keeps two picked orders in crates", async () => {
    const rows = await all();
    const packages = await t.ctx.db.select().from(orderPackages);
    const lists = new Map((await t.ctx.db.select().from(handovers)).map((h) => [h.id, h]));
    for (const o of rows.filter((x) => ["packed", "shipped"].includes(x.status))) {
      const mine = packages.filter((p) => p.orderId === o.id);
      expect(mine.length, o.number).toBeGreaterThan(0);
      expect(mine.every((p) => p.widthMm > 0 && p.heightMm > 0 && p.depthMm > 0 && p.weightG > 0)).toBe(true);
      if (o.status === "packed")
        expect(mine.every((p) => !lists.get(p.handoverId ?? 0)?.handedOverAt)).toBe(true);
      if (o.status !== "shipped") continue;
      expect(o.deliveryNumber, o.number).toBeTruthy();
      expect(o.deliveryStatus).toBe("shipped");
      for (const p of mine) {
        const h = lists.get(p.handoverId!)!;
        expect(h.handedOverAt, o.number).not.toBeNull();
        expect(h.carrier).toBe(o.deliveryCode);
        expect(p.parcelNumber).toBeTruthy();
      }
    }
    expect([...lists.values()].some((h) => h.handedOverAt === null)).toBe(true);
    const items = await itemsOf();
    const filled = (await t.ctx.db.select().from(crates)).filter((c) => c.orderId !== null);
    expect(filled).toHaveLength(2);
    for (const c of filled) {
      const o = rows.find((x) => x.id === c.orderId)!;
      expect(o.status).toBe("processing");
      expect(
        items(o.id)
          .filter((i) => i.productId !== null)
          .every((i) => i.pickingStatus === "picked"),
      ).toBe(true);
    }
    const picking = rows.filter((o) => o.status === "processing").flatMap((o) => items(o.id));
    expect(picking.some((i) => i.pickingStatus === "not_found")).toBe(true);
    expect(picking.some((i) => i.pickingStatus === "waiting" && i.productId !== null)).toBe(true);
  });

  it("takes the ordered units off the stock where they were reserved, never below zero", async () => {
    const now = await stockNow();
    const items = await itemsOf();
    const want = { warehouse: new Map(before.warehouse), stores: new Map(before.stores) };
    for (const o of (await all()).filter((x) => x.status !== "cancelled"))
      for (const i of items(o.id).filter((x) => x.productId !== null)) {
        if (i.reservedStoreId === null)
          want.warehouse.set(i.productId!, want.warehouse.get(i.productId!)! - i.quantity);
        else {
          const key = `${i.reservedStoreId}:${i.productId}`;
          want.stores.set(key, want.stores.get(key)! - i.quantity);
        }
      }
    expect(now).toEqual(want);
    expect([...now.warehouse.values(), ...now.stores.values()].every((n) => n >= 0)).toBe(true);
    // No product the seed ordered is sold out by it.
    for (const [id, n] of now.warehouse)
      if (before.warehouse.get(id)! > 0) expect(n, `product ${id}`).toBeGreaterThan(0);
  });

  it("issues the invoices of paid and delivered orders and credits the return", async () => {
    const rows = await all();
    for (const o of rows.filter(
      (x) => x.paymentStatus === "paid" || ["delivered", "returned"].includes(x.status),
    )) {
      expect(o.invoiceStatus, o.number).toBe("created");
      expect(o.invoiceNumber).toBe(`F${o.number}`);
      expect(o.invoiceIssuedAt!.getTime()).toBeGreaterThanOrEqual(o.createdAt.getTime());
    }
    for (const o of rows.filter((x) => ["new", "cancelled"].includes(x.status)))
      expect(o.invoiceNumber).toBeNull();
    const notes = await t.ctx.db.select().from(creditNotes);
    const returned = rows.find((o) => o.status === "returned")!;
    expect(notes.find((n) => n.orderId === returned.id)?.total).toBe(returned.total);
    expect(
      notes.some((n) => n.orderId !== returned.id && n.total < rows.find((o) => o.id === n.orderId)!.total),
    ).toBe(true);
    expect(notes.every((n) => n.number.startsWith(`D${rows.find((o) => o.id === n.orderId)!.number}`))).toBe(
      true,
    );
  });

  it("locates every product in the warehouse and has twenty crates", async () => {
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(products);
    const located = await t.ctx.db.select().from(productLocations);
    expect(located).toHaveLength(n);
    expect(located.every((l) => /^[A-F]-\d{2}-\d$/.test(l.location))).toBe(true);
    expect(await t.ctx.db.select().from(crates)).toHaveLength(20);
  });

  it("shows the demo customer their three orders in the account: delivered, shipped and new", async () => {
    const me = t.client();
    await me.login(customer.email, customer.password);
    const res = await me.get("/api/new/orders/mine/");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      "new",
      "shipped",
      "delivered",
    ]);
    const shipped = res.body.results[1] as { number: string };
    const detail = await me.get(`/api/new/orders/mine/${shipped.number}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.delivery.tracking_number).toBeTruthy();
    expect(detail.body.documents.invoice_number).toBe(`F${shipped.number}`);
  });

  it("has buy-backs and service orders in several states, and staff tasks about them, some overdue", async () => {
    const sold = await t.ctx.db.select().from(buybacks);
    expect(new Set(sold.map((b) => b.status)).size).toBeGreaterThanOrEqual(6);
    const history = await t.ctx.db.select().from(buybackEvents);
    for (const b of sold)
      expect(history.filter((e) => e.buybackId === b.id).at(-1)?.status, b.number).toBe(b.status);
    const repairs = await t.ctx.db.select().from(serviceOrders);
    expect(new Set(repairs.map((r) => r.status)).size).toBeGreaterThanOrEqual(6);
    expect(repairs.some((r) => r.kind === "claim" && r.orderId !== null && r.userId !== null)).toBe(true);
    const events = await t.ctx.db.select().from(serviceOrderEvents);
    for (const r of repairs)
      expect(events.filter((e) => e.serviceOrderId === r.id).at(-1)?.status, r.number).toBe(r.status);

    const tasks = await t.ctx.db.select().from(staffTasks);
    const staffIds = new Set(
      (await t.ctx.db.select().from(users))
        .filter((u) => u.role !== "customer" && u.role !== "shop")
        .map((u) => u.id),
    );
    expect(tasks.every((x) => x.assigneeId !== null && staffIds.has(x.assigneeId))).toBe(true);
    expect(new Set(tasks.map((x) => x.entityType))).toEqual(new Set(["order", "buyback", "service", null]));
    const ids = {
      order: new Set((await all()).map((o) => o.id)),
      buyback: new Set(sold.map((b) => b.id)),
      service: new Set(repairs.map((r) => r.id)),
    };
    for (const x of tasks.filter((y) => y.entityType))
      expect(ids[x.entityType as keyof typeof ids].has(x.entityId!), x.title).toBe(true);
    expect(tasks.some((x) => !x.doneAt && x.dueAt && x.dueAt.getTime() < Date.now())).toBe(true);
    expect(tasks.some((x) => x.doneAt)).toBe(true);
  });

  it("seeds once: a second run adds nothing", async () => {
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    await seedDemo(t.ctx);
    const [{ n: again }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(again).toBe(n);
    const counts = async () =>
      Promise.all(
        [buybacks, serviceOrders, staffTasks, orderPackages, handovers, productLocations].map(
          async (table) => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n,
        ),
      );
    const once = await counts();
    await seedDemo(t.ctx);
    expect(await counts()).toEqual(once);
    const [{ m }] = await t.ctx.db
      .select({ m: sql<number>`count(*)::int` })
      .from(crates)
      .where(eq(crates.active, true));
    expect(m).toBe(20);
  });
});
