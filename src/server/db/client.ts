import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PROJECT_ROOT } from "../project-root.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (`db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a query function takes: the database or a transaction of it. */
export type DbOrTx = Db | Tx;

/** The opened database: the Drizzle database and, by kind, the embedded PGlite or the PostgreSQL pool under it. */
export type Database = {
  db: Db;
  close(): Promise<void>;
} & (
  | {
      kind: "pglite";
      /** The PGlite instance (for pg-boss) when embedded. */
      pglite: PGlite;
      pool?: undefined;
    }
  | {
      kind: "postgres";
      /** The pool when on PostgreSQL. */
      pool: pg.Pool;
      pglite?: undefined;
    }
);

export const MIGRATIONS_DIR = join(PROJECT_ROOT, "db", "migrations");

/**
 * Connections a process keeps to PostgreSQL (decision 024). Few on purpose: a request waits its
 * turn for a connection in the process, in order, instead of twenty backends per instance
 * competing for the database's cores; on this 2-core machine 4 (and 2) served 15–30 % more
 * catalogue misses than 20, with a shorter tail. `DATABASE_POOL_SIZE` sets it per deployment.
 */
export const DEFAULT_POOL_SIZE = 4;

/** `memory://` opens a throw-away embedded database (tests); otherwise a directory under dataDir. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** A read replica of `databaseUrl` (PostgreSQL only). */
  databaseReadUrl?: string;
  dataDir?: string;
  memory?: boolean;
  poolSize?: number;
  /** Start an embedded database from a data-dir dump (tests start from a migrated copy). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = openPool(opts.databaseUrl, opts.poolSize ?? DEFAULT_POOL_SIZE);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    if (!opts.databaseReadUrl) return { kind: "postgres", db, pool, close: () => pool.end() };
    const readPool = openPool(opts.databaseReadUrl, opts.poolSize ?? DEFAULT_POOL_SIZE);
    const readDb = drizzlePg({ client: readPool, schema }) as unknown as Db;
    replicas.set(db, readDb);
    return {
      kind: "postgres",
      db,
      pool,
      close: async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  let dir: string | undefined;
  if (!opts.memory) {
    dir = join(opts.dataDir ?? "./data", "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { kind: "pglite", db, pglite, close: () => pglite.close() };
}

const replicas = new WeakMap<Db, Db>();

/**
 * The read replica opened with a database (`DATABASE_READ_URL`, decision 019), if any: only
 * `catalog-read.ts` decides when a read may go there.
 */
export const replicaOf = (db: Db): Db | undefined => replicas.get(db);

/** Pairs a primary with a read replica (tests that record which statements go where). */
export function useReplica(db: Db, replica: Db): void {
  replicas.set(db, replica);
}

/**
 * A PostgreSQL pool that never leaves a request hanging on a database that went away: a new
 * connection gives up after 5 s (a restart, a failover), so the request fails fast (503 with
 * Retry-After, error-handler.ts) and a later one connects again by itself.
 */
function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover, a test dropping its database)
  // must not crash the process; the pool replaces it on the next query.
  pool.on("error", (err) => console.error("database connection lost:", err.message));
  return pool;
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The migrators take their driver's own Drizzle type: a schema-less one over the same client.
  if (database.kind === "pglite") await migratePglite(drizzlePglite({ client: database.pglite }), config);
  else await migratePg(drizzlePg({ client: database.pool }), config);
}
