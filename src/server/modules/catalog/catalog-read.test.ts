import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, useReplica } from "../../db/client.js";
import * as schema from "../../db/schema.js";
import { products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, openTestDatabase, type TestApp } from "../../testing/test-app.js";

/**
 * Decision 019: catalogue reads go to the read replica (`DATABASE_READ_URL`) only once it has the
 * catalogue version the primary committed. Two real databases stand for the replica here: the
 * primary itself through a second, recording pool (a replica that has caught up), and an empty
 * migrated database (one that has replayed nothing yet). PostgreSQL only: PGlite has no replica.
 */
describe.skipIf(!process.env.DATABASE_URL)("catalogue reads on a read replica", () => {
  let t: TestApp;
  let behind: Awaited<ReturnType<typeof openTestDatabase>>;
  const pools: pg.Pool[] = [];
  let phoneId: number;

  /** A Drizzle over its own pool to `url` that records the SQL it is sent. */
  const recording = (url: string) => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on("error", () => {});
    pools.push(pool);
    const statements: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (q: unknown, ...rest: unknown[]) => {
      statements.push(typeof q === "string" ? q : String((q as { text: string }).text));
      return query(q, ...rest);
    };
    return { db: drizzle({ client: pool, schema }) as unknown as Db, statements };
  };

  beforeAll(async () => {
    t = await createTestApp();
    behind = await openTestDatabase();
    const f = catalogFactory(t.ctx);
    const phones = await f.category({ name: "Mobilní telefony", seo: "telefony", type: "phone" });
    const model = await f.model({
      name: "Apple iPhone 16",
      maker: "Apple",
      type: "phone",
      categories: [phones.id],
      variants: [{ color: "Černá", memory: 128, price: 22990 }],
    });
    phoneId = model.products[0].id;
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await t.close();
    await behind.drop();
  });

  it("reads the list index and the cards from a replica that has the version", async () => {
    const replica = recording(t.db.url!);
    useReplica(t.ctx.db, replica.db);
    const res = await t.client().get("/api/new/catalog/products/?category=telefony");
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([phoneId]);
    const sent = replica.statements.join("\n");
    expect(sent).toMatch(/from catalog_version/); // the replica's version, checked first
    expect(sent).toMatch(/from products|from "products"/); // the index build and the cards
  });

  it("reads from the primary while the replica is behind, so a change shows at once", async () => {
    // A staff save on the primary: the catalogue version moves past what any replica had.
    await t.ctx.db.update(products).set({ price: 19990 }).where(eq(products.id, phoneId));
    const lagging = recording(behind.url!);
    useReplica(t.ctx.db, lagging.db);
    const res = await t.client().get("/api/new/catalog/products/?category=telefony");
    expect(res.status).toBe(200);
    // The empty replica would have listed nothing: the primary answered, with the new price.
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([phoneId]);
    expect(JSON.stringify(res.body.items[0])).toContain("19990");
    expect(lagging.statements.join("\n")).toMatch(/from catalog_version/);
    expect(lagging.statements.join("\n")).not.toMatch(/from products|from "products"/);
  });
});
