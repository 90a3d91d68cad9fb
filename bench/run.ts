// `npm run bench [-- --only <substring>] [--duration 5] [--products 10000] [--port 3300] [--profile <dir>]`:
// starts the built shop on a 10 000-product database (the machine's PostgreSQL when DATABASE_URL is
// set, else PGlite), measures two ceilings and every scenario in bench/scenarios/ (each read also
// as a cache-miss twin over distinct URLs, twins.ts), runs Lighthouse on three pages
// (bench/lighthouse.ts; `--no-lighthouse` skips it), then prints a table of requests/s, p50, p99,
// server and database CPU per request (db-cpu.ts), ratios to the database ceiling and non-2xx
// answers, with the web instances' memory after the run, and writes bench/results/latest.json. `--profile` runs the server with `--cpu-prof` into that directory
// (with `--no-ceilings` the profile holds only the chosen scenarios; ratios are then not judged).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { DB_CPU_SAMPLE_MS, DbCpuSampler } from "./db-cpu.js";
import { type LighthouseResult, printLighthouse, runLighthouse } from "./lighthouse.js";
import { type ProcessMemory, serverMemory, treeCpuMs } from "./processes.js";
import type { BenchContext, BenchRequest, PerConnection, Scenario } from "./scenario.js";
import { API_HEADERS, Shopper } from "./shopper.js";
import { answerText } from "./twins.js";

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    duration: { type: "string", default: "5" },
    products: { type: "string", default: "10000" },
    port: { type: "string", default: "3300" },
    profile: { type: "string" },
    "no-ceilings": { type: "boolean", default: false },
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
// As in production: one web instance per core on PostgreSQL (`WEB_CONCURRENCY` overrides it);
// PGlite is one process's database, so one instance there.
const instances = process.env.WEB_CONCURRENCY ?? (process.env.DATABASE_URL ? "auto" : "1");
console.log(
  `Benchmark on ${database}, ${instances === "auto" ? "one web instance per core" : `${instances} web instance(s)`}; seeding ${args.products} products…`,
);
spawnSync("npx", ["tsx", "src/server/db/seed/seed-cli.ts", "--products", args.products!], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
await flushDatabase();

/**
 * A checkpoint before the measured part: a seed, or the `createdb -T` copy a run starts from
 * (hundreds of MB at 100 000 products), leaves dirty pages that PostgreSQL otherwise writes out in
 * the middle of the scenarios (one such run lost a third of its rate from the search twin on).
 * Needs a superuser or `pg_checkpoint`; without, the run goes on and says so.
 */
async function flushDatabase(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    await client.query("checkpoint");
  } catch (err) {
    console.warn(
      `no checkpoint before the run (${(err as Error).message}): a pending one may slow a scenario`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

const profileArgs = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${args.profile}`] : [];
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  WEB_CONCURRENCY: instances,
  HOST: "127.0.0.1",
  // The load generator plays the shop's reverse proxy: the forms' scenarios give each virtual
  // client its own X-Forwarded-For, believed only from a trusted proxy (README, TRUST_PROXY).
  TRUST_PROXY: "127.0.0.1",
};
// On PostgreSQL as production runs it (docs/deploy.md): the web instances only send jobs and one
// job worker (`npm run worker`) runs them: invoices, e-mails, PDFs, picture variants and checks,
// so no web instance loads pdf-lib or sharp (decision 013). On PGlite one process runs everything,
// its jobs inline (a background poller there only adds noise).
const separateWorker = Boolean(process.env.DATABASE_URL) && process.env.BENCH_INLINE_JOBS !== "1";
const server: ChildProcess = spawn(
  process.execPath,
  [...profileArgs, "scripts/start.mjs", "--no-web-build"],
  {
    env: { ...serverEnv, ...(separateWorker ? { INLINE_WORKERS: "0" } : { JOBS: "inline" }) },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
const worker: ChildProcess | null = separateWorker
  ? spawn(process.execPath, ["scripts/start.mjs", "worker"], {
      env: serverEnv,
      stdio: ["ignore", "ignore", "inherit"],
    })
  : null;
process.on("exit", () => {
  server.kill();
  worker?.kill();
});
// A server that ends before the run does (a crash, or a signal from outside) makes every later
// number meaningless: say so and stop instead of printing a table of connection errors.
let finishing = false;
worker?.once("exit", (code, signal) => {
  if (finishing) return;
  console.error(`\nThe job worker exited during the run (${signal ?? `code ${code}`}); no results written.`);
  process.exit(1);
});
server.once("exit", (code, signal) => {
  if (finishing) return;
  console.error(`\nThe server exited during the run (${signal ?? `code ${code}`}); no results written.`);
  process.exit(1);
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** The web instances' CPU and the job worker's (the PDFs and pictures it makes for them). */
const serverCpuMs = () => treeCpuMs(server.pid!) + (worker?.pid ? treeCpuMs(worker.pid) : 0);

/** This run's database backends (PostgreSQL on this machine only; see db-cpu.ts). */
const dbCpu = await DbCpuSampler.open(process.env.DATABASE_URL);

/**
 * autocannon keeps every answer's body as a string, whether anyone reads it or not: for a
 * 100 MB feed that is hundreds of MB in this process and CPU taken from the server on this
 * machine. Keep bodies only for requests that read them (`onResponse` without `bodyUnread`), and as bytes (a list of
 * chunks), which a string would mangle when the answer is compressed: `forAutocannon` decodes them
 * (answerText). autocannon 9's queue (lib/pipelinedRequestsQueue.js); if its shape ever changes,
 * bodies are kept as strings as before, and a check of a compressed answer fails.
 */
{
  const Queue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js");
  if (typeof Queue?.prototype?.addBody === "function")
    Queue.prototype.addBody = function (
      this: {
        peek(): { req?: { onResponse?: unknown; bodyUnread?: boolean }; body: string | Buffer[] } | undefined;
      },
      data: Buffer,
    ) {
      const pending = this.peek();
      if (!pending?.req?.onResponse || pending.req.bodyUnread) return;
      if (typeof pending.body === "string") pending.body = [];
      // The parser's buffer is reused: copy the slice.
      pending.body.push(Buffer.from(data));
    };
}

interface Timed {
  label: string;
  count: number;
  p50: number;
  p99: number;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Seconds from the start to the last answer (shorter than the duration when a twin's lists ran out). */
  seconds: number;
  cpuMsPerReq: number;
  /** PostgreSQL CPU per request: this run's database's backends, sampled (db-cpu.ts); null on PGlite. */
  dbCpuMsPerReq: number | null;
  /** The load generator's own CPU per request (this process: autocannon and the answers' checks). */
  genCpuMsPerReq: number | null;
  /** Answers received (any status). */
  requests: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  errors: number;
  errorRate: number;
  statuses: Record<string, number>;
  timed: Timed[];
  note?: string;
  verified?: boolean;
  ratio?: number;
  target?: Scenario["target"];
  ok?: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))].toFixed(1))
    : 0;

/**
 * One connection's requests in autocannon's form. Each connection gets its own copies, so what a
 * request keeps between sends (its `before`/`onResponse` state, the send time of a timed request)
 * is that connection's alone; autocannon resets only its own `context`, not these closures.
 */
function forAutocannon(list: BenchRequest[], timings: Map<string, number[]>) {
  let sentAt = 0;
  return list.map((r) => {
    const out: Record<string, unknown> = {
      method: r.method ?? "GET",
      path: r.path,
      body: r.body,
      headers: {
        ...API_HEADERS,
        ...(r.body ? { "content-type": "application/json" } : {}),
        ...r.headers,
      },
      bodyUnread: r.bodyUnread,
    };
    if (r.before || r.timed)
      out.setupRequest = (req: any) => {
        if (r.timed) sentAt = performance.now();
        if (!r.before) return req;
        const b = r.before(r);
        return {
          ...req,
          method: b.method ?? "GET",
          path: b.path,
          body: b.body,
          headers: {
            ...API_HEADERS,
            ...(b.body ? { "content-type": "application/json" } : {}),
            ...b.headers,
          },
        };
      };
    if (r.onResponse || r.timed)
      out.onResponse = (status: number, raw: string | Buffer[], _context: unknown, headers: any) => {
        if (r.timed) {
          const t = timings.get(r.timed) ?? [];
          if (!t.length) timings.set(r.timed, t);
          t.push(performance.now() - sentAt);
        }
        r.onResponse?.(status, r.bodyUnread ? "" : answerText(raw, headers ?? {}), headers ?? {});
      };
    return out;
  });
}

/**
 * A scenario of reads only (every request a GET, the same list for all connections) first runs one
 * unmeasured second at the same concurrency: every web instance compiles the scenario's code path
 * (JIT) and fills its caches, so the measurement shows the steady state a running shop is in.
 * Scenarios that write (orders, buy-backs) are measured cold; a warm-up would spend their stock.
 * A cache-miss twin brings its own warm-up lists, disjoint from what it measures, so the warm-up
 * compiles its path without answering any of its URLs in advance.
 */
const WARM_UP_SECONDS = 1;
async function warmUp(
  plan: { shared: BenchRequest[] } | { perConnection: BenchRequest[][]; warmUp?: BenchRequest[][] },
  connections: number,
): Promise<void> {
  if ("shared" in plan) {
    if (!plan.shared.every((r) => (r.method ?? "GET") === "GET" && !r.before)) return;
    await autocannon({ url: BASE, connections, duration: WARM_UP_SECONDS, requests: plan.shared as any });
    return;
  }
  const lists = plan.warmUp?.filter((l) => l.length);
  if (!lists?.length) return;
  let next = 0;
  await autocannon({
    url: BASE,
    connections: Math.min(connections, lists.length),
    duration: WARM_UP_SECONDS,
    requests: forAutocannon(lists[0], new Map()) as any,
    setupClient: (client: any) => {
      const list = lists[next++ % lists.length];
      client.setRequests(forAutocannon(list, new Map()));
      client.responseMax = list.length;
    },
  });
}

/**
 * A twin's lists must not repeat a URL, among themselves or with the warm-up (except requests the
 * twin says may repeat, with its reason). Returns what repeats, if anything.
 */
function repeatedUrl(
  lists: BenchRequest[][],
  warm: BenchRequest[][] = [],
  mayRepeat: (r: BenchRequest) => boolean = () => false,
): string | null {
  const seen = new Set<string>();
  for (const r of [...warm.flat(), ...lists.flat()]) {
    if (mayRepeat(r)) continue;
    const key = `${r.method ?? "GET"} ${r.path} ${r.body ?? ""}`;
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

async function measure(
  name: string,
  plan:
    | { shared: BenchRequest[] }
    | { perConnection: BenchRequest[][]; warmUp?: BenchRequest[][]; distinct?: boolean },
  connections = 20,
  windowSeconds = DURATION,
): Promise<Measured> {
  await warmUp(plan, connections);
  const timings = new Map<string, number[]>();
  const lists = Array.from({ length: connections }, (_, i) =>
    forAutocannon(
      "shared" in plan ? plan.shared : plan.perConnection[i % plan.perConnection.length],
      timings,
    ),
  );
  // A twin sends each of its URLs once: a connection at the end of its list stops.
  const once = "perConnection" in plan && plan.distinct === true;
  let nextClient = 0;
  const cpuBefore = serverCpuMs();
  const genBefore = process.cpuUsage();
  dbCpu?.start();
  const started = performance.now();
  let lastAnswer = started;
  // autocannon's promise is also its event emitter (its types only say Promise).
  const run = autocannon({
    url: BASE,
    connections,
    duration: windowSeconds,
    idReplacement: true,
    requests: lists[0] as any,
    // Every connection its own request list (and with it its own session when the scenario made one).
    setupClient: (client: any) => {
      const list = lists[nextClient++ % lists.length];
      client.setRequests(list);
      if (once) client.responseMax = list.length;
    },
  });
  (run as unknown as NodeJS.EventEmitter).on("response", () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  const cpu = serverCpuMs() - cpuBefore;
  const gen = process.cpuUsage(genBefore);
  const dbCpuMs = dbCpu ? await dbCpu.stop() : null;
  const total = result.requests.total || 1;
  // Answers per second of the measurement (from its start to its last answer): a twin whose
  // lists ran out early is measured over the time it ran, not the full duration.
  const seconds = Math.max(0.001, (lastAnswer - started) / 1000);
  const statuses: Record<string, number> = {};
  for (const [code, v] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = Number((v as { count: number | string }).count);
  const errors = result.errors + result.non2xx;
  return {
    name,
    rps: Math.round(result.requests.total / seconds),
    seconds: Number(seconds.toFixed(2)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerReq: Number((cpu / total).toFixed(3)),
    dbCpuMsPerReq: dbCpuMs === null ? null : Number((dbCpuMs / total).toFixed(3)),
    genCpuMsPerReq: Number(((gen.user + gen.system) / 1000 / total).toFixed(3)),
    requests: result.requests.total,
    errors,
    errorRate: Number((errors / total).toFixed(4)),
    statuses,
    timed: [...timings].map(([label, t]) => {
      t.sort((a, b) => a - b);
      return { label, count: t.length, p50: percentile(t, 50), p99: percentile(t, 99) };
    }),
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
  shopper: () => Shopper.start(BASE),
  instanceRssMb: () =>
    server.pid ? serverMemory(server.pid).flatMap((m) => (m.role === "instance" ? [m.rssMb] : [])) : [],
  duration: DURATION,
};

const results: Measured[] = [];
// `--no-ceilings` (for profiling one scenario) leaves the ratios, and so the ratio targets, unjudged.
let dbCeiling: Measured | undefined;
if (!args["no-ceilings"]) {
  results.push(await measure("ceiling: bare JSON route", { shared: [{ path: "/api/new/core/ping/" }] }));
  dbCeiling = await measure("ceiling: SELECT 1 route", { shared: [{ path: "/api/new/core/ping-db/" }] });
  results.push(dbCeiling);
  // A ceiling that answered nothing in its window (a one-second run on an instance still busy
  // after its start) measures nothing: no ratio is taken from it, so ratio targets read MISSED
  // instead of passing at an infinite ratio.
  if (dbCeiling.rps) ctx.ceilingRps = dbCeiling.rps;
  else dbCeiling.note = "no answer in its window: no ratio is measured against it";
}

const files = readdirSync(join(import.meta.dirname, "scenarios"))
  .filter((f) => f.endsWith(".ts"))
  .sort();
for (const file of files) {
  const mod = (await import(join(import.meta.dirname, "scenarios", file))) as { scenarios: Scenario[] };
  for (const scenario of mod.scenarios) {
    const label = `${file.replace(".ts", "")}: ${scenario.name}`;
    if (args.only && !label.includes(args.only)) continue;
    const connections = scenario.connections ?? 20;
    if (scenario.custom) {
      const cpuBefore = serverCpuMs();
      let c: Awaited<ReturnType<NonNullable<Scenario["custom"]>>>;
      try {
        console.log(label);
        c = await scenario.custom(ctx, connections);
      } catch (err) {
        console.warn(`skipped ${scenario.name}: ${(err as Error).message}`);
        continue;
      }
      if (!c) {
        console.warn(`skipped ${scenario.name}: not available`);
        continue;
      }
      const cpu = serverCpuMs() - cpuBefore;
      results.push({
        name: label,
        ...c,
        cpuMsPerReq: Number((cpu / Math.max(1, c.requests)).toFixed(3)),
        dbCpuMsPerReq: null,
        genCpuMsPerReq: null,
        errorRate: Number((c.errors / Math.max(1, c.requests)).toFixed(4)),
        statuses: {},
        timed: [],
        target: scenario.target,
      });
      continue;
    }
    let requests: BenchRequest[] | null = null;
    let perConnection: PerConnection | null = null;
    // Twins read the catalogue first (lists, sitemaps, orders for invoices): say how long that took.
    const preparing = performance.now();
    try {
      if (scenario.perConnection) perConnection = await scenario.perConnection(ctx, connections);
      else if (scenario.requests) requests = await scenario.requests(ctx);
    } catch (err) {
      console.warn(`skipped ${scenario.name}: ${(err as Error).message}`);
      continue;
    }
    if (!requests && !perConnection) {
      console.warn(`skipped ${scenario.name}: not available`);
      continue;
    }
    const repeated =
      perConnection?.distinct &&
      repeatedUrl(perConnection.requests, perConnection.warmUp, perConnection.distinct.mayRepeat);
    if (repeated) {
      console.warn(`skipped ${scenario.name}: a cache-miss twin repeats ${repeated}`);
      continue;
    }
    console.log(`${label} (prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s)`);
    const m = await measure(
      label,
      perConnection
        ? {
            perConnection: perConnection.requests,
            warmUp: perConnection.warmUp,
            distinct: Boolean(perConnection.distinct),
          }
        : { shared: requests! },
      connections,
      Math.max(DURATION, scenario.minSeconds ?? 0),
    );
    if (perConnection?.distinct && m.seconds < DURATION - 0.5)
      m.note = `lists ran out after ${m.seconds} s of ${DURATION} (rates are over those seconds)`;
    if (perConnection?.verify) {
      const v = await perConnection.verify();
      m.note = [v.note, m.note].filter(Boolean).join("; ");
      m.verified = v.ok;
    }
    m.target = scenario.target;
    results.push(m);
  }
}

for (const r of results) {
  r.ratio = dbCeiling?.rps ? Number((r.rps / dbCeiling.rps).toFixed(3)) : undefined;
  if (r.target) {
    const maxP99 = r.target.maxP99Ms;
    // No answer at all (a request longer than the run) meets no budget, though its p99 reads 0.
    r.ok =
      r.requests > 0 &&
      (r.target.minRatio === undefined || (r.ratio ?? 0) >= r.target.minRatio) &&
      (maxP99 === undefined || (r.p99 <= maxP99 && r.timed.every((t) => t.p99 <= maxP99))) &&
      r.errorRate <= (r.target.maxErrorRate ?? 0) &&
      r.verified !== false;
  }
}
let lighthouseResult: LighthouseResult | { skipped: string } | undefined;
if (args["no-lighthouse"] || (args.only && args.only !== "lighthouse")) lighthouseResult = undefined;
else {
  try {
    lighthouseResult = await runLighthouse(ctx);
  } catch (err) {
    lighthouseResult = { skipped: (err as Error).message };
    console.warn(`\nLighthouse skipped: ${(err as Error).message}`);
  }
}

// Memory after the whole run (scenarios and Lighthouse): what an instance holds once it has
// served everything, and the most it held on the way (issue 14: an instance ≤ 250 MB RSS). Read
// twice: as the last request left, and once the instances have been quiet long enough to give
// their grown heaps back (src/server/platform/idle-collect.ts, 10 s); the second is held to the
// target, the first and the peak are printed next to it.
const MAX_INSTANCE_RSS_MB = 250;
const QUIET_MS = 15_000;
const memoryUnderLoad: ProcessMemory[] = serverMemory(server.pid!);
await new Promise((r) => setTimeout(r, QUIET_MS));
const memory: ProcessMemory[] = serverMemory(server.pid!);
const instancesMemory = memory.filter((p) => p.role === "instance");
const memoryOk = instancesMemory.length > 0 && instancesMemory.every((p) => p.rssMb <= MAX_INSTANCE_RSS_MB);
/** The job worker's memory: reported, not held to the web instances' target. */
const workerMemory = worker?.pid ? serverMemory(worker.pid) : [];

const pad = (s: string | number, n: number) => String(s).padStart(n);
const nameWidth = Math.max(52, ...results.map((r) => r.name.length));
console.log(
  `\n${"scenario".padEnd(nameWidth)} ${pad("req/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("CPU ms", 7)} ${pad("db CPU", 7)} ${pad("gen CPU", 7)} ${pad("÷ db", 6)} ${pad("errors", 6)}  target`,
);
for (const r of results) {
  const target = r.target
    ? `${r.target.minRatio !== undefined ? `≥${r.target.minRatio}` : ""}${r.target.maxP99Ms !== undefined ? ` p99≤${r.target.maxP99Ms}` : ""} ${r.ok ? "ok" : "MISSED"}`
    : "";
  console.log(
    `${r.name.padEnd(nameWidth)} ${pad(r.rps, 8)} ${pad(r.p50, 7)} ${pad(r.p99, 7)} ${pad(r.cpuMsPerReq, 7)} ${pad(r.dbCpuMsPerReq ?? "-", 7)} ${pad(r.genCpuMsPerReq ?? "-", 7)} ${pad(r.ratio ?? "-", 6)} ${pad(r.errors, 6)}  ${target}`,
  );
}
for (const r of results) {
  const lines = [
    ...(r.errors
      ? [
          `${r.errors} of ${r.requests} failed (${(r.errorRate * 100).toFixed(2)} %), statuses ${JSON.stringify(r.statuses)}`,
        ]
      : []),
    ...r.timed.map((t) => `${t.label}: ${t.count} answers, p50 ${t.p50} ms, p99 ${t.p99} ms`),
    ...(r.note ? [r.note] : []),
  ];
  if (lines.length) console.log(`\n${r.name}:\n${lines.map((l) => `  ${l}`).join("\n")}`);
}
console.log(
  `\nmemory as the last request left: ${memoryUnderLoad.map((p) => `${p.role} ${p.pid} RSS ${p.rssMb} MB`).join(", ")}`,
);
console.log(
  `memory after the bench, quiet ${QUIET_MS / 1000} s: ${memory.map((p) => `${p.role} ${p.pid} RSS ${p.rssMb} MB (peak ${p.peakMb} MB)`).join(", ")}`,
);
if (workerMemory.length)
  console.log(
    `job worker (not a web instance): ${workerMemory.map((p) => `${p.pid} RSS ${p.rssMb} MB (peak ${p.peakMb} MB)`).join(", ")}`,
  );
console.log(`web instance RSS after the bench ≤ ${MAX_INSTANCE_RSS_MB} MB: ${memoryOk ? "ok" : "MISSED"}`);
if (dbCpu)
  console.log(
    `db CPU: this run's database's backends, sampled every ${DB_CPU_SAMPLE_MS} ms (bench/db-cpu.ts)`,
  );
if (lighthouseResult && "pages" in lighthouseResult) printLighthouse(lighthouseResult);
writeFileSync(
  "bench/results/latest.json",
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database,
      products: Number(args.products),
      durationSeconds: DURATION,
      results,
      memory: {
        target: { maxInstanceRssMb: MAX_INSTANCE_RSS_MB },
        ok: memoryOk,
        quietMs: QUIET_MS,
        processes: memory,
        asTheLastRequestLeft: memoryUnderLoad,
        worker: workerMemory,
      },
      dbCpu: dbCpu ? { method: "sampled backends of this database", intervalMs: DB_CPU_SAMPLE_MS } : null,
      lighthouse: lighthouseResult,
    },
    null,
    2,
  ),
);
console.log("\nwritten bench/results/latest.json");
// Let the server finish what autocannon left in flight, then close itself (and write its CPU
// profile when asked to).
await new Promise((r) => setTimeout(r, 1000));
finishing = true;
const exited = new Promise((r) => server.once("exit", r));
server.kill("SIGTERM");
worker?.kill("SIGTERM");
await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
await dbCpu?.close();
// The temporary data directory (the PGlite database, or just the data key) goes with the run.
if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
