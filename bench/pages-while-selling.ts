import { productPool } from "./catalog-data.js";
import type { BenchContext, BenchRequest, PerConnection } from "./scenario.js";
import { PAGE_HEADERS, staffSession } from "./shopper.js";

/** Pages the visitors share, and stock changes of other products a second while they read. */
const PAGES = 20;
const CHANGES_PER_SECOND = 10;
/** The share of pages the page cache must answer for the scenario to pass. */
const MIN_HIT_SHARE = 0.9;

/**
 * Issue 14, "a catalogue change invalidates only what it touched": anonymous visitors read twenty
 * phone pages (kept by the page cache after the warm-up) while staff change the stock of tablets
 * ten times a second, each change a new catalogue version. The pages are twenty phones' product
 * pages, or the first twenty pages of the phones' category list (`category`). A kept phone page
 * shows nothing of a tablet, and the phones' list scans no tablet's category, so they must stay
 * kept: the check fails when fewer than 90 % of the pages came from the page cache. Before a kept
 * page knew what it showed, every change dropped every page on every instance (lists until
 * decision 029's addendum). The writes go through the staff API beside the run (not counted in
 * its rate; their server CPU is).
 */
export async function pagesWhileSelling(
  ctx: BenchContext,
  connections: number,
  shown: "product" | "category" = "product",
): Promise<PerConnection | null> {
  const menu: { url: string; type: string | null }[] = await ctx.getJson(ctx.path("catalog:hamburger"));
  const path = (type: string) => menu.find((c) => c.type === type)?.url.replace(/^\/|\/$/g, "");
  const phones = path("phone");
  const tablets = path("tablet");
  if (!phones || !tablets) return null;
  const list = async (category: string) =>
    (await ctx.getJson(ctx.path("catalog:products", {}, { category, page_size: String(PAGES) }))).items as {
      id: number;
      seo_name: string;
    }[];
  const phoneSeos = (await list(phones)).map((p) => p.seo_name);
  const sold = (await list(tablets)).map((p) => p.id);
  if (phoneSeos.length < PAGES || !sold.length) return null;
  let pages: string[];
  if (shown === "product") {
    pages = phoneSeos.map((seo) => `/${seo}/`);
    // Product pages kept here are no other twin's misses.
    const pool = productPool(ctx);
    for (const seo of phoneSeos) pool.reserve(seo);
  } else pages = Array.from({ length: PAGES }, (_, i) => `/${phones}/?page=${i + 1}`);

  const staff = await staffSession(ctx);

  let writer: ReturnType<typeof setInterval> | undefined;
  let changes = 0;
  let failedChanges = 0;
  const startSelling = () => {
    writer ??= setInterval(() => {
      const id = sold[changes % sold.length];
      staff
        .call("PATCH", ctx.path("catalog:admin-product-update", { id }), {
          warehouse_stock: 1 + (changes % 7),
        })
        .then(
          (r) => {
            if (r.status === 200) changes++;
            else failedChanges++;
          },
          () => failedChanges++,
        );
    }, 1000 / CHANGES_PER_SECOND);
  };
  let hits = 0;
  let answers = 0;
  const page = (path: string, measured: boolean): BenchRequest => ({
    path,
    headers: PAGE_HEADERS,
    bodyUnread: true,
    ...(measured
      ? {
          before: (r) => {
            startSelling();
            return r;
          },
          onResponse: (_status, _body, headers) => {
            answers++;
            if (headers["x-page-cache"] === "hit") hits++;
          },
        }
      : {}),
  });
  // Each connection starts at another page; the warm-up has every instance keep every page.
  const rotated = (c: number) => pages.map((_, i) => pages[(i + c) % pages.length]);
  return {
    warmUp: Array.from({ length: connections }, (_, c) => rotated(c).map((p) => page(p, false))),
    requests: Array.from({ length: connections }, (_, c) => rotated(c).map((p) => page(p, true))),
    verify: async () => {
      clearInterval(writer);
      const share = answers ? hits / answers : 0;
      return {
        // At least half the changes the run's length asks for landed (a short run: `--duration 1`).
        ok: share >= MIN_HIT_SHARE && changes >= (CHANGES_PER_SECOND * ctx.duration) / 2,
        note: `${hits} of ${answers} pages from the page cache (${(share * 100).toFixed(1)} %, at least ${MIN_HIT_SHARE * 100} % asked) while ${changes} stock changes of tablets landed${failedChanges ? ` (${failedChanges} failed)` : ""}`,
      };
    },
  };
}
