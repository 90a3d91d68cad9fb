import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.js";
import {
  createServiceUsers,
  IPHONE_COLOR,
  PASSWORD,
  seedServiceFixtures,
} from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";

let t: TestApp;
let staff: TestClient;
let supervisor: TestClient;
let customer: TestClient;
let centres: { id: number }[];
const API = "/api/new/service";
const ADMIN = `${API}/admin/operations`;

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceFixtures(t.ctx);
  await createServiceUsers(t.ctx);
  staff = t.client();
  await staff.login("technik@example.cz", PASSWORD);
  supervisor = t.client();
  await supervisor.login("vedouci@example.cz", PASSWORD);
  customer = t.client();
  await customer.login("zakaznik@example.cz", PASSWORD);
  centres = (await staff.get(`${ADMIN}/?model=iphone-15-pro`)).body.stores;
});
afterAll(() => t.close());

function newOperation(overrides: Record<string, unknown> = {}) {
  return {
    model: "iphone-15-pro",
    code: "face-id",
    names: { cs: "Oprava Face ID", ro: "Reparare Face ID" },
    descriptions: { cs: "Obnovení odemykání obličejem.", ro: "Refacerea deblocării facială." },
    duration_minutes: 120,
    while_you_wait: false,
    position: 15,
    prices: { cz: 249_000, ro: 49_900 },
    store_ids: [centres[0].id],
    ...overrides,
  };
}

describe("operations administration: who may do what", () => {
  it("lets staff read and only supervisors write", async () => {
    expect((await t.client().get(`${ADMIN}/?model=iphone-15-pro`)).status).toBe(401);
    expect((await customer.get(`${ADMIN}/?model=iphone-15-pro`)).status).toBe(403);
    for (const [method, url, body] of [
      ["POST", `${ADMIN}/`, newOperation()],
      ["PATCH", `${ADMIN}/1/`, { position: 1 }],
      ["DELETE", `${ADMIN}/1/`, undefined],
    ] as const) {
      expect((await t.client().request(method, url, body)).status, `${method} visitor`).toBe(401);
      expect((await customer.request(method, url, body)).status, `${method} customer`).toBe(403);
      expect((await staff.request(method, url, body)).status, `${method} staff`).toBe(403);
    }
  });
});

describe("operations administration", () => {
  it("lists a model's operations with both markets' prices and stores", async () => {
    const res = await staff.get(`${ADMIN}/?model=iphone-15-pro`);
    expect(res.status).toBe(200);
    expect(res.body.model).toEqual({ value: "iphone-15-pro", label: "Apple iPhone 15 Pro" });
    expect(res.body.colors).toHaveLength(4);
    const display = res.body.operations.find((o: any) => o.code === "display");
    expect(display.prices.cz).toBeGreaterThan(0);
    expect(display.prices.ro).toBeGreaterThan(0);
    expect(display.store_ids.length).toBe(centres.length);
    expect(
      res.body.operations.filter((o: any) => o.code === "back-glass").map((o: any) => o.color),
    ).toHaveLength(4);
  });

  it("creates, reprices, switches off and deletes an operation, audited", async () => {
    const created = await supervisor.post(`${ADMIN}/`, newOperation());
    expect(created.status).toBe(201);
    const id = created.body.id;
    const shown = async () =>
      (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body.choices.find(
        (o: any) => o.value === id,
      );
    expect((await shown()).price).toBe(249_000);
    const repriced = await supervisor.patch(`${ADMIN}/${id}/`, { prices: { cz: 199_000, ro: 39_900 } });
    expect(repriced.body.prices).toEqual({ cz: 199_000, ro: 39_900 });
    expect((await shown()).price).toBe(199_000);
    await supervisor.patch(`${ADMIN}/${id}/`, { is_active: false });
    expect(await shown()).toBeUndefined();
    expect((await supervisor.delete(`${ADMIN}/${id}/`)).status).toBe(200);
    expect((await supervisor.delete(`${ADMIN}/${id}/`)).status).toBe(404);
    const trail = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "service_operation"), eq(auditLog.entityId, String(id))));
    expect(trail.map((a) => a.action)).toEqual([
      "service.operation-create",
      "service.operation-update",
      "service.operation-update",
      "service.operation-delete",
    ]);
  });

  it("removes an operation from a market whose price is null", async () => {
    const created = (
      await supervisor.post(`${ADMIN}/`, newOperation({ code: "ro-only", prices: { cz: null, ro: 10_000 } }))
    ).body;
    const list = (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body.choices;
    expect(list.some((o: any) => o.value === created.id)).toBe(false);
  });

  it("refuses bad input with field errors", async () => {
    const empty = await supervisor.post(`${ADMIN}/`, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(
      expect.arrayContaining(["model", "code", "names", "duration_minutes", "prices"]),
    );
    const wrong = await supervisor.post(
      `${ADMIN}/`,
      newOperation({
        code: "Bad Code",
        duration_minutes: 0,
        prices: { cz: -1, ro: 1 },
        names: { cs: "", ro: "x" },
      }),
    );
    expect(wrong.body.code).toHaveLength(1);
    expect(wrong.body.duration_minutes).toHaveLength(1);
    expect(wrong.body.prices.cz).toHaveLength(1);
    expect(wrong.body.names.cs).toEqual(["Tato hodnota je požadována."]);
    const otherColour = await supervisor.post(
      `${ADMIN}/`,
      newOperation({ code: "x1", color: "iphone-16-black" }),
    );
    expect(otherColour.body.color).toEqual(["Vyberte jednu z nabízených možností."]);
    const notCentre = await supervisor.post(`${ADMIN}/`, newOperation({ code: "x2", store_ids: [999999] }));
    expect(notCentre.body.store_ids).toEqual(["Vyberte jednu z nabízených možností."]);
    const taken = await supervisor.post(`${ADMIN}/`, newOperation({ code: "display" }));
    expect(taken.body.code).toEqual(["Úkon s tímto kódem už u modelu existuje."]);
    const unknownModel = await staff.get(`${ADMIN}/?model=nope`);
    expect(unknownModel.body.model).toEqual(["Vyberte jednu z nabízených možností."]);
    expect((await supervisor.patch(`${ADMIN}/abc/`, {})).status).toBe(400);
    expect((await supervisor.patch(`${ADMIN}/999999/`, { position: 1 })).status).toBe(404);
  });

  it("lets the same code exist once per colour for colour-bound parts", async () => {
    const a = await supervisor.post(`${ADMIN}/`, newOperation({ code: "frame", color: IPHONE_COLOR }));
    expect(a.status).toBe(201);
    const b = await supervisor.post(
      `${ADMIN}/`,
      newOperation({ code: "frame", color: "iphone-15-pro-blue-titanium" }),
    );
    expect(b.status).toBe(201);
    const c = await supervisor.post(`${ADMIN}/`, newOperation({ code: "frame", color: IPHONE_COLOR }));
    expect(c.body.code).toHaveLength(1);
  });
});
