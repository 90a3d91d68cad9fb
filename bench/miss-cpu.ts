// `[NODE_ENV=production] DATABASE_URL=… node --max-semi-space-size=16 --max-old-space-size=384 --import tsx bench/miss-cpu.ts
//   [--requests 300] [--only faceted,unfiltered,search,page,page-with-cart] [--scenario <part of a name>] [--heap] [--profile <dir>] [--slowest 20]` (the heap flags
// are an instance's, scripts/start.mjs: collections depend on them).
// What one cache miss of the catalogue twins costs, measured so that other load on the machine
// moves it little (issue 14, decision 014): the app is built in this process as an instance builds
// it, the twins' own URLs (catalog-twins.ts) are sent one at a time through `app.inject`, and per
// miss it reports Node CPU (`process.cpuUsage`, so time the process waited for a core does not
// count), the event loop's delay, collections, and the CPU of the database's backends. Wall times
// are printed too, but on a shared machine only the CPU, collection and allocation figures compare
// between runs. `--heap` adds the allocation per miss by function (sampled, including what the
// collections freed); `--profile` writes a CPU profile of the measured misses only.
import { readdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { facetedListTwin, productPageTwin, searchTwin, unfilteredListTwin } from "./catalog-twins.js";
import { DbCpuSampler } from "./db-cpu.js";
import { inProcessBench } from "./in-process.js";
import type { BenchRequest, PerConnection, Scenario } from "./scenario.js";
import { API_HEADERS } from "./shopper.js";
import { answerText } from "./twins.js";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    only: { type: "string" },
    // Any scenario's cache-miss twin by a part of its name ("home page", "level prices"), besides
    // the catalogue's named ones above.
    scenario: { type: "string" },
    heap: { type: "boolean", default: false },
    profile: { type: "string" },
    slowest: { type: "string", default: "0" },
  },
});
const N = Number(args.requests);
// The page twins render with React: its development build costs about three times the CPU.
if (/page/.test(args.only ?? "page") && process.env.NODE_ENV !== "production")
  console.warn("NODE_ENV is not production: pages render with React's development build");
const PORT = 3391;

const { config, app, bench } = await inProcessBench(PORT);
const db = await DbCpuSampler.open(config.databaseUrl);
const session = new Session();
session.connect();

const gc = new Map<number, { n: number; ms: number; max: number }>();
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as { detail?: { kind?: number } }).detail?.kind ?? 0;
    const g = gc.get(kind) ?? { n: 0, ms: 0, max: 0 };
    g.n++;
    g.ms += e.duration;
    g.max = Math.max(g.max, e.duration);
    gc.set(kind, g);
  }
}).observe({ entryTypes: ["gc"] });
const GC_KINDS: Record<number, string> = { 1: "young", 2: "full", 4: "incremental", 8: "weak callbacks" };

/** The lists in the order a run sends them: every connection's first URL, then every second… */
function interleave(lists: BenchRequest[][]): BenchRequest[] {
  const out: BenchRequest[] = [];
  for (let i = 0; lists.some((l) => l[i]); i++) for (const l of lists) if (l[i]) out.push(l[i]);
  return out;
}

/** As the load generator sends it: the twin's headers (a page's cookies and `accept`), else JSON. */
const inject = (r: BenchRequest) => app.inject({ url: r.path, headers: r.headers ?? API_HEADERS });

async function measure(name: string, twin: PerConnection): Promise<void> {
  const paths = interleave(twin.requests).slice(0, N);
  // Compiles the path on URLs the measured ones never repeat.
  for (const r of interleave(twin.warmUp ?? []).slice(0, 60)) await inject(r);
  if (args.heap)
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  if (args.profile) {
    await session.post("Profiler.enable");
    await session.post("Profiler.start");
  }
  gc.clear();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const perMiss: number[] = [];
  const walls: { url: string; ms: number; cpu: number; at: number }[] = [];
  db?.start();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  loop.enable();
  for (const r of paths) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const res = await inject(r);
    const c = process.cpuUsage(c0);
    walls.push({
      url: r.path,
      ms: performance.now() - w0,
      cpu: (c.user + c.system) / 1000,
      at: walls.length,
    });
    perMiss.push((c.user + c.system) / 1000);
    // The twin's own check of each answer (twins.ts); its verdict is printed below.
    const headers = res.headers as Record<string, string | string[]>;
    r.onResponse?.(res.statusCode, answerText(res.rawPayload, headers), headers);
  }
  loop.disable();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const dbMs = db ? await db.stop() : Number.NaN;
  if (args.profile) {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(`${args.profile}/miss-${name.replace(/\W+/g, "-")}.cpuprofile`, JSON.stringify(profile));
  }
  const n = paths.length;
  const answers = (await twin.verify?.())?.note.split(";")[0] ?? "answers not checked";
  perMiss.sort((a, b) => a - b);
  const q = (x: number) => perMiss[Math.min(n - 1, Math.floor(x * n))].toFixed(1);
  const ms = (v: number) => (v / 1e6).toFixed(1);
  console.log(
    `${name}: ${n} misses (${answers}), ${(wall / n).toFixed(1)} ms wall each\n` +
      `  Node CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms a miss (p50 ${q(0.5)}, p90 ${q(0.9)}, p99 ${q(0.99)}, max ${q(1)}); ` +
      `database CPU ${(dbMs / n).toFixed(2)} ms a miss\n` +
      `  event-loop delay mean ${ms(loop.mean)} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms\n` +
      `  collections: ${[...gc].map(([k, g]) => `${GC_KINDS[k] ?? k} ${g.n}× ${g.ms.toFixed(0)} ms (max ${g.max.toFixed(1)})`).join(", ") || "none"}`,
  );
  // The slowest misses one at a time: under load they make the p99 (what they ask, and how long).
  walls.sort((a, b) => a.ms - b.ms);
  const wq = (x: number) => walls[Math.min(n - 1, Math.floor(x * n))].ms.toFixed(1);
  const slowest = Number(args.slowest);
  console.log(
    `  wall a miss p50 ${wq(0.5)}, p90 ${wq(0.9)}, p99 ${wq(0.99)} ms${slowest ? "; the slowest:" : ""}`,
  );
  for (const w of slowest ? walls.slice(-slowest).reverse() : [])
    console.log(
      `    ${w.ms.toFixed(1).padStart(6)} ms (Node CPU ${w.cpu.toFixed(1)}, #${w.at}) ${decodeURIComponent(w.url)}`,
    );
  if (args.heap) {
    const { profile } = await session.post("HeapProfiler.stopSampling");
    const byFunction = new Map<string, number>();
    const walk = (node: typeof profile.head) => {
      const f = node.callFrame;
      const where = `${f.functionName || "(anonymous)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}`;
      byFunction.set(where, (byFunction.get(where) ?? 0) + node.selfSize);
      for (const c of node.children) walk(c);
    };
    walk(profile.head);
    const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
    console.log(`  allocated ${(total / n / 1024).toFixed(0)} KB a miss, most by:`);
    for (const [where, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`    ${(bytes / n / 1024).toFixed(1).padStart(6)} KB ${where}`);
  }
}

const twins: [string, () => Promise<PerConnection | null>][] = [
  ["faceted", () => facetedListTwin(bench, 20, new Set())],
  ["unfiltered", () => unfilteredListTwin(bench, 20, new Set())],
  ["search", () => searchTwin(bench, 20, [])],
  ["page", () => productPageTwin(bench, 20, false)],
  ["page-with-cart", () => productPageTwin(bench, 20, true)],
];
/** The cache-miss twins of every scenario whose name holds `part`. */
async function scenarioTwins(part: string): Promise<typeof twins> {
  const found: typeof twins = [];
  for (const file of readdirSync(join(import.meta.dirname, "scenarios")).sort()) {
    const mod = (await import(join(import.meta.dirname, "scenarios", file))) as { scenarios: Scenario[] };
    for (const s of mod.scenarios)
      if (s.perConnection && s.name.includes(part)) found.push([s.name, () => s.perConnection!(bench, 20)]);
  }
  return found;
}
const chosen = args.scenario
  ? await scenarioTwins(args.scenario)
  : twins.filter(([name]) => !args.only || args.only.split(",").includes(name));
for (const [name, build] of chosen) {
  const twin = await build();
  if (twin) await measure(name, twin);
}
await db?.close();
await app.close();
process.exit(0);
