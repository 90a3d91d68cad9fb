import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { MarketCode } from "../../domain/market.js";
import type { TestApp } from "./test-app.js";

/**
 * The demo shop, seeded once per test run and market (decision 023, addendum): `seedDemo` took
 * 10–15 s of a test file on PGlite on CI's machine, and a dozen files start from it. The first file
 * of a run that asks for a market's demo shop seeds it; every other file, in any worker, starts
 * from a copy of the result: the database (a PGlite data-dir dump, or a PostgreSQL template
 * database) and the pictures the seed stored in its image folder.
 */
export interface SeededSnapshot {
  /** The PGlite dump, when the run is on PGlite. */
  pgliteDump?: string;
  /** The template database, when the run is on PostgreSQL. */
  pgTemplate?: string;
  /** The image folder's files. */
  images: string;
}

/** The run's own folder and template-name prefix (global-setup.ts): what one run seeds, no other reads. */
const runValue = (name: "SHOP_TEST_RUN_DIR" | "SHOP_TEST_SEED_PREFIX") => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through vitest (global-setup.ts)`);
  return value;
};

/** test-app.ts's `createTestApp`, passed in: the two modules would otherwise import each other. */
type CreateApp = (opts: { market: MarketCode; keepDatabase: true }) => Promise<TestApp>;

const built = new Map<MarketCode, Promise<SeededSnapshot>>();

export function seededSnapshot(market: MarketCode, createApp: CreateApp): Promise<SeededSnapshot> {
  let snapshot = built.get(market);
  if (!snapshot) {
    snapshot = buildOrWait(market, createApp);
    built.set(market, snapshot);
  }
  return snapshot;
}

async function buildOrWait(market: MarketCode, createApp: CreateApp): Promise<SeededSnapshot> {
  const dir = join(runValue("SHOP_TEST_RUN_DIR"), `seeded-${market}`);
  const ready = join(dir, "ready.json");
  const failed = join(dir, "failed.txt");
  try {
    // Whoever makes the folder seeds; the others (other workers) wait for its `ready.json`, or
    // fail with its error instead of waiting out their hook's timeout.
    mkdirSync(dir);
  } catch {
    for (;;) {
      if (existsSync(ready)) return JSON.parse(readFileSync(ready, "utf8")) as SeededSnapshot;
      if (existsSync(failed))
        throw new Error(
          `The ${market} demo shop's seed failed in another worker:\n${readFileSync(failed, "utf8")}`,
        );
      await sleep(100);
    }
  }
  try {
    return await build(market, createApp, dir, ready);
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

async function build(
  market: MarketCode,
  createApp: CreateApp,
  dir: string,
  ready: string,
): Promise<SeededSnapshot> {
  // Loaded here, not with the module: test-app.ts imports this file, and a file that never seeds
  // (worker-files.test.ts checks what the web loads) must not load the seed's graph.
  const { seedDemo } = await import("../db/seed/seed.js");
  const t = await createApp({ market, keepDatabase: true });
  await seedDemo(t.ctx);
  const snapshot: SeededSnapshot = { images: join(dir, "images") };
  cpSync(t.imagesDir!, snapshot.images, { recursive: true });
  if (t.db.url) {
    await t.close();
    // The seeded database itself becomes the template (no connection is left on it).
    snapshot.pgTemplate = `${runValue("SHOP_TEST_SEED_PREFIX")}${market}`;
    const source = new URL(t.db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${source} RENAME TO ${snapshot.pgTemplate}`);
    await admin.end();
  } else {
    const dump = await t.db.database.pglite!.dumpDataDir("gzip");
    snapshot.pgliteDump = join(dir, "database.tar.gz");
    writeFileSync(snapshot.pgliteDump, Buffer.from(await dump.arrayBuffer()));
    await t.close();
  }
  writeFileSync(`${ready}.tmp`, JSON.stringify(snapshot));
  renameSync(`${ready}.tmp`, ready);
  return snapshot;
}
