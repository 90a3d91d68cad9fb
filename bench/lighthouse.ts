// Lighthouse step of `npm run bench` (issue 5): mobile profile (Lighthouse's default: simulated
// slow 4G and a mid-range phone CPU) on home, a catalogue page and a product page of the already
// started server, with Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium; nothing is
// downloaded). Budgets: performance ≥ 90 and accessibility ≥ 95 on each page, product page
// JavaScript ≤ 150 KB gzip: the scripts the page loaded, gzipped (level 9), whatever encoding the
// server chose for the browser (it sends brotli, smaller). With product pictures (issue 18) also
// largest contentful paint ≤ 2.5 s (simulated) and cumulative layout shift ≤ 0.05 on each page.
// Skip with `npm run bench -- --no-lighthouse`.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchContext } from "./scenario.js";

export const LIGHTHOUSE_BUDGET = {
  performance: 90,
  accessibility: 95,
  productJsKb: 150,
  lcpMs: 2500,
  cls: 0.05,
};

export interface LighthousePage {
  page: string;
  url: string;
  performance: number | null;
  accessibility: number | null;
  /** JavaScript bytes over the wire (as the server encoded them, with headers), KB. */
  jsTransferKb: number;
  /** The same scripts gzipped, KB: what the budget counts. */
  jsGzipKb: number;
  /** Largest contentful paint, simulated (ms). */
  lcpMs: number | null;
  /** Cumulative layout shift. */
  cls: number | null;
  /** Failed accessibility audits, to fix. */
  accessibilityIssues: string[];
  ok: boolean;
  error?: string;
}

export interface LighthouseResult {
  chromium: string;
  budget: typeof LIGHTHOUSE_BUDGET;
  pages: LighthousePage[];
  ok: boolean;
}

const CATEGORY = "mobilni-telefony";

async function pages(ctx: BenchContext): Promise<{ page: string; path: string }[]> {
  const list = await ctx.getJson(ctx.path("catalog:products", {}, { category: CATEGORY, page_size: "1" }));
  const seo: string | undefined = list.items?.[0]?.seo_name;
  return [
    { page: "home", path: "/" },
    { page: "catalogue", path: `/${CATEGORY}/` },
    ...(seo ? [{ page: "product detail", path: `/${seo}/` }] : []),
  ];
}

/** The gzip size of the scripts a page loaded (from Lighthouse's network records). */
async function gzipKbOf(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return Number((bytes / 1024).toFixed(1));
}

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART and the like, on a busy machine) is retried once. */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error("no report");
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2) throw new Error(lhr.runtimeError.message);
  }
}

export async function runLighthouse(ctx: BenchContext): Promise<LighthouseResult> {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results: LighthousePage[] = [];
  try {
    for (const { page, path } of await pages(ctx)) {
      const url = ctx.baseUrl + path;
      // Once to warm the server's caches (as a returning visitor's request would find them).
      await fetch(url, { headers: { accept: "text/html" } });
      try {
        const lhr = await audit(url, chrome.port);
        const score = (id: string) => {
          const s = lhr.categories[id]?.score;
          return s === null || s === undefined ? null : Math.round(s * 100);
        };
        const summary = (
          lhr.audits["resource-summary"]?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items;
        const jsBytes = summary?.find((i) => i.resourceType === "script")?.transferSize ?? 0;
        const requests =
          (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })
            ?.items ?? [];
        const jsGzipKb = await gzipKbOf(
          requests.filter((r) => r.resourceType === "Script").map((r) => r.url),
        );
        const accessibilityIssues = (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => {
            const items =
              (lhr.audits[ref.id]?.details as { items?: { node?: { selector?: string } }[] })?.items ?? [];
            const where = items
              .slice(0, 3)
              .map((i) => i.node?.selector)
              .filter(Boolean)
              .join(" | ");
            return `${ref.id}: ${lhr.audits[ref.id]!.title}${where ? ` (${where})` : ""}`;
          });
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
        const lcpMs = metric("largest-contentful-paint");
        const cls = metric("cumulative-layout-shift");
        const performance = score("performance");
        const accessibility = score("accessibility");
        const jsTransferKb = Number((jsBytes / 1024).toFixed(1));
        results.push({
          page,
          url: path,
          performance,
          accessibility,
          jsTransferKb,
          jsGzipKb,
          lcpMs: lcpMs === null ? null : Math.round(lcpMs),
          cls: cls === null ? null : Number(cls.toFixed(3)),
          accessibilityIssues,
          ok:
            (performance ?? 0) >= LIGHTHOUSE_BUDGET.performance &&
            lcpMs !== null &&
            lcpMs <= LIGHTHOUSE_BUDGET.lcpMs &&
            cls !== null &&
            cls <= LIGHTHOUSE_BUDGET.cls &&
            (accessibility ?? 0) >= LIGHTHOUSE_BUDGET.accessibility &&
            (page !== "product detail" || (jsGzipKb > 0 && jsGzipKb <= LIGHTHOUSE_BUDGET.productJsKb)),
        });
      } catch (err) {
        results.push({
          page,
          url: path,
          performance: null,
          accessibility: null,
          jsTransferKb: 0,
          jsGzipKb: 0,
          lcpMs: null,
          cls: null,
          accessibilityIssues: [],
          ok: false,
          error: (err as Error).message,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return { chromium: chromePath, budget: LIGHTHOUSE_BUDGET, pages: results, ok: results.every((r) => r.ok) };
}

export function printLighthouse(result: LighthouseResult): void {
  const b = result.budget;
  const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
  console.log(
    `\nLighthouse (mobile, ${result.chromium}): performance ≥${b.performance}, accessibility ≥${b.accessibility}, LCP ≤${b.lcpMs} ms, CLS ≤${b.cls}`,
  );
  for (const p of result.pages) {
    if (p.error) {
      console.log(`${p.page.padEnd(16)} ${p.url.padEnd(40)} error: ${p.error}  MISSED`);
      continue;
    }
    const js =
      `  JS ${p.jsGzipKb} KB gzip` +
      (p.page === "product detail" ? ` (≤${b.productJsKb}) ${mark(p.jsGzipKb <= b.productJsKb)}` : "") +
      `, ${p.jsTransferKb} KB transferred`;
    console.log(
      `${p.page.padEnd(16)} ${p.url.slice(0, 40).padEnd(40)} performance ${String(p.performance).padStart(3)} ${mark((p.performance ?? 0) >= b.performance)}` +
        `  accessibility ${String(p.accessibility).padStart(3)} ${mark((p.accessibility ?? 0) >= b.accessibility)}` +
        `  LCP ${p.lcpMs} ms ${mark(p.lcpMs !== null && p.lcpMs <= b.lcpMs)}  CLS ${p.cls} ${mark(p.cls !== null && p.cls <= b.cls)}${js}`,
    );
    for (const issue of p.accessibilityIssues) console.log(`    accessibility: ${issue}`);
  }
}
