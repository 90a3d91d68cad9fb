import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { getMarket, type MarketCode } from "../../domain/market.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type Database, migrateDatabase, openDatabase } from "../db/client.js";
import { SandboxCdn } from "../integrations/cdn/sandbox-cdn.js";
import { LocalStorage } from "../integrations/storage/local-storage.js";
import type { AppContext } from "../platform/context.js";
import { setDataKey } from "../platform/crypto.js";
import { createEventBus, localEventBus } from "../platform/events.js";
import { inlineJobs } from "../platform/jobs.js";
import { createMailer } from "../platform/mail.js";
import { memoryRateCounter } from "../platform/rate-limit.js";
import { type SeededSnapshot, seededSnapshot } from "./seeded-snapshot.js";
import { TestClient } from "./test-client.js";

/**
 * A fresh, migrated database per test file: PGlite in memory, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped on close. Nothing of our own is mocked.
 */
export async function openTestDatabase(from?: SeededSnapshot): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = from?.pgliteDump ?? process.env.SHOP_TEST_PGLITE_DUMP;
    const database = dump
      ? await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(dump)]) })
      : await openDatabase({ memory: true });
    if (!dump) await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const name = `shop_t_${randomBytes(6).toString("hex")}`;
  const template = from?.pgTemplate ?? process.env.SHOP_TEST_PG_TEMPLATE;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  // The pool production runs with (decision 024).
  const database = await openDatabase({ databaseUrl: testUrl.toString() });
  if (!template) await migrateDatabase(database);
  return {
    database,
    url: testUrl.toString(),
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The app's database and, on PostgreSQL, its URL (for a second app on the same database). */
  db: { database: Database; url?: string };
  /** The folder of the app's own image storage (none when it shares another app's). */
  imagesDir?: string;
  /** A client with its own cookie jar (a browser): `await t.client()`. */
  client(): TestClient;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    market?: MarketCode;
    /** Routes only a test needs (registered after the shop's own, with its hooks). */
    routes?: (app: FastifyInstance) => Promise<void>;
    /**
     * Another app's database instead of a new one: two web instances of one shop. This app's close
     * leaves the database to its owner (close this one first).
     */
    shareDatabaseOf?: TestApp;
    /** The production event bus (NOTIFY through PostgreSQL, in-process on PGlite) instead of a local one. */
    databaseEvents?: boolean;
    /**
     * Start from the demo shop (`seedDemo`), seeded once per run and market and copied for each
     * file that asks (seeded-snapshot.ts), with the pictures the seed stored.
     */
    seeded?: boolean;
    /** Close leaves the database in place (the seeded snapshot makes its template of it). */
    keepDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const marketCode = opts.market ?? "cz";
  const snapshot = opts.seeded ? await seededSnapshot(marketCode, createTestApp) : undefined;
  const opened = opts.shareDatabaseOf
    ? { ...opts.shareDatabaseOf.db, drop: async () => {} }
    : await openTestDatabase(snapshot);
  const { database, url } = opened;
  const drop = opts.keepDatabase ? () => database.close() : opened.drop;
  const config = {
    ...loadConfig({ ...process.env, SHOP_MARKET: marketCode, DATA_KEY: "11".repeat(32) }),
    logLevel: "silent",
  };
  setDataKey(config.dataKey);
  const jobs = inlineJobs();
  const market = getMarket(config.market);
  // Each app its own image folder (a second app on the same database shares the first one's).
  const imagesDir = opts.shareDatabaseOf ? undefined : mkdtempSync(join(tmpdir(), "shop-images-"));
  if (snapshot && imagesDir) cpSync(snapshot.images, imagesDir, { recursive: true });
  const ctx: AppContext = {
    config,
    market,
    database,
    db: database.db,
    jobs,
    mailer: createMailer(database.db, jobs, undefined, "shop@test"),
    cdn: new SandboxCdn(),
    storage: opts.shareDatabaseOf?.ctx.storage ?? new LocalStorage(imagesDir!),
    events: opts.databaseEvents ? await createEventBus(database, url) : localEventBus(),
    rates: memoryRateCounter(),
  };
  const app = await buildApp(ctx, { logger: false, pages: opts.routes });
  await app.ready();
  return {
    app,
    ctx,
    db: { database, url },
    imagesDir,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await ctx.events.close();
      await drop();
      if (imagesDir) rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}
