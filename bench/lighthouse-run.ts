// The Lighthouse step alone, against a shop already running:
// `npx tsx bench/lighthouse-run.ts [--base http://localhost:3000] [--runs 3]`. Lighthouse's
// simulated throttling still depends on how busy the machine is, so it runs the pages `--runs`
// times and prints each run and the median of each number per page (what decision 006 reports).
import { parseArgs } from "node:util";
import { type LighthousePage, printLighthouse, runLighthouse } from "./lighthouse.js";
import type { BenchContext } from "./scenario.js";

const { values: args } = parseArgs({
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "3" },
  },
});
const base = args.base!.replace(/\/$/, "");
const routes = (await (await fetch(`${base}/api/new/core/routes/`)).json()) as Record<string, string>;
const ctx = {
  baseUrl: base,
  routes,
  getJson: async (path: string) =>
    (await fetch(base + path, { headers: { accept: "application/json" } })).json(),
  path: (name: string, params: Record<string, string | number> = {}, query?: Record<string, string>) => {
    const p = routes[name].replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(params[k])));
    return query ? `${p}?${new URLSearchParams(query)}` : p;
  },
} as BenchContext;

const median = (xs: (number | null)[]) => {
  const s = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

const runs: LighthousePage[][] = [];
for (let i = 0; i < Number(args.runs); i++) {
  const result = await runLighthouse(ctx);
  console.log(`\nrun ${i + 1}`);
  printLighthouse(result);
  runs.push(result.pages);
}
console.log(`\nmedian of ${runs.length} runs`);
for (const page of runs[0]) {
  const same = runs.map((r) => r.find((p) => p.page === page.page)!);
  const m = (k: "performance" | "lcpMs" | "cls" | "jsGzipKb" | "accessibility") =>
    median(same.map((p) => p[k]));
  console.log(
    `${page.page.padEnd(16)} performance ${m("performance")}  accessibility ${m("accessibility")}  LCP ${m("lcpMs")} ms  CLS ${m("cls")}  JS ${m("jsGzipKb")} KB gzip`,
  );
}
