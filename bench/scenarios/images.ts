import sharp from "sharp";
import { imagePath, VARIANT_FORMATS, widthsFor } from "../../src/domain/image-variants.js";
import type { BenchContext, BenchRequest, Scenario } from "../scenario.js";
import { staffSession } from "../shopper.js";
import { type AnswerCheck, deal, header, twin, twinName } from "../twins.js";

/**
 * Image variants (issue 18): `/images/<hash>-<width>.<avif|webp>`, the most requested file of a
 * catalogue page. The route reads the file from storage with no database call and answers it with
 * a year's immutable cache. Ratios in the table are to the SELECT 1 ceiling, as for every line;
 * the ratio to the bare-JSON ceiling is this line's rps over the "ceiling: bare JSON
 * route" line of the same run (both are in the table and in latest.json).
 *
 * - one URL: the same variant again and again (the file in the OS page cache);
 * - its cache-miss twin: every variant of the library once (each URL a different file);
 * - made on request: variants not made yet (the demo seed leaves them to their first request),
 *   each asked once, so every answer decodes an original and encodes AVIF or WebP. Skipped when
 *   the library has none (every variant already made).
 *
 * First run (PGlite, 1 instance, 3 s, shared machine): bare JSON 4 969/s, SELECT 1 919/s; one
 * variant 2 600/s (0.52 of bare JSON, p99 56 ms); distinct made variants 1 307/s (its 160 URLs
 * ran out in 0.09 s); made on request 9/s, p50 300 ms, p99 1 255 ms, 58 ms CPU each.
 */

/** Pictures the preparation uploads, so the scenario has variants whatever the seed holds. */
const UPLOADS = 16;

interface LibraryImage {
  hash: string;
  width: number;
  variant_widths: number[];
}

let library: Promise<LibraryImage[]> | null = null;

/** Uploads a few photo-like JPEGs as staff (their variants are made by the job), then lists the library. */
function prepare(ctx: BenchContext): Promise<LibraryImage[]> {
  library ??= (async () => {
    const staff = await staffSession(ctx);
    for (let i = 0; i < UPLOADS; i++) {
      const jpeg = await sharp({
        create: { width: 1000, height: 750, channels: 3, background: { r: 30 + i * 10, g: 80, b: 150 } },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="1000" height="750"><rect x="${100 + i * 20}" y="120" width="420" height="520" rx="60" fill="#eee"/><circle cx="700" cy="375" r="${120 + i * 5}" fill="#f80"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer();
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `bench-${i}.jpg`);
      const res = await fetch(ctx.baseUrl + ctx.path("images:list"), {
        method: "POST",
        headers: staff.headers(),
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    }
    // Their variants are made by a job: inline in a one-process server, by the job worker (a
    // second or two later) next to web instances on PostgreSQL; wait for them.
    for (let waited = 0; waited < 120; waited++) {
      const r = await staff.call("GET", ctx.path("images:list", {}, { search: "bench-", page_size: "100" }));
      const mine = (r.json?.results ?? []) as (LibraryImage & { file_name: string })[];
      if (mine.length >= UPLOADS && mine.every((i) => i.variant_widths.length > 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const images: LibraryImage[] = [];
    for (let page = 1; page <= 50; page++) {
      const r = await staff.call(
        "GET",
        ctx.path("images:list", {}, { page: String(page), page_size: "100" }),
      );
      if (r.status !== 200) throw new Error(`library list: ${r.status}`);
      images.push(...r.json.results);
      if (images.length >= r.json.count) break;
    }
    return images;
  })();
  return library;
}

const variant = (hash: string, width: number, format: (typeof VARIANT_FORMATS)[number]): BenchRequest => ({
  path: imagePath(hash, width, format),
  headers: { accept: "image/avif,image/webp,*/*" },
});

/** A real variant answer: 200, the format asked, the immutable cache header. */
const isVariant: AnswerCheck = (status, _body, headers, req) => {
  if (status !== 200) return `status ${status}`;
  const type = header(headers, "content-type") ?? "";
  if (!req.path.endsWith(type.replace("image/", "."))) return `content type ${type}`;
  return /immutable/.test(header(headers, "cache-control") ?? "") ? null : "no immutable cache header";
};

/**
 * A variant not made yet: made on the request by a process that runs its own jobs; a web instance
 * next to a job worker queues it and answers a stand-in (another width or the original, cached a
 * minute), so its line then measures that answer, not the encoding (decision 013).
 */
const isVariantOrStandIn: AnswerCheck = (status, body, headers, req) => {
  const cache = header(headers, "cache-control") ?? "";
  if (status === 200 && /max-age=60\b/.test(cache) && /^image\//.test(header(headers, "content-type") ?? ""))
    return null;
  return isVariant(status, body, headers, req);
};

export const scenarios: Scenario[] = [
  {
    name: "image variant (AVIF 320 px, from storage)",
    requests: async (ctx) => {
      if (!ctx.routes["images:variant"]) return null;
      const images = (await prepare(ctx)).filter((i) => i.variant_widths.includes(320));
      return images.length ? [variant(images[0]!.hash, 320, "avif")] : null;
    },
    // No database call: at least the SELECT 1 route's rate (about half the bare JSON route's on PGlite).
    target: { minRatio: 1, maxP99Ms: 100 },
  },
  {
    name: twinName("image variant (AVIF 320 px, from storage)"),
    connections: 10,
    perConnection: async (ctx, connections) => {
      if (!ctx.routes["images:variant"]) return null;
      const made = (await prepare(ctx)).flatMap((i) =>
        i.variant_widths.flatMap((w) => VARIANT_FORMATS.map((f) => variant(i.hash, w, f))),
      );
      if (made.length < connections * 5) return null;
      const { lists, warmUp } = deal(made, connections, true);
      return twin({
        lists,
        warmUp,
        check: isVariant,
        about: `${made.length} variants made in the library (each a different file; at this rate a run walks them in well under a second)`,
      });
    },
    target: { minRatio: 0.5, maxP99Ms: 100 },
  },
  {
    name: "image variant made on its first request (decode, resize, encode, store)",
    connections: 4,
    perConnection: async (ctx, connections) => {
      if (!ctx.routes["images:variant"]) return null;
      const missing = (await prepare(ctx)).flatMap((i) =>
        widthsFor(i.width)
          .filter((w) => !i.variant_widths.includes(w))
          .flatMap((w) => VARIANT_FORMATS.map((f) => variant(i.hash, w, f))),
      );
      if (missing.length < connections * 5) return null;
      return twin({
        lists: deal(missing, connections).lists,
        check: isVariantOrStandIn,
        about: `${missing.length} variants not made before the run`,
      });
    },
    target: { maxP99Ms: 2_000 },
  },
];
