import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, type TestApp } from "../testing/test-app.js";
import { createEventBus } from "./events.js";

describe("events", () => {
  it("deliver a published message to every bus on the same database (NOTIFY on PostgreSQL)", async () => {
    const { database, url, drop } = await openTestDatabase();
    const a = await createEventBus(database, url);
    const b = database.kind === "postgres" ? await createEventBus(database, url) : a;
    const got = new Promise<object>((resolve) => b.subscribe("order:1", resolve));
    await a.publish("order:1", { status: "paid" });
    expect(await got).toEqual({ status: "paid" });
    await a.close();
    if (b !== a) await b.close();
    await drop();
  });
});

describe("events on PostgreSQL", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "listen again on a new connection when the LISTEN connection is lost (skipped on PGlite: no connection to lose)",
    async () => {
      const { database, url, drop } = await openTestDatabase();
      const bus = await createEventBus(database, url);
      const heard: object[] = [];
      bus.subscribe("order:2", (d) => heard.push(d));
      // The database ends the bus's listening connection (a restart or a failover would).
      const ended = await database.pool!.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN shop_events' AND datname = current_database()",
      );
      expect(ended.rowCount).toBe(1);
      const deadline = Date.now() + 5000;
      while (!heard.length && Date.now() < deadline) {
        await bus.publish("order:2", { status: "paid" });
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(heard[0]).toEqual({ status: "paid" });
      await bus.close();
      await drop();
    },
  );
});

describe("staff event stream", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("streams what is published to staff, and refuses visitors", async () => {
    const address = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    expect((await fetch(`${base}/api/new/core/staff-events/`)).status).toBe(401);
    const { createUser } = await import("../modules/accounts/accounts.service.js");
    await createUser(t.ctx, { email: "s@x.cz", password: "Staff123!", role: "staff" });
    const c = t.client();
    await c.login("s@x.cz", "Staff123!");
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const controller = new AbortController();
    const res = await fetch(`${base}/api/new/core/staff-events/`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("connected")) text += (await reader.read()).value;
    await t.ctx.events.publish("staff", { type: "order.created", id: 7 });
    while (!text.includes("order.created")) text += (await reader.read()).value;
    expect(text).toContain("retry: 3000");
    expect(text).toContain('data: {"type":"order.created","id":7}');
    controller.abort();
  });
});
