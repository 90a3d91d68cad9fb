import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from "../db/client.js";

/**
 * Running every migration for every test file is most of a test file's set-up, so the suite
 * migrates once (vitest globalSetup) and each file starts from a copy: a PGlite data-dir dump, or a
 * PostgreSQL template database. The name carries a hash of the migrations, so a changed
 * migration makes a new template.
 */
export function migrationsHash(): string {
  const h = createHash("sha256");
  for (const f of readdirSync(MIGRATIONS_DIR)
    .filter((x) => x.endsWith(".sql"))
    .sort())
    h.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  return h.digest("hex").slice(0, 12);
}

export const pgliteDumpPath = (hash: string) => join(tmpdir(), `shop-test-pglite-${hash}.tar.gz`);
export const pgTemplateName = (hash: string) => `shop_tpl_${hash}`;

export async function preparePgliteDump(hash: string): Promise<string> {
  const file = pgliteDumpPath(hash);
  if (existsSync(file)) return file;
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir("gzip");
  writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  (await import("node:fs")).renameSync(`${file}.tmp`, file);
  await database.close();
  return file;
}

export async function preparePgTemplate(url: string, hash: string): Promise<string> {
  const name = pgTemplateName(hash);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount) return name;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    await migrateDatabase(database);
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
