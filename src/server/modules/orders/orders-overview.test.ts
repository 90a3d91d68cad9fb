import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOverdue, OVERDUE_MINUTES, overdueFrom } from "../../../domain/order-states.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";
import { listOrders } from "./orders-staff.service.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

const MIN = 60_000;

describe("the older-than-30-minutes flag (spec: reservations are ready in 30 minutes)", () => {
  const placed = new Date("2026-03-04T10:00:00Z");
  const at = (ms: number) => new Date(placed.getTime() + ms);

  it.each([
    ["new", 30 * MIN, true],
    ["new", 30 * MIN - 1, false],
    ["confirmed", 30 * MIN, true],
    ["confirmed", 29 * MIN, false],
    ["new", 3 * 86_400_000, true],
    ["processing", 2 * 60 * MIN, false],
    ["packed", 2 * 60 * MIN, false],
    ["ready", 2 * 60 * MIN, false],
    ["cancelled", 2 * 60 * MIN, false],
  ] as const)("%s after %i ms: %s", (status, ms, late) => {
    expect(isOverdue({ status, createdAt: placed }, at(ms))).toBe(late);
  });

  it("is late from the 30th minute on", () => {
    expect(OVERDUE_MINUTES).toBe(30);
    expect(overdueFrom(placed).toISOString()).toBe("2026-03-04T10:30:00.000Z");
  });

  it("flags the row and filters the overview to the late ones, to the millisecond", async () => {
    const now = new Date();
    const exactly = await k.order();
    const notYet = await k.order();
    const confirmed = await k.order();
    const handled = await k.order();
    await k.setOrder(exactly.id, { createdAt: new Date(now.getTime() - 30 * MIN) });
    await k.setOrder(notYet.id, { createdAt: new Date(now.getTime() - 30 * MIN + 1) });
    await k.setOrder(confirmed.id, { createdAt: new Date(now.getTime() - 45 * MIN), status: "confirmed" });
    await k.setOrder(handled.id, { createdAt: new Date(now.getTime() - 90 * MIN), status: "processing" });
    const q = { page: 1, page_size: 50, ordering: "-created_at" };

    const all = await listOrders(k.t.ctx, q, now);
    const flag = (id: number) => all.results.find((r) => r.id === id)?.overdue;
    expect([flag(exactly.id), flag(notYet.id), flag(confirmed.id), flag(handled.id)]).toEqual([
      true,
      false,
      true,
      false,
    ]);

    const late = await listOrders(k.t.ctx, { ...q, overdue: "true" }, now);
    expect(late.results.map((r) => r.id).sort()).toEqual([exactly.id, confirmed.id].sort());
    expect(late.count).toBe(2);

    // Through the API (its clock is a moment later: the one at the edge is late there too).
    const api = await k.staff.get(`${ADMIN_ORDERS}/?overdue=true`);
    expect(api.status).toBe(200);
    expect(api.body.results.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([exactly.id, confirmed.id]),
    );
    expect(api.body.results.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
    expect((await k.staff.get(`${ADMIN_ORDERS}/?overdue=yes`)).status).toBe(400);
    expect((await k.staff.get(`${ADMIN_ORDERS}/${exactly.id}/`)).body.overdue).toBe(true);
  });
});

describe("the overview's other columns", () => {
  it("shows the packed status and filters by it", async () => {
    const o = await k.order();
    await k.setOrder(o.id, { status: "packed" });
    const res = (await k.staff.get(`${ADMIN_ORDERS}/?status=packed`)).body;
    expect(res.results.map((r: { id: number }) => r.id)).toEqual([o.id]);
    expect(res.results[0]).toMatchObject({ status: "packed", overdue: false });
  });

  it("names the store an order ships from when it skips the warehouse", async () => {
    const o = await k.order();
    const plain = await k.order();
    await k.setOrder(o.id, { shipFromStoreId: k.f.praha.id });
    const rows = (await k.staff.get(`${ADMIN_ORDERS}/?page_size=100`)).body.results as {
      id: number;
      ship_from_store: string | null;
    }[];
    expect(rows.find((r) => r.id === o.id)?.ship_from_store).toBe("Praha Centrum");
    expect(rows.find((r) => r.id === plain.id)?.ship_from_store).toBeNull();
    expect((await k.detail(o.id)).ship_from_store_id).toBe(k.f.praha.id);
  });

  it("answers a word where an order's id belongs with 400, and an unknown id with 404", async () => {
    expect((await k.staff.get(`${ADMIN_ORDERS}/crates/`)).status).toBe(400);
    expect((await k.staff.get(`${ADMIN_ORDERS}/999999/`)).status).toBe(404);
  });
});
