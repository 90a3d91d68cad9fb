import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { migrationsHash, preparePgliteDump, preparePgTemplate } from "./migrated-template.js";

/**
 * Vitest globalSetup: migrate once; test files start from the migrated copy. The run gets a folder
 * and an id of its own for the demo shop its files seed once (seeded-snapshot.ts), removed after.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const hash = migrationsHash();
  process.env.SHOP_TEST_MIGRATIONS = hash;
  if (process.env.DATABASE_URL)
    process.env.SHOP_TEST_PG_TEMPLATE = await preparePgTemplate(process.env.DATABASE_URL, hash);
  else process.env.SHOP_TEST_PGLITE_DUMP = await preparePgliteDump(hash);

  const seedPrefix = `shop_seed_${randomBytes(4).toString("hex")}_`;
  const runDir = mkdtempSync(join(tmpdir(), "shop-test-run-"));
  process.env.SHOP_TEST_SEED_PREFIX = seedPrefix;
  process.env.SHOP_TEST_RUN_DIR = runDir;
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (!process.env.DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [seedPrefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
