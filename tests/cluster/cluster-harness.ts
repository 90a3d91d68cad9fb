import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Where the machine's PostgreSQL is (the suite's DATABASE_URL, else the local trust login). */
export const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export interface RunningCluster {
  /** nginx's address: what a shopper uses. */
  url: string;
  /** Each web instance's own address, in order. */
  instances: string[];
  appPorts: number[];
  databaseUrl: string;
  dataDir: string;
  /** The supervisor's output so far (a failing test prints it). */
  output(): string;
  /** The pid of a process by its name in `npm run start:cluster`'s state file ("web 1 :3371", "worker"). */
  pidOf(match: (name: string) => boolean): number;
  /** A client on the cluster's database (to count orders and jobs); ended by `stop`. */
  db: pg.Pool;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * Starts `npm run start:cluster` (scripts/start-cluster.mjs) on a new database, free ports and a
 * temporary data directory, and resolves once it printed its address. Needs the production build.
 */
export async function startCluster(extraEnv: Record<string, string> = {}): Promise<RunningCluster> {
  // CLUSTER_TEST_DATABASE_URL: an already seeded database to reuse while working on these tests
  // (kept afterwards); by default a new one, seeded by the first instance and dropped at the end.
  const reuse = process.env.CLUSTER_TEST_DATABASE_URL;
  const name = `shop_cluster_${randomBytes(4).toString("hex")}`;
  const databaseUrl = reuse ?? Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const [port, a, b] = [await freePort(), await freePort(), await freePort()];
  // With a reused database, its data directory too (the data key that encrypted it, its images).
  const dataDir =
    (reuse && process.env.CLUSTER_TEST_DATA_DIR) || mkdtempSync(join(tmpdir(), "shop-cluster-"));
  let output = "";
  const supervisor: ChildProcess = spawn(process.execPath, ["scripts/start-cluster.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      CLUSTER_PORT: String(port),
      CLUSTER_APP_PORTS: `${a},${b}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      VITE_DEV: "",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("[cluster] Shop at")) resolve();
    };
    supervisor.stdout!.on("data", collect);
    supervisor.stderr!.on("data", collect);
    supervisor.once("exit", (code) => reject(new Error(`start:cluster ended (${code}):\n${output}`)));
  });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on("error", () => {});
  const stop = async () => {
    if (supervisor.exitCode === null) {
      supervisor.kill("SIGTERM");
      await once(supervisor, "exit");
    }
    await db.end();
    if (reuse) return;
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await ready;
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    instances: [a, b].map((p) => `http://127.0.0.1:${p}`),
    appPorts: [a, b],
    databaseUrl,
    dataDir,
    output: () => output,
    pidOf(match) {
      const file = join(dataDir, "cluster.json");
      if (!existsSync(file)) throw new Error("no cluster.json");
      const state = JSON.parse(readFileSync(file, "utf8")) as { name: string; pid: number | null }[];
      const found = state.find((s) => match(s.name))?.pid;
      if (!found) throw new Error(`no running process matches in ${JSON.stringify(state)}`);
      return found;
    },
    db,
    stop,
  };
}

/** True when the machine has what the cluster needs: nginx, PostgreSQL and Redis. */
export async function clusterPrerequisites(): Promise<string | null> {
  const nginx = ["/usr/sbin/nginx", process.env.NGINX].filter(Boolean).some((p) => existsSync(p!));
  if (!nginx) return "nginx is not installed (apt-get install nginx)";
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `no PostgreSQL at ${ADMIN_URL}`;
  }
  const { hostname, port } = new URL(REDIS_URL);
  const socket = (await import("node:net")).connect(Number(port || 6379), hostname);
  const reached = await Promise.race([
    once(socket, "connect").then(() => true),
    once(socket, "error").then(() => false),
  ]);
  socket.destroy();
  return reached ? null : `no Redis at ${REDIS_URL}`;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(probe: () => Promise<T>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
}
