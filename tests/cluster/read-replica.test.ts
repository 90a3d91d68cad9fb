import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, useReplica } from "../../src/server/db/client.js";
import * as schema from "../../src/server/db/schema.js";
import { createUser } from "../../src/server/modules/accounts/accounts.service.js";
import { fillCatalogReadModels } from "../../src/server/modules/catalog/catalog-fillers.js";
import { catalogFactory } from "../../src/server/testing/catalog-factory.js";
import { createTestApp, openTestDatabase, type TestApp } from "../../src/server/testing/test-app.js";
import { freePort, sleep } from "./cluster-harness.js";

/**
 * Issue 21, decision 019: catalogue reads on a read replica fed by real logical replication. The
 * machine's PostgreSQL is shared (and runs with wal_level=replica), so this starts its own with
 * wal_level=logical in a temporary directory: a primary and a replica database in it, both migrated
 * by the app, the catalogue tables published on the primary and subscribed on the replica.
 */
const BIN = "/usr/lib/postgresql/15/bin";
const available = existsSync(`${BIN}/initdb`);
if (!available)
  console.warn(`read replica journey skipped: no ${BIN}/initdb (PostgreSQL 15 server binaries)`);

/**
 * What catalogue reads touch (the list index and its patches, cards, product detail, search and
 * suggestions, the lookups, old addresses): the tables whose changes move the catalogue version, the
 * version and its change log, what the cards join, the search index the triggers keep (they do not
 * fire when a subscription applies rows, so it is replicated too) and the redirects. Personal data
 * (users, addresses) is never published. Tables missing from an older schema are left out.
 */
const CATALOGUE_TABLES = [
  "search_models",
  "search_postings",
  "search_terms",
  "catalog_redirects",
  "catalog_cards",
  "catalog_cards_state",
  "catalog_product_docs",
  "catalog_version",
  "catalog_changes",
  "products",
  "master_products",
  "master_product_categories",
  "type_categories",
  "product_types",
  "manufacturers",
  "attribute_definitions",
  "attribute_groups",
  "meta_masters",
  "product_accessories",
  "product_gifts",
  "product_reviews",
  "special_offers",
  "catalog_banners",
  "images",
  "image_links",
  "price_lists",
  "price_list_prices",
  "stores",
  "store_stock",
];

describe.skipIf(!available)("catalogue reads on a logically replicated read replica", () => {
  let dir: string;
  let port: number;
  let t: TestApp;
  let replica: Awaited<ReturnType<typeof openTestDatabase>>;
  let primarySql: pg.Client;
  let replicaSql: pg.Client;
  let replicaPool: pg.Pool;
  /** The SQL the app sent to the replica, in order. */
  const onReplica: string[] = [];
  let phoneId: number;
  let phoneSeo: string;
  let run: (cmd: string, args: string[]) => Promise<void>;

  beforeAll(async () => {
    const t0 = Date.now();
    dir = mkdtempSync(join(tmpdir(), "shop-replica-"));
    port = Number(process.env.SHOP_REPLICA_TEST_PORT) || (await freePort());
    // initdb and postgres refuse to run as root: the tests then run them as the postgres user.
    const asPostgres = process.getuid?.() === 0;
    if (asPostgres) spawnSync("chown", ["postgres", dir]);
    run = async (cmd, args) => {
      const child = asPostgres
        ? spawn("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: ["ignore", "ignore", "pipe"] })
        : spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
      let errors = "";
      child.stderr!.on("data", (c) => {
        errors += c;
      });
      const [code] = await once(child, "exit");
      if (code !== 0) throw new Error(`${cmd}: ${errors}`);
    };
    await run(`${BIN}/initdb`, ["-D", dir, "-U", "postgres", "--auth=trust", "--no-sync"]);
    await run(`${BIN}/pg_ctl`, [
      "-D",
      dir,
      "-w",
      "-o",
      // pg_stat_statements: which database each statement ran in (the primary or the replica).
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c wal_level=logical -c fsync=off -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all`,
      "-l",
      join(dir, "server.log"),
      "start",
    ]);
    // The shop on the primary, and a second migrated database for the replica (the app's migrate).
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      t = await createTestApp();
      replica = await openTestDatabase();
    } finally {
      process.env.DATABASE_URL = saved;
    }
    primarySql = new pg.Client({ connectionString: t.db.url! });
    replicaSql = new pg.Client({ connectionString: replica.url! });
    await Promise.all([primarySql.connect(), replicaSql.connect()]);
    await primarySql.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");

    // A small catalogue on the primary before the subscription: the initial copy brings it over.
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
    phoneSeo = model.products[0].seoName;
    // Its cards and answer stored (decisions 025, 026): the replica answers from the copied rows
    // until a change marks them stale, which the subscription brings over with the change.
    await fillCatalogReadModels(t.ctx);
    await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "staff" });

    const { rows } = await primarySql.query<{ name: string }>(
      "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') AND relname = ANY($1)",
      [CATALOGUE_TABLES],
    );
    const tables = rows.map((r) => `"${r.name}"`).join(", ");
    await primarySql.query(`CREATE PUBLICATION shop_catalog FOR TABLE ${tables}`);
    // A subscription to a database of the same cluster cannot create its slot itself.
    await primarySql.query("SELECT pg_create_logical_replication_slot('shop_replica', 'pgoutput')");
    // The replica's migrations wrote their own rows (the version row): the copy brings the primary's.
    await replicaSql.query(`TRUNCATE ${tables} CASCADE`);
    const primaryName = new URL(t.db.url!).pathname.slice(1);
    await replicaSql.query(
      `CREATE SUBSCRIPTION shop_replica CONNECTION 'host=${dir} port=${port} user=postgres dbname=${primaryName}'
       PUBLICATION shop_catalog WITH (create_slot = false, slot_name = 'shop_replica', copy_data = true)`,
    );

    // DATABASE_READ_URL: the app reads the catalogue through its own pool to the replica, recorded.
    replicaPool = new pg.Pool({ connectionString: replica.url!, max: 4 });
    replicaPool.on("error", () => {});
    const query = replicaPool.query.bind(replicaPool) as (...args: unknown[]) => unknown;
    (replicaPool as unknown as { query: unknown }).query = (q: unknown, ...rest: unknown[]) => {
      onReplica.push(typeof q === "string" ? q : String((q as { text: string }).text));
      return query(q, ...rest);
    };
    useReplica(t.ctx.db, drizzle({ client: replicaPool, schema }) as unknown as Db);
    console.log(
      `read replica: PostgreSQL, two migrated databases and a subscription in ${Date.now() - t0} ms`,
    );
  }, 120_000);

  afterAll(async () => {
    // The subscription first: its workers hold connections to the primary's slot.
    await replicaSql?.query("ALTER SUBSCRIPTION shop_replica DISABLE").catch(() => {});
    await replicaSql?.query("ALTER SUBSCRIPTION shop_replica SET (slot_name = NONE)").catch(() => {});
    await replicaSql?.query("DROP SUBSCRIPTION IF EXISTS shop_replica").catch(() => {});
    await Promise.all(
      [primarySql?.end(), replicaSql?.end(), replicaPool?.end()].map((p) => p?.catch(() => {})),
    );
    await t?.close().catch(() => {});
    await replica?.drop().catch(() => {});
    if (dir) {
      await run?.(`${BIN}/pg_ctl`, ["-D", dir, "-m", "immediate", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const version = async (c: pg.Client) =>
    Number((await c.query<{ v: string }>("SELECT v FROM catalog_version WHERE id = 1")).rows[0]?.v ?? 0);
  /**
   * Waits until every table's initial copy is done and the replica has replayed the primary's
   * catalogue version. (During the copy each table syncs on its own: the version row may be there
   * before the products are, which is why a replica is pointed at only once it is in sync.)
   */
  const syncing = async () =>
    Number(
      (
        await replicaSql.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_subscription_rel WHERE srsubstate <> 'r'",
        )
      ).rows[0]!.n,
    );
  const caughtUp = async () => {
    const target = await version(primarySql);
    const until = Date.now() + 15_000;
    while ((await syncing()) > 0 || (await version(replicaSql)) < target) {
      if (Date.now() > until) throw new Error(`replica stuck below catalogue version ${target}`);
      await sleep(50);
    }
    return target;
  };
  const productsReadOnReplica = (from: number) =>
    onReplica.slice(from).some((s) => /from "?products"?|from "?master_products"?/i.test(s));
  const list = async (query = "", client = t.client()) => {
    const res = await client.get(`/api/new/catalog/products/?category=telefony${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.items as { id: number }[];
  };

  it("copies the catalogue and serves the list from the replica once it has the version", async () => {
    const v = await caughtUp();
    expect(v).toBeGreaterThan(0);
    // The rows are really on the replica (copied by the subscription, not written there).
    const copied = await replicaSql.query("SELECT price FROM products WHERE id = $1", [phoneId]);
    expect(copied.rows).toHaveLength(1);
    const before = onReplica.length;
    const items = await list();
    expect(items.map((i) => i.id)).toEqual([phoneId]);
    expect(JSON.stringify(items[0])).toContain("Apple iPhone 16");
    // The version check, then the index build and the stored cards (decision 025): all on the replica.
    expect(onReplica.slice(before).join("\n")).toMatch(/from catalog_version/i);
    expect(onReplica.slice(before).join("\n")).toMatch(/join catalog_cards/i);
    // The product's stored answer (decision 026) too.
    const beforeDetail = onReplica.length;
    const detail = await t.client().get(`/api/new/catalog/product/${phoneSeo}/`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.id).toBe(phoneId);
    expect(onReplica.slice(beforeDetail).join("\n")).toMatch(/from catalog_product_docs/i);
  });

  it("shows a staff change at once from the primary, and to shoppers once the replica replays it", async () => {
    // Replication held back, so the replica is certainly behind when the change is read.
    await replicaSql.query("ALTER SUBSCRIPTION shop_replica DISABLE");
    const staff = t.client();
    await staff.login("katalog@example.cz", "Heslo123!");
    const saved = await staff.patch(`/api/new/catalog/admin/products/${phoneId}/`, {
      price: 19990,
      name: "Apple iPhone 16 Plus",
    });
    expect(saved.status, saved.text).toBe(200);
    const before = onReplica.length;
    const staffSees = await list("", staff);
    expect(JSON.stringify(staffSees[0])).toContain("19990");
    expect(JSON.stringify(staffSees[0])).toContain("Apple iPhone 16 Plus");
    // The replica was asked for its version and answered nothing else: the primary served the rows.
    expect(onReplica.slice(before).join("\n")).toMatch(/from catalog_version/i);
    expect(productsReadOnReplica(before)).toBe(false);
    const stale = await replicaSql.query("SELECT price FROM products WHERE id = $1", [phoneId]);
    expect(stale.rows[0].price).not.toBe(19990);

    await replicaSql.query("ALTER SUBSCRIPTION shop_replica ENABLE");
    await caughtUp();
    // A page not cached yet (another sort), so the replica answers it: with the change.
    const after = onReplica.length;
    const shopperSees = await list("&sort=name");
    expect(JSON.stringify(shopperSees[0])).toContain("19990");
    expect(JSON.stringify(shopperSees[0])).toContain("Apple iPhone 16 Plus");
    expect(productsReadOnReplica(after)).toBe(true);
  });

  /**
   * What each database ran since `reset()`, from pg_stat_statements (the server's own account, not
   * the app's): the statements of the primary and of the replica database.
   */
  const reset = () => primarySql.query("SELECT pg_stat_statements_reset()");
  const statements = async () => {
    const { rows } = await primarySql.query<{ db: string; query: string }>(
      `SELECT d.datname AS db, s.query FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
       WHERE s.query NOT ILIKE '%pg_stat_statements%'`,
    );
    const primaryName = new URL(t.db.url!).pathname.slice(1);
    const replicaName = new URL(replica.url!).pathname.slice(1);
    return {
      primary: rows.filter((r) => r.db === primaryName).map((r) => r.query),
      replica: rows.filter((r) => r.db === replicaName).map((r) => r.query),
    };
  };
  /** A statement reading catalogue rows (not the version or its change log, which the primary keeps answering). */
  const readsCatalogue = (q: string) =>
    /^\s*(select|with)\b/i.test(q) &&
    /\b(from|join)\s+"?(products|master_products|master_product_categories|type_categories|product_types|manufacturers|attribute_definitions|product_reviews|search_models|search_postings|search_terms|catalog_redirects|catalog_banners)"?\b/i.test(
      q,
    );
  /** Every catalogue answer a shopper's pages ask for, uncached. */
  const shopperReads = async (client = t.client()) => {
    const get = async (url: string) => {
      const res = await client.get(url);
      expect(res.status, `${url}: ${res.text}`).toBe(200);
      return res.text;
    };
    return {
      detail: await get(`/api/new/catalog/product/${phoneSeo}/`),
      // What the server render of the product page reads (the same pageRead as this route).
      page: await get(`/api/new/catalog/page/?path=${phoneSeo}`),
      search: await get("/api/new/search/query/?q=iphone"),
      suggest: await get("/api/new/search/suggest/?q=iph"),
      category: await get("/api/new/catalog/category/?path=telefony"),
      menu: await get("/api/new/mp-menu/hamburger/hamburger/"),
      home: await get("/api/new/catalog/home/"),
      compare: await get(`/api/new/catalog/compare/?products=${phoneSeo}`),
      list: await get("/api/new/catalog/products/?category=telefony&sort=price_desc"),
    };
  };
  /**
   * A change of the makers table moves the version and drops every cached answer (it may touch
   * anything); a move of the dictionary's version makes each instance read the search dictionary
   * again on its next search (decision 027), as a change of a model's words does.
   */
  const touchEverything = () =>
    primarySql.query(
      "UPDATE manufacturers SET name = name; UPDATE search_terms_version SET v = v + 1 WHERE id = 1",
    );

  it("answers product detail, its page, search, suggestions and the lookups from the replica, none of it from the primary", async () => {
    await touchEverything();
    await caughtUp();
    await reset();
    const read = await shopperReads();
    const ran = await statements();
    // The answers are whole: the replica has every table they read (a table left out of the
    // publication would answer an empty search or a 404 here).
    expect(read.detail).toContain(`"id":${phoneId}`);
    expect(read.page).toContain(`"kind":"product"`);
    expect(JSON.parse(read.search).items.map((i: { id: number }) => i.id)).toContain(phoneId);
    expect(JSON.parse(read.suggest).products.map((i: { id: number }) => i.id)).toContain(phoneId);
    expect(JSON.parse(read.category).url).toContain("telefony");
    expect(read.menu).toContain("telefony");
    expect(read.compare).toContain(String(phoneId));
    const onTheReplica = ran.replica.filter(readsCatalogue).join("\n");
    for (const table of [
      "search_postings|search_models",
      "search_terms",
      "product_reviews",
      "type_categories",
      "manufacturers",
      "attribute_definitions",
      "catalog_banners",
    ])
      expect(onTheReplica, table).toMatch(new RegExp(`\\b(${table})\\b`, "i"));
    expect(ran.primary.filter(readsCatalogue)).toEqual([]);
    // The primary still answers what the version rule needs.
    expect(ran.primary.join("\n")).toMatch(/from catalog_version/i);
  });

  it("shows a staff member's saved product in detail and search at once from the primary while the replica lags", async () => {
    await replicaSql.query("ALTER SUBSCRIPTION shop_replica DISABLE");
    const staff = t.client();
    await staff.login("katalog@example.cz", "Heslo123!");
    const saved = await staff.patch(`/api/new/catalog/admin/products/${phoneId}/`, {
      price: 18490,
      name: "Apple iPhone 16 Pro Max",
    });
    expect(saved.status, saved.text).toBe(200);
    await reset();
    const staffSees = await shopperReads(staff);
    const ran = await statements();
    expect(staffSees.detail).toContain("Apple iPhone 16 Pro Max");
    expect(staffSees.detail).toContain("18490");
    expect(JSON.parse(staffSees.search).items[0]).toMatchObject({ id: phoneId });
    expect(JSON.stringify(JSON.parse(staffSees.search).items[0])).toContain("Pro Max");
    expect(staffSees.suggest).toContain("Pro Max");
    // The replica was asked its version only; every catalogue row came from the primary.
    expect(ran.replica.filter(readsCatalogue)).toEqual([]);
    expect(ran.replica.join("\n")).toMatch(/from catalog_version/i);
    expect(ran.primary.filter(readsCatalogue).length).toBeGreaterThan(0);
    const stale = await replicaSql.query("SELECT name FROM products WHERE id = $1", [phoneId]);
    expect(stale.rows[0].name).not.toContain("Pro Max");

    // Once it replays, a shopper's uncached answers come from the replica, with the change.
    await replicaSql.query("ALTER SUBSCRIPTION shop_replica ENABLE");
    await caughtUp();
    await touchEverything();
    await caughtUp();
    await reset();
    const shopperSees = await shopperReads();
    const after = await statements();
    expect(shopperSees.detail).toContain("Apple iPhone 16 Pro Max");
    expect(JSON.stringify(JSON.parse(shopperSees.search).items[0])).toContain("Pro Max");
    expect(after.primary.filter(readsCatalogue)).toEqual([]);
    expect(after.replica.filter(readsCatalogue).length).toBeGreaterThan(0);
  });

  it("keeps saving when the change log is pruned (every 500th version) while it is published", async () => {
    // Without a row identity (migration 0040) PostgreSQL refuses the pruning DELETE of a published
    // table, failing that save and every one after it (the version cannot move past the 500th).
    const priceBefore = (await primarySql.query("SELECT price FROM products WHERE id = $1", [phoneId]))
      .rows[0].price;
    await primarySql.query("UPDATE catalog_version SET v = (v / 500 + 1) * 500 - 1, tx = NULL WHERE id = 1");
    const staff = t.client();
    await staff.login("katalog@example.cz", "Heslo123!");
    for (const price of [17990, 17490]) {
      const saved = await staff.patch(`/api/new/catalog/admin/products/${phoneId}/`, { price });
      expect(saved.status, saved.text).toBe(200);
    }
    const v = await caughtUp();
    expect(v).toBeGreaterThan(500);
    const price = "SELECT price FROM products WHERE id = $1";
    const [onPrimary, onReplica] = await Promise.all([
      primarySql.query(price, [phoneId]),
      replicaSql.query(price, [phoneId]),
    ]);
    expect(onReplica.rows[0].price).toBe(onPrimary.rows[0].price);
    expect(onPrimary.rows[0].price).not.toBe(priceBefore);
  });
});
