// `npm run bench [-- --only <substring>] [--duration 5] [--products 10000]`: starts the built shop on a
// 10 000-product database (the machine's PostgreSQL when DATABASE_URL is set, else PGlite), measures
// two ceilings and every scenario in bench/scenarios/, prints a table of requests/s, p50, p99 and CPU
// per request with ratios to the database ceiling, then Lighthouse on three pages (bench/lighthouse.ts;
// `--no-lighthouse` skips it), and writes bench/results/latest.json.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type LighthouseResult, printLighthouse, runLighthouse } from "./lighthouse.js";
import type { BenchContext, BenchRequest, Scenario } from "./scenario.js";

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    duration: { type: "string", default: "5" },
    products: { type: "string", default: "10000" },
    port: { type: "string", default: "3300" },
    "no-lighthouse": { type: "boolean", default: false },
  },
});
const DURATION = Number(args.duration);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/server/entry-server.js"))
  spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });

const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)";
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "shop-bench-"));
console.log(`Benchmark on ${database}; seeding ${args.products} products…`);
spawnSync("npx", ["tsx", "src/server/db/seed/seed-cli.ts", "--products", args.products!], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});

const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    JOBS: "inline",
    HOST: "127.0.0.1",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
process.on("exit", () => server.kill());

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** CPU time (user + system, ms) the server process has used so far, from /proc. */
function serverCpuMs(): number {
  const stat = readFileSync(`/proc/${server.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerReq: number;
  errors: number;
  ratio?: number;
  target?: Scenario["target"];
  ok?: boolean;
}

async function measure(name: string, requests: BenchRequest[], connections = 20): Promise<Measured> {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: BASE,
    connections,
    duration: DURATION,
    idReplacement: true,
    requests: requests.map((r) => ({
      method: r.method ?? "GET",
      path: r.path,
      body: r.body,
      headers: {
        accept: "application/json",
        ...(r.body ? { "content-type": "application/json" } : {}),
        ...r.headers,
      },
    })),
  });
  const cpu = serverCpuMs() - cpuBefore;
  const total = result.requests.total || 1;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerReq: Number((cpu / total).toFixed(3)),
    errors: result.errors + result.non2xx,
  };
}

await waitForServer();
const routes = (await (await fetch(`${BASE}/api/new/core/routes/`)).json()) as Record<string, string>;
const fillPath = (
  name: string,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) => {
  let p = routes[name];
  if (!p) throw new Error(`no route ${name}`);
  p = p.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(params[k])));
  return query ? `${p}?${new URLSearchParams(query)}` : p;
};
let sessionCache: { cookie: string; csrf: string } | undefined;
const ctx: BenchContext = {
  baseUrl: BASE,
  routes,
  path: fillPath,
  getJson: async (path) =>
    (
      await fetch(BASE + path, {
        headers: { accept: "application/json", ...(sessionCache ? { cookie: sessionCache.cookie } : {}) },
      })
    ).json(),
  session: async () => {
    if (sessionCache) return sessionCache;
    const res = await fetch(`${BASE}/api/new/core/routes/`);
    const csrf = /csrftoken=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1];
    sessionCache = { cookie: `csrftoken=${csrf}`, csrf };
    return sessionCache;
  },
};

const results: Measured[] = [];
results.push(await measure("ceiling: bare JSON route", [{ path: "/api/new/core/ping/" }]));
const dbCeiling = await measure("ceiling: SELECT 1 route", [{ path: "/api/new/core/ping-db/" }]);
results.push(dbCeiling);

const files = readdirSync(join(import.meta.dirname, "scenarios"))
  .filter((f) => f.endsWith(".ts"))
  .sort();
for (const file of files) {
  const mod = (await import(join(import.meta.dirname, "scenarios", file))) as { scenarios: Scenario[] };
  for (const scenario of mod.scenarios) {
    const label = `${file.replace(".ts", "")}: ${scenario.name}`;
    if (args.only && !label.includes(args.only)) continue;
    let requests: BenchRequest[] | null;
    try {
      requests = await scenario.requests(ctx);
    } catch (err) {
      console.warn(`skipped ${scenario.name}: ${(err as Error).message}`);
      continue;
    }
    if (!requests) {
      console.warn(`skipped ${scenario.name}: not available`);
      continue;
    }
    const m = await measure(label, requests, scenario.connections);
    m.target = scenario.target;
    results.push(m);
  }
}

for (const r of results) {
  r.ratio = Number((r.rps / dbCeiling.rps).toFixed(3));
  if (r.target)
    r.ok =
      (r.target.minRatio === undefined || r.ratio >= r.target.minRatio) &&
      (r.target.maxP99Ms === undefined || r.p99 <= r.target.maxP99Ms) &&
      r.errors === 0;
}
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\n${"scenario".padEnd(52)} ${pad("req/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("CPU ms", 7)} ${pad("÷ db", 6)} ${pad("errors", 6)}  target`,
);
for (const r of results) {
  const target = r.target
    ? `${r.target.minRatio !== undefined ? `≥${r.target.minRatio}` : ""}${r.target.maxP99Ms !== undefined ? ` p99≤${r.target.maxP99Ms}` : ""} ${r.ok ? "ok" : "MISSED"}`
    : "";
  console.log(
    `${r.name.padEnd(52)} ${pad(r.rps, 8)} ${pad(r.p50, 7)} ${pad(r.p99, 7)} ${pad(r.cpuMsPerReq, 7)} ${pad(r.ratio!, 6)} ${pad(r.errors, 6)}  ${target}`,
  );
}
let lighthouseResult: LighthouseResult | { skipped: string } | undefined;
if (args["no-lighthouse"] || (args.only && args.only !== "lighthouse")) lighthouseResult = undefined;
else {
  try {
    lighthouseResult = await runLighthouse(ctx);
    printLighthouse(lighthouseResult);
  } catch (err) {
    lighthouseResult = { skipped: (err as Error).message };
    console.warn(`\nLighthouse skipped: ${(err as Error).message}`);
  }
}
writeFileSync(
  "bench/results/latest.json",
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database,
      products: Number(args.products),
      durationSeconds: DURATION,
      results,
      lighthouse: lighthouseResult,
    },
    null,
    2,
  ),
);
console.log("\nwritten bench/results/latest.json");
server.kill();
process.exit(0);
