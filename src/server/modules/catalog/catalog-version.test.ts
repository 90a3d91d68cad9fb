import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runArrivedAt } from "../../platform/request-arrival.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { readCatalogVersion } from "./catalog-cache.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const commitChange = () => t.ctx.db.execute(sql`update catalog_version set v = v + 1 where id = 1`);
/** Runs `fn` as a request that arrived now. */
const asRequest = <T>(fn: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => runArrivedAt(performance.now(), () => fn().then(resolve, reject)));

describe("reading the catalogue version", () => {
  it("sees a change committed before the request arrived, in and out of requests", async () => {
    const before = await readCatalogVersion(t.ctx.db);
    await commitChange();
    expect(await readCatalogVersion(t.ctx.db)).toBe(before + 1);
    const inRequest = await asRequest(() => readCatalogVersion(t.ctx.db));
    await commitChange();
    expect(await asRequest(() => readCatalogVersion(t.ctx.db))).toBe(inRequest + 1);
  });

  it("reads once per request: a later call of the same request reuses the read made after it arrived", async () => {
    const [first, second] = await asRequest(async () => {
      const v = await readCatalogVersion(t.ctx.db);
      await commitChange();
      return [v, await readCatalogVersion(t.ctx.db)];
    });
    expect(second).toBe(first);
    // The next request arrived after the change, so it reads again and sees it.
    expect(await asRequest(() => readCatalogVersion(t.ctx.db))).toBe(first + 1);
  });
});
