import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { openTestDatabase } from "../testing/test-app.js";
import { type Jobs, startPgBoss } from "./jobs.js";

let jobs: Jobs;
let drop: () => Promise<void>;
let database: Database;
let url: string | undefined;
beforeAll(async () => {
  const t = await openTestDatabase();
  drop = t.drop;
  database = t.database;
  url = t.url;
  jobs = await startPgBoss(t.database, t.url);
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await drop();
});

describe("pg-boss on the shop's own database", () => {
  it("runs a job sent to a queue, with its data", async () => {
    const seen: number[] = [];
    const done = new Promise<void>((resolve) => {
      void jobs.work<{ n: number }>("test.echo", async ({ n }) => {
        seen.push(n);
        resolve();
      });
    });
    await jobs.send("test.echo", { n: 42 });
    await done;
    expect(seen).toEqual([42]);
  }, 30_000);
});

describe("a web instance that only sends (INLINE_WORKERS=0)", () => {
  it("sends jobs the worker runs and stores the schedules the worker's clock keeps", async () => {
    const sender = await startPgBoss(database, url, { sendOnly: true });
    try {
      const seen: number[] = [];
      const done = new Promise<void>((resolve) => {
        void jobs.work<{ n: number }>("test.relay", async ({ n }) => {
          seen.push(n);
          resolve();
        });
      });
      await sender.send("test.relay", { n: 7 });
      await done;
      expect(seen).toEqual([7]);
      await sender.schedule("test.tick", "* * * * *");
      // Both drivers answer a raw statement with its rows (the Db type names neither).
      const stored = (await database.db.execute(
        sql`select name, cron from pgboss.schedule where name = 'test.tick'`,
      )) as unknown as {
        rows: unknown[];
      };
      expect(stored.rows).toEqual([{ name: "test.tick", cron: "* * * * *" }]);
    } finally {
      await sender.stop();
    }
  }, 30_000);
});
