import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-app.js";
import { type Jobs, startPgBoss } from "./jobs.js";

let jobs: Jobs;
let drop: () => Promise<void>;
beforeAll(async () => {
  const t = await openTestDatabase();
  drop = t.drop;
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
