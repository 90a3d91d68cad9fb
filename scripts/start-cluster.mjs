// `npm run start:cluster`: the shop as a cluster on this machine (issue 21, docs/deploy.md):
// Debian's nginx on loopback in front of two web instances on two ports and a separate job worker,
// all on PostgreSQL and Redis, sharing one data directory (images, feeds, the data key).
// It supervises them: an instance or the worker that dies is started again a second later.
// Ctrl-C (or SIGTERM, or `npm run start:cluster -- stop` from another shell) stops everything.
//
// Settings (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_cluster,
// created when missing), REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_PORT (nginx, 8080),
// CLUSTER_APP_PORTS (3001,3002), DATA_DIR (./data/cluster), SHOP_MARKET, NGINX (the binary).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildServer, SERVER_OUT, serverBuildIsStale } from "./build-server.mjs";
import { mallocEnv } from "./malloc-env.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const port = Number(env.CLUSTER_PORT ?? 8080);
const appPorts = (env.CLUSTER_APP_PORTS ?? "3001,3002").split(",").map(Number);
const dataDir = resolve(env.DATA_DIR ?? join(ROOT, "data", "cluster"));
const databaseUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/shop_cluster";
const redisUrl = env.REDIS_URL ?? "redis://127.0.0.1:6379";
const nginxBin = env.NGINX ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
const pidFile = join(dataDir, "cluster.pid");
const stateFile = join(dataDir, "cluster.json");
const url = `http://127.0.0.1:${port}`;

/** The server's V8 settings, as `scripts/start.mjs` gives them (decision 013); malloc's: `mallocEnv`. */
const NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=512"];

if (process.argv.includes("stop")) await stopRunning();
else await start();

/** `stop`: asks the running supervisor (its pid in DATA_DIR/cluster.pid) to stop, and waits. */
async function stopRunning() {
  if (!existsSync(pidFile)) {
    console.log(`No cluster is running (no ${pidFile}).`);
    return;
  }
  const pid = Number(readFileSync(pidFile, "utf8"));
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    console.log(`The cluster (pid ${pid}) was not running.`);
    rmSync(pidFile, { force: true });
    return;
  }
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
  console.log(alive(pid) ? `The cluster (pid ${pid}) is still stopping.` : "Cluster stopped.");
}

async function start() {
  if (existsSync(pidFile) && alive(Number(readFileSync(pidFile, "utf8")))) {
    console.error(`A cluster already runs from ${dataDir} (pid ${readFileSync(pidFile, "utf8")}).`);
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(ROOT, "dist/client/index.html"))) {
    console.log("Building the web app…");
    const r = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", cwd: ROOT });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else if (serverBuildIsStale()) {
    console.log("Compiling the server…");
    await buildServer();
  }
  await createDatabaseIfMissing(databaseUrl);
  writeFileSync(pidFile, String(process.pid));

  const shared = {
    ...mallocEnv(env),
    ...env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    // One copy of each product feed for all instances (images are under DATA_DIR/images already).
    FEEDS_DIR: env.FEEDS_DIR ?? join(dataDir, "feeds"),
    PUBLIC_URL: env.PUBLIC_URL ?? url,
    // The instances believe X-Forwarded-For from nginx only.
    TRUST_PROXY: env.TRUST_PROXY ?? "127.0.0.1",
    HOST: "127.0.0.1",
    WEB_CONCURRENCY: "",
  };
  const children = [
    ...appPorts.map((p, i) => ({
      name: `web ${i + 1} :${p}`,
      entry: "main",
      port: p,
      env: { ...shared, PORT: String(p), INLINE_WORKERS: "0" },
    })),
    { name: "worker", entry: "worker", env: shared },
  ];
  let stopping = false;
  const running = new Map();
  const prefix = mkdtempSync(join(tmpdir(), "shop-nginx-"));
  let nginx;

  // Which process serves what, for tools and the cluster tests (`kill -9` of one instance).
  const writeState = () =>
    writeFileSync(
      stateFile,
      JSON.stringify(
        children.map((c) => ({ name: c.name, port: c.port ?? null, pid: running.get(c)?.pid ?? null })),
      ),
    );
  const launch = (child) => {
    const proc = spawn(process.execPath, [...NODE_FLAGS, join(SERVER_OUT, `${child.entry}.js`)], {
      cwd: ROOT,
      env: child.env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    running.set(child, proc);
    writeState();
    proc.on("exit", (code, signal) => {
      running.delete(child);
      if (!stopping) writeState();
      if (stopping) return;
      console.error(
        `[cluster] ${child.name} (pid ${proc.pid}) ended (${signal ?? `code ${code}`}); starting it again.`,
      );
      setTimeout(() => !stopping && launch(child), 1000);
    });
    return proc;
  };

  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[cluster] stopping (${signal})…`);
    for (const proc of running.values()) proc.kill("SIGTERM");
    if (nginx && nginx.exitCode === null) nginx.kill("SIGQUIT");
    const deadline = Date.now() + 10_000;
    while ((running.size || (nginx && nginx.exitCode === null)) && Date.now() < deadline) await sleep(100);
    for (const proc of running.values()) proc.kill("SIGKILL");
    if (nginx && nginx.exitCode === null) nginx.kill("SIGKILL");
    rmSync(prefix, { recursive: true, force: true });
    for (const file of [pidFile, stateFile])
      try {
        unlinkSync(file);
      } catch {}
    console.log("[cluster] stopped.");
    process.exit(0);
  };
  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(s, () => void stop(s));

  // The first instance migrates and seeds (an empty database gets the demo shop) before the others
  // start, so migrations run once and never concurrently.
  const [first, ...rest] = children;
  launch(first);
  await waitForHealth(first.port, () => stopping);
  for (const child of rest) launch(child);
  for (const child of rest) if (child.port) await waitForHealth(child.port, () => stopping);

  writeFileSync(join(prefix, "nginx.conf"), nginxConfig(prefix));
  nginx = spawn(
    nginxBin,
    ["-p", prefix, "-e", join(prefix, "error.log"), "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  nginx.on("exit", (code) => {
    if (stopping) return;
    console.error(`[cluster] nginx ended (code ${code}): ${tail(join(prefix, "error.log"))}`);
    void stop("nginx ended");
  });
  await waitForHealth(port, () => stopping);
  if (stopping) return;
  console.log(
    `[cluster] Shop at ${url} (nginx → ${appPorts.map((p) => `127.0.0.1:${p}`).join(", ")}, worker pid ${running.get(children.at(-1))?.pid}; data in ${dataDir})`,
  );
  console.log("[cluster] Ctrl-C or `npm run start:cluster -- stop` stops it.");
}

function nginxConfig(prefix) {
  const template = readFileSync(join(ROOT, "deploy/nginx/shop.conf.template"), "utf8");
  const upstreams = appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n");
  return template
    .replaceAll("{{PREFIX}}", prefix)
    .replaceAll("{{LISTEN}}", `127.0.0.1:${port}`)
    .replaceAll("{{UPSTREAMS}}", upstreams);
}

async function createDatabaseIfMissing(dbUrl) {
  const target = new URL(dbUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(dbUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Create the database "${name}" first.`);
      await client.query(`CREATE DATABASE ${name}`);
      console.log(`[cluster] created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Waits until /healthz answers 200 on a port (an instance seeding 1 000s of products takes a while). */
async function waitForHealth(p, cancelled, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !cancelled()) {
    try {
      const res = await fetch(`http://127.0.0.1:${p}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {}
    await sleep(250);
  }
  if (!cancelled()) throw new Error(`nothing healthy on port ${p} after ${timeoutMs / 1000} s`);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file) {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-3).join(" | ");
  } catch {
    return "";
  }
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
