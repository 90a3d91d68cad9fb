import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, serviceOrders } from "../db/schema.js";
import { createUser } from "../modules/accounts/accounts.service.js";
import { accessKey } from "../modules/buyback/buyback-privacy.js";
import { orderByKey } from "../modules/orders/orders.service.js";
import { applyState, startPayment } from "../modules/payments/payments.service.js";
import { seedBuybackFixtures, sellRequest } from "../testing/buyback-fixtures.js";
import {
  createServiceUsers,
  IPHONE_COLOR,
  insertShopOrder,
  PASSWORD,
  repairOrder,
  seedServiceFixtures,
} from "../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import type { TestClient } from "../testing/test-client.js";

/**
 * The customer's live status streams (issue 16): each status page's record streams to whoever may
 * open the page (and only its own record), starting with its current status; a committed change
 * by staff arrives as a `changed` event, on every instance of the shop.
 */

const cookieOf = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const baseOf = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

interface Stream {
  status: number;
  contentType: string | null;
  /** Waits for the next event whose JSON data passes `match` (1.5 s at most). */
  next(match?: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  close(): void;
}

async function openStream(url: string, cookie?: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const reader = res.ok ? res.body!.pipeThrough(new TextDecoderStream()).getReader() : null;
  let buffer = "";
  const events: Record<string, unknown>[] = [];
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    async next(match = () => true) {
      const deadline = Date.now() + 1500;
      for (;;) {
        const i = events.findIndex(match);
        if (i >= 0) return events.splice(0, i + 1).at(-1)!;
        if (!reader) throw new Error(`no stream: ${res.status}`);
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no event in time; got ${buffer}`)), deadline - Date.now()),
        );
        const { value, done } = await Promise.race([reader.read(), timeout]);
        if (done) throw new Error("stream ended");
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const data = buffer
            .slice(0, end)
            .split("\n")
            .find((l) => l.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    },
    close: () => controller.abort(),
  };
}

const orderId = async (number: string) =>
  (await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]!.id;

let t: TestApp;
let base: string;
let staff: TestClient;
const streams: Stream[] = [];
const open = async (path: string, cookie?: string) => {
  const s = await openStream(`${base}${path}`, cookie);
  streams.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp({ databaseEvents: true });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = baseOf(t);
  await seedBuybackFixtures(t.ctx);
  await seedServiceFixtures(t.ctx);
  await createServiceUsers(t.ctx);
  await createUser(t.ctx, { email: "cizi@example.cz", password: PASSWORD });
  staff = t.client();
  await staff.login("technik@example.cz", PASSWORD);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe("buy-back status stream", () => {
  let sold: { id: string; number: string };
  let seller: TestClient;
  beforeAll(async () => {
    seller = t.client();
    sold = (await seller.post("/api/new/buyback/sell/", sellRequest())).body;
  });
  const path = (key?: string) => `/api/new/buyback/buyouts/${sold.id}/events/${key ? `?key=${key}` : ""}`;

  it("streams to the seller's browser session and to the e-mailed key, starting with the current status", async () => {
    const bySession = await open(path(), cookieOf(seller));
    expect(bySession.status).toBe(200);
    expect(bySession.contentType).toContain("text/event-stream");
    expect(await bySession.next()).toEqual({ type: "current", status: "new" });
    const byKey = await open(path(accessKey(sold.id)));
    expect(await byKey.next()).toEqual({ type: "current", status: "new" });
  });

  it("refuses a stranger, a wrong key and an unknown id with the page's 404, and garbage with a 400", async () => {
    expect((await open(path())).status).toBe(404);
    const stranger = t.client();
    await stranger.login("cizi@example.cz", PASSWORD);
    expect((await open(path(), cookieOf(stranger))).status).toBe(404);
    expect((await open(path("x".repeat(24)))).status).toBe(404);
    expect((await open("/api/new/buyback/buyouts/abcdefghijklmnopqrstuv/events/")).status).toBe(404);
    expect((await open("/api/new/buyback/buyouts/x/events/")).status).toBe(400);
  });

  it("hears staff's status change once it is committed: ids and the status, nothing personal", async () => {
    const s = await open(path(accessKey(sold.id)));
    await s.next((d) => d.type === "current");
    const moved = await staff.post(`/api/new/buyback/staff/records/${sold.id}/status/`, {
      status: "awaiting_device",
    });
    expect(moved.status).toBe(200);
    expect(await s.next()).toEqual({ type: "changed", status: "awaiting_device" });
    // A new stream starts from the committed status.
    const later = await open(path(accessKey(sold.id)));
    expect(await later.next()).toEqual({ type: "current", status: "awaiting_device" });
  });

  it("a refused staff move publishes nothing", async () => {
    const s = await open(path(accessKey(sold.id)));
    await s.next((d) => d.type === "current");
    const wrong = await staff.post(`/api/new/buyback/staff/records/${sold.id}/status/`, { status: "paid" });
    expect(wrong.status).toBe(409);
    await staff.post(`/api/new/buyback/staff/records/${sold.id}/status/`, { status: "received" });
    expect(await s.next()).toEqual({ type: "changed", status: "received" });
  });
});

describe("account lists stream", () => {
  it("refuses a visitor, and streams the changes of the customer's own records, not a stranger's", async () => {
    expect((await open("/api/new/accounts/status-events/")).status).toBe(401);
    const owner = t.client();
    await owner.login("cizi@example.cz", PASSWORD);
    const mine = (await owner.post("/api/new/buyback/sell/", sellRequest())).body;
    const theirs = (await t.client().post("/api/new/buyback/sell/", sellRequest())).body;
    const s = await open("/api/new/accounts/status-events/", cookieOf(owner));
    expect(s.status).toBe(200);
    expect(await s.next()).toEqual({ type: "current", status: "" });
    const move = (id: string, status: string) =>
      staff.post(`/api/new/buyback/staff/records/${id}/status/`, { status });
    expect((await move(theirs.id, "awaiting_device")).status).toBe(200);
    expect((await move(mine.id, "awaiting_device")).status).toBe(200);
    expect((await move(mine.id, "received")).status).toBe(200);
    // Had the stranger's move reached this stream, the second event would be awaiting_device again.
    expect(await s.next()).toEqual({ type: "changed", status: "awaiting_device" });
    expect(await s.next()).toEqual({ type: "changed", status: "received" });
  });
});

describe("repair order status stream", () => {
  let order: { public_id: string; id: number };
  beforeAll(async () => {
    const ops = (await t.client().get(`/api/new/service/operations/?color=${IPHONE_COLOR}`)).body.choices;
    const created = (await t.client().post("/api/new/service/orders/", repairOrder([ops[0].value]))).body;
    const [row] = await t.ctx.db
      .select({ id: serviceOrders.id })
      .from(serviceOrders)
      .where(eq(serviceOrders.publicId, created.public_id));
    order = { public_id: created.public_id, id: row!.id };
  });

  it("streams by the page's public id; an unknown id is a 404, a malformed one a 400", async () => {
    const s = await open(`/api/new/service/orders/${order.public_id}/events/`);
    expect(await s.next()).toEqual({ type: "current", status: "received" });
    expect((await open(`/api/new/service/orders/${"A".repeat(22)}/events/`)).status).toBe(404);
    expect((await open("/api/new/service/orders/x/events/")).status).toBe(400);
  });

  it("hears a status change and a public note (the page shows both), not an internal note", async () => {
    const s = await open(`/api/new/service/orders/${order.public_id}/events/`);
    await s.next((d) => d.type === "current");
    const status = (to: string) =>
      staff.post(`/api/new/service/admin/orders/${order.id}/status/`, { status: to });
    const note = (text: string, isPublic: boolean) =>
      staff.post(`/api/new/service/admin/orders/${order.id}/notes/`, { text, is_public: isPublic });
    expect((await status("diagnosing")).status).toBe(200);
    expect(await s.next()).toEqual({ type: "changed", status: "diagnosing" });
    expect((await note("Díl objednán.", true)).status).toBe(200);
    expect(await s.next()).toEqual({ type: "changed", status: "diagnosing" });
    expect((await note("Zákazník volal, neví nic.", false)).status).toBe(200);
    expect((await status("repairing")).status).toBe(200);
    // The next event heard is the status change: the internal note published nothing.
    expect(await s.next()).toEqual({ type: "changed", status: "repairing" });
  });
});

describe("shop order status stream", () => {
  let order: { id: number };
  const number = "2026099001";
  beforeAll(async () => {
    order = await insertShopOrder(t.ctx, {
      number,
      email: "jana@example.cz",
      status: "new",
      items: ["iPhone"],
    });
  });

  it("streams by the page's number and key; a wrong key is a 404, a short one a 400", async () => {
    const s = await open(`/api/new/orders/status/${number}/events/?key=key-${number}`);
    expect(await s.next()).toEqual({ type: "current", status: "new" });
    expect((await open(`/api/new/orders/status/${number}/events/?key=key-0000000000`)).status).toBe(404);
    expect((await open(`/api/new/orders/status/${number}/events/?key=short`)).status).toBe(400);
    expect((await open(`/api/new/orders/status/${number}/events/`)).status).toBe(400);
  });

  it("hears staff confirm the order, and not another order's change", async () => {
    const other = await insertShopOrder(t.ctx, {
      number: "2026099002",
      email: "petr@example.cz",
      status: "new",
      items: ["iPad"],
    });
    const s = await open(`/api/new/orders/status/${number}/events/?key=key-${number}`);
    await s.next((d) => d.type === "current");
    const admin = t.client();
    await admin.login("technik@example.cz", PASSWORD);
    expect(
      (await admin.post(`/api/new/orders/admin/orders/${other.id}/status/`, { status: "confirmed" })).status,
    ).toBe(200);
    expect(
      (await admin.post(`/api/new/orders/admin/orders/${order.id}/status/`, { status: "cancelled" })).status,
    ).toBe(200);
    // The first event heard is this order's own.
    expect(await s.next()).toEqual({ type: "changed", status: "cancelled" });
  });
});

describe("an order's payment", () => {
  it("reaches the order's stream once committed: a paid new order is confirmed", async () => {
    const number = "2026099004";
    await insertShopOrder(t.ctx, { number, email: "ota@example.cz", status: "new", items: ["iPhone"] });
    const s = await open(`/api/new/orders/status/${number}/events/?key=key-${number}`);
    expect(await s.next()).toEqual({ type: "current", status: "new" });
    await startPayment(t.ctx, await orderByKey(t.ctx, number, `key-${number}`));
    const [payment] = await t.ctx.db
      .select({ gatewayId: payments.gatewayId })
      .from(payments)
      .where(eq(payments.orderId, await orderId(number)));
    await applyState(t.ctx, payment!.gatewayId, "PAID");
    expect(await s.next()).toEqual({ type: "changed", status: "confirmed" });
  });
});

describe("closing an instance", () => {
  it("ends its open streams instead of waiting for the customers to leave, and only its own", async () => {
    const second = await createTestApp({ shareDatabaseOf: t });
    await second.app.listen({ port: 0, host: "127.0.0.1" });
    const number = "2026099003";
    await insertShopOrder(t.ctx, { number, email: "eva@example.cz", status: "new", items: ["iPhone"] });
    const path = `/api/new/orders/status/${number}/events/?key=key-${number}`;
    const onSecond = await openStream(`${baseOf(second)}${path}`);
    streams.push(onSecond);
    await onSecond.next();
    const onFirst = await open(path);
    await onFirst.next();
    await second.close();
    await expect(onSecond.next()).rejects.toThrow("stream ended");
    // The first instance's stream still hears its order.
    await staff.post(`/api/new/orders/admin/orders/${await orderId(number)}/status/`, {
      status: "confirmed",
    });
    expect(await onFirst.next()).toEqual({ type: "changed", status: "confirmed" });
  });
});

describe("on PostgreSQL, every instance hears every change", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "a change made through one instance reaches a stream open on another (LISTEN/NOTIFY); " +
      "skipped on PGlite: one process's in-memory database has no second instance to reach",
    async () => {
      const second = await createTestApp({ shareDatabaseOf: t, databaseEvents: true });
      try {
        await second.app.listen({ port: 0, host: "127.0.0.1" });
        const seller = t.client();
        const sold = (await seller.post("/api/new/buyback/sell/", sellRequest())).body;
        // The customer's page is served by the second instance; staff work on the first.
        const s = await openStream(
          `${baseOf(second)}/api/new/buyback/buyouts/${sold.id}/events/?key=${accessKey(sold.id)}`,
        );
        streams.push(s);
        expect(await s.next()).toEqual({ type: "current", status: "new" });
        await staff.post(`/api/new/buyback/staff/records/${sold.id}/status/`, { status: "cancelled" });
        expect(await s.next()).toEqual({ type: "changed", status: "cancelled" });
        s.close();
      } finally {
        await second.close();
      }
    },
  );
});
