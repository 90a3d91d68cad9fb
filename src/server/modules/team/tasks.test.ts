import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, buybacks, serviceOrders, staffTasks } from "../../db/schema.js";
import { seedBuybackFixtures, sellRequest } from "../../testing/buyback-fixtures.js";
import { insertShopOrder } from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
const PW = "Heslo123!";
const TASKS = "/api/new/team/tasks/";
const ids: Record<string, number> = {};
const c: Record<string, TestClient> = {};
let order: { id: number; number: string };
let buyback: { id: number; number: string };
let service: { id: number; number: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedBuybackFixtures(t.ctx);
  const people = [
    ["sklad", "warehouse", []],
    ["sklad2", "warehouse", []],
    ["katalog", "catalog", []],
    ["office", "staff", []],
    ["vedouci", "staff", ["supervisor"]],
    ["admin", "admin", []],
  ] as const;
  for (const [name, role, permissions] of people) {
    ids[name] = await createUser(t.ctx, {
      email: `${name}@example.cz`,
      password: PW,
      role,
      permissions: [...permissions],
      firstName: name,
      lastName: "Test",
    });
    c[name] = t.client();
    await c[name].login(`${name}@example.cz`, PW);
  }
  const o = await insertShopOrder(t.ctx, {
    number: "26000123",
    email: "jana@example.cz",
    items: ["Telefon"],
  });
  order = { id: o.id, number: "26000123" };
  const sold = (await t.client().post("/api/new/buyback/sell/", sellRequest())).body;
  const [record] = await t.ctx.db.select().from(buybacks).where(eq(buybacks.number, sold.number));
  buyback = { id: record!.id, number: sold.number };
  const [so] = await t.ctx.db
    .insert(serviceOrders)
    .values({
      publicId: "so-public-1",
      number: "S26000007",
      kind: "repair",
      language: "cs",
      currency: "CZK",
      deviceLabel: "Apple iPhone 15",
      fault: "Displej",
      handover: "store",
      contactName: "Jana",
      email: "jana@example.cz",
      emailLookup: "x",
      phone: "+420601123456",
      estimatedPrice: 100,
      agreedPrice: 100,
      estimatedMinutes: 30,
    })
    .returning({ id: serviceOrders.id });
  service = { id: so!.id, number: "S26000007" };
}, 60_000);
afterAll(() => t.close());

const task = (over: Record<string, unknown> = {}) => ({ title: "Zavolat zákazníkovi", note: "", ...over });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("staff tasks", () => {
  it("creates a task about an order by its number, assigned to a warehouse worker, audited", async () => {
    const events: unknown[] = [];
    const stop = t.ctx.events.subscribe("staff", (e) => events.push(e));
    const res = await c.office.post(
      TASKS,
      task({ entity_type: "order", entity_number: order.number, assignee_id: ids.sklad, due_on: day(3) }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      entity: { type: "order", id: order.id, number: order.number },
      assignee: { id: ids.sklad, name: "sklad Test" },
      due_on: day(3),
      overdue: false,
      done_at: null,
      created_by: "office Test",
    });
    const [entry] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "team.task-create",
      entity: "task",
      entityId: String(res.body.id),
    });
    // The dashboards hear of it (they read their tasks again).
    await expect.poll(() => events).toContainEqual({ type: "task.created", id: res.body.id });
    stop();
  });

  it("ties tasks to a buy-back and a service order by number or id, and refuses records that do not exist", async () => {
    const byNumber = await c.office.post(
      TASKS,
      task({ entity_type: "buyback", entity_number: buyback.number.toLowerCase() }),
    );
    expect(byNumber.status, byNumber.text).toBe(201);
    expect(byNumber.body.entity).toEqual({ type: "buyback", id: buyback.id, number: buyback.number });
    const byId = await c.office.post(
      TASKS,
      task({ entity_type: "service", entity_number: String(service.id) }),
    );
    expect(byId.body.entity).toEqual({ type: "service", id: service.id, number: service.number });
    const fromPage = await c.office.post(TASKS, task({ entity_type: "service", entity_id: service.id }));
    expect(fromPage.body.entity.number).toBe(service.number);
    const missing = await c.office.post(TASKS, task({ entity_type: "order", entity_number: "99999999" }));
    expect(missing.status).toBe(400);
    expect(missing.body.entity_number).toEqual(["Objednávka s tímto číslem neexistuje."]);
    // An order is named by its number only: its id is no number of an order.
    expect(
      (await c.office.post(TASKS, task({ entity_type: "order", entity_number: String(order.id) }))).status,
    ).toBe(400);
    expect(
      (await c.office.post(TASKS, task({ entity_type: "buyback", entity_id: 999_999 }))).body.entity_id,
    ).toBeDefined();
    expect((await c.office.post(TASKS, task({ entity_type: "order" }))).body.entity_number).toBeDefined();
    expect((await c.office.post(TASKS, task({ entity_number: "26000123" }))).body.entity_type).toBeDefined();
    expect((await c.office.post(TASKS, task({ title: "" }))).body.title).toBeDefined();
    expect((await c.office.post(TASKS, task({ due_on: "2026-02-31" }))).body.due_on).toBeDefined();
  });

  it("assigns only active staff who hold the record's permission (the form lists them)", async () => {
    const forOrders = (await c.office.get("/api/new/team/assignees/?entity_type=order")).body.results;
    const names = forOrders.map((u: any) => u.id);
    expect(names).toEqual(expect.arrayContaining([ids.sklad, ids.office, ids.admin]));
    expect(names).not.toContain(ids.katalog);
    const forBuyback = (await c.office.get("/api/new/team/assignees/?entity_type=buyback")).body.results;
    expect(forBuyback.map((u: any) => u.id)).not.toContain(ids.sklad);
    const wrong = await c.office.post(
      TASKS,
      task({ entity_type: "buyback", entity_number: buyback.number, assignee_id: ids.sklad }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.assignee_id[0]).toMatch(/nelze úkol přidělit/);
    const customer = await createUser(t.ctx, { email: "zakaznik@example.cz", password: PW });
    expect((await c.office.post(TASKS, task({ assignee_id: customer }))).status).toBe(400);
    // A task about nothing in particular goes to anyone with tasks, a catalogue editor too.
    expect((await c.office.post(TASKS, task({ assignee_id: ids.katalog }))).status).toBe(201);
  });

  it("lists mine, all open, overdue and done; marks done and reopens", async () => {
    await t.ctx.db.delete(staffTasks);
    const late = (
      await c.office.post(TASKS, task({ title: "Pozdě", assignee_id: ids.sklad, due_on: day(-2) }))
    ).body;
    const soon = (await c.office.post(TASKS, task({ title: "Brzy", assignee_id: ids.sklad, due_on: day(1) })))
      .body;
    const other = (await c.office.post(TASKS, task({ title: "Cizí", assignee_id: ids.sklad2 }))).body;
    expect(late.overdue, JSON.stringify(late)).toBe(true);
    const titles = async (who: TestClient, view: string) =>
      (await who.get(`${TASKS}?view=${view}`)).body.results.map((r: any) => r.title);
    expect(await titles(c.sklad, "mine")).toEqual(["Pozdě", "Brzy"]);
    expect(await titles(c.sklad, "open")).toEqual(["Pozdě", "Brzy", "Cizí"]);
    expect(await titles(c.sklad, "overdue")).toEqual(["Pozdě"]);
    expect(await titles(c.sklad, "done")).toEqual([]);
    const done = await c.sklad.patch(`${TASKS}${late.id}/`, { done: true });
    expect(done.body).toMatchObject({ overdue: false, done_by: "sklad Test" });
    expect(await titles(c.sklad, "done")).toEqual(["Pozdě"]);
    expect(await titles(c.sklad, "overdue")).toEqual([]);
    const reopened = await c.sklad.patch(`${TASKS}${late.id}/`, { done: false });
    expect(reopened.body).toMatchObject({ done_at: null, overdue: true });
    const [entry] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.action).toBe("team.task-reopen");
    const page = (await c.sklad.get(`${TASKS}?view=open&page_size=1&page=2`)).body;
    expect(page).toMatchObject({ count: 3, results: [{ title: "Brzy" }] });
    // Whoever wrote a task does not own it: it is its assignee's (the next test has the rule).
    expect([soon.can_change, other.can_change]).toEqual([false, false]);
  });

  it("others change only their own or unassigned tasks; a supervisor or an admin any", async () => {
    await t.ctx.db.delete(staffTasks);
    const mine = (await c.office.post(TASKS, task({ assignee_id: ids.sklad }))).body;
    const theirs = (await c.office.post(TASKS, task({ assignee_id: ids.sklad2 }))).body;
    const nobody = (await c.office.post(TASKS, task())).body;
    // The same list as another viewer says who may change what.
    const rows = (await c.sklad.get(`${TASKS}?view=open`)).body.results;
    expect(rows.map((r: any) => [r.id, r.can_change])).toEqual([
      [mine.id, true],
      [theirs.id, false],
      [nobody.id, true],
    ]);
    const refused = await c.sklad.patch(`${TASKS}${theirs.id}/`, { assignee_id: ids.sklad });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/přidělený někomu jinému/);
    expect((await c.sklad.patch(`${TASKS}${theirs.id}/`, { done: true })).status).toBe(403);
    // Their own they hand over; an unassigned one they take.
    expect((await c.sklad.patch(`${TASKS}${mine.id}/`, { assignee_id: ids.sklad2 })).body.assignee.id).toBe(
      ids.sklad2,
    );
    expect((await c.sklad.patch(`${TASKS}${nobody.id}/`, { assignee_id: ids.sklad })).body.assignee.id).toBe(
      ids.sklad,
    );
    expect((await c.sklad.patch(`${TASKS}${mine.id}/`, { title: "Zpět" })).status).toBe(403);
    // A supervisor and an admin reassign anyone's.
    expect((await c.vedouci.patch(`${TASKS}${theirs.id}/`, { assignee_id: ids.office })).status).toBe(200);
    expect((await c.admin.patch(`${TASKS}${theirs.id}/`, { assignee_id: null })).body.assignee).toBeNull();
    expect((await c.office.patch(`${TASKS}999999/`, { done: true })).status).toBe(404);
  });

  it("lists one record's tasks for its page (open first, then done)", async () => {
    await t.ctx.db.delete(staffTasks);
    const a = (await c.office.post(TASKS, task({ title: "A", entity_type: "order", entity_id: order.id })))
      .body;
    await c.office.post(TASKS, task({ title: "B", entity_type: "order", entity_id: order.id }));
    await c.office.post(TASKS, task({ title: "Jiné", entity_type: "service", entity_id: service.id }));
    await c.office.patch(`${TASKS}${a.id}/`, { done: true });
    const rows = (await c.sklad.get(`${TASKS}?view=all&entity_type=order&entity_number=${order.number}`)).body
      .results;
    expect(rows.map((r: any) => r.title)).toEqual(["B", "A"]);
    await c.office.post(
      TASKS,
      task({ title: "Výkup", entity_type: "buyback", entity_number: buyback.number }),
    );
    const ofBuyback = await c.sklad.get(
      `${TASKS}?view=all&entity_type=buyback&entity_number=${buyback.number}`,
    );
    expect(ofBuyback.body.results.map((r: any) => r.title)).toEqual(["Výkup"]);
    const none = await c.sklad.get(`${TASKS}?view=all&entity_type=order&entity_number=nope`);
    expect(none.body).toEqual({ count: 0, results: [] });
  });

  it("refuses visitors (401) and accounts without `tasks` (403)", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", PW);
    for (const [method, url] of [
      ["GET", TASKS],
      ["POST", TASKS],
      ["PATCH", `${TASKS}1/`],
      ["GET", "/api/new/team/assignees/"],
    ] as const) {
      expect((await t.client().request(method, url, method === "GET" ? undefined : {})).status).toBe(401);
      expect((await customer.request(method, url, method === "GET" ? undefined : {})).status).toBe(403);
    }
  });
});

describe("staff tasks at 10 000 rows", () => {
  it("pages the open and overdue lists with their counts", async () => {
    await t.ctx.db.delete(staffTasks);
    // 10 000 tasks: every third done, due days spread around today, every tenth the warehouse worker's.
    await t.ctx.db.execute(
      sql`insert into staff_tasks (title, assignee_id, due_at, done_at)
          select 'Úkol ' || i, case when i % 10 = 0 then ${ids.sklad}::int end,
                 date_trunc('day', now()) + ((i % 40) - 20) * interval '1 day',
                 case when i % 3 = 0 then now() end
          from generate_series(1, 10000) as i`,
    );
    const started = performance.now();
    const open = (await c.sklad.get(`${TASKS}?view=open&page=3&page_size=50`)).body;
    const overdue = (await c.sklad.get(`${TASKS}?view=overdue&page_size=100`)).body;
    const mine = (await c.sklad.get(`${TASKS}?view=mine&page_size=100`)).body;
    const elapsed = performance.now() - started;
    const [counts] = (
      (await t.ctx.db.execute<{ open: number; overdue: number; mine: number }>(
        sql`select count(*) filter (where done_at is null)::int as open,
                   count(*) filter (where done_at is null and due_at < date_trunc('day', now() at time zone 'Europe/Prague') at time zone 'UTC')::int as overdue,
                   count(*) filter (where done_at is null and assignee_id = ${ids.sklad})::int as mine
            from staff_tasks`,
      )) as any
    ).rows;
    expect(open.count).toBe(counts.open);
    expect(open.results).toHaveLength(50);
    expect(overdue.count).toBe(counts.overdue);
    expect(overdue.results.every((r: any) => r.overdue)).toBe(true);
    expect(mine.count).toBe(counts.mine);
    // Sorted by due day: each page's days never go back.
    const days = open.results.map((r: any) => r.due_on);
    expect([...days].sort()).toEqual(days);
    expect(elapsed).toBeLessThan(3_000);
  });
});
