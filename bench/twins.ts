import zlib from "node:zlib";
import type { BenchContext, BenchRequest, PerConnection } from "./scenario.js";

/**
 * Cache-miss twins (issue 14): a read scenario asking one URL again and again measures the
 * in-process caches, so each has a twin that walks distinct URLs instead. Every connection gets
 * its own list of URLs no other connection, no warm-up and no earlier request of the run asks;
 * the harness checks they are distinct and sends each once (a connection stops at its list's end).
 * Each answer is checked to be a real one, so a twin cannot pass by answering errors or empty pages
 * fast: every answer's status is 200, and one answer in `BODY_CHECK_EVERY` of each connection has
 * the expected content (`check`).
 */

export const twinName = (name: string) => `${name} — cache miss (distinct URLs)`;

/**
 * How many URLs each connection needs so it cannot run out during the run: twice what it would
 * send at `maxRatio` of this run's SELECT 1 ceiling (connections do not go at one pace: one that
 * draws cheap answers sends more). `maxRatio` is a generous guess of the best a cache miss of that
 * kind can do; if a twin does better, its lists run out early and the note says so (the numbers
 * stay honest, only the run is shorter).
 */
export function twinListLength(ctx: BenchContext, connections: number, maxRatio: number): number {
  const ceiling = ctx.ceilingRps ?? 3000;
  return Math.max(20, Math.ceil((ceiling * maxRatio * ctx.duration * 2) / connections));
}

/** Warm-up URLs per connection: enough for every instance to compile the path, far fewer than a run. */
export const WARM_UP_PER_CONNECTION = 15;

/**
 * Deals `items` round-robin to `connections` lists (connection i takes items i, i+n, i+2n…), so
 * every connection walks the pool in its order (e.g. first pages before deep ones). The last
 * `WARM_UP_PER_CONNECTION × connections` items, when `warmUp` is asked for, become the warm-up:
 * disjoint from the measured ones.
 */
export function deal<T>(
  items: T[],
  connections: number,
  warmUp = false,
): { lists: T[][]; warmUp: T[][] | undefined } {
  const reserve = warmUp ? Math.min(WARM_UP_PER_CONNECTION * connections, Math.floor(items.length / 5)) : 0;
  const measured = items.slice(0, items.length - reserve);
  const lists: T[][] = Array.from({ length: connections }, () => []);
  measured.forEach((item, i) => {
    lists[i % connections].push(item);
  });
  // Equal lengths: each connection stops after its own list, and none may end much earlier.
  const shortest = Math.min(...lists.map((l) => l.length));
  for (const l of lists) l.length = shortest;
  const spare = items.slice(items.length - reserve);
  return {
    lists,
    warmUp: reserve
      ? Array.from({ length: connections }, (_, c) => spare.filter((_, i) => i % connections === c))
      : undefined,
  };
}

/**
 * One answer in this many has its body decoded and checked; the others, their status. The load
 * generator shares the server's two cores: decoding and searching every answer (a product page is
 * ~64 KB once unpacked) cost it 0.3 ms a list and 0.6 ms a page, a third of what the server spent
 * on the answer, and the server's rate fell with it. A sample of each connection's whole run still
 * catches any kind of answer that is not real.
 */
export const BODY_CHECK_EVERY = 8;

/** A real answer: null; else why not, a short phrase (answers are counted per phrase). */
export type AnswerCheck = (
  status: number,
  body: string,
  headers: Record<string, string | string[]>,
  req: BenchRequest,
) => string | null;

/** Checks that a JSON answer is a 200 whose text holds `marker` (a substring, so no parse per answer). */
export const jsonHolds =
  (marker: string, what: string): AnswerCheck =>
  (status, body) =>
    status !== 200 ? `status ${status}` : body.includes(marker) ? null : `no ${what}`;

/** A header of autocannon's header object, whatever its case. */
export function header(headers: Record<string, string | string[]>, name: string): string | undefined {
  for (const k in headers) if (k.toLowerCase() === name) return String(headers[k]);
  return undefined;
}

/** An answer's text: its bytes (run.ts keeps them) decoded by its `content-encoding`. */
export function answerText(
  raw: string | Buffer | Buffer[],
  headers: Record<string, string | string[]>,
): string {
  if (typeof raw === "string") return raw;
  const body = Array.isArray(raw) ? Buffer.concat(raw) : raw;
  const encoding = header(headers, "content-encoding");
  if (encoding === "zstd") return zlib.zstdDecompressSync(body).toString();
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

export interface TwinOptions {
  /** Each connection's requests, distinct across all connections (see `deal`). */
  lists: BenchRequest[][];
  warmUp?: BenchRequest[][];
  check: AnswerCheck;
  /** Share of answers that may fail `check` (default none). */
  maxBadShare?: number;
  /** Requests that may repeat, with the reason in a comment where it is used. */
  mayRepeat?: (r: BenchRequest) => boolean;
  /** Said in the note: e.g. why the set of URLs is finite. */
  about?: string;
}

/** A twin's plan: lists whose answers are checked, and a `verify` reporting them. */
export function twin(opts: TwinOptions): PerConnection {
  if (!opts.lists[0]?.length)
    throw new Error(
      "no distinct URLs left for it (the catalogue is too small for this run's rate and duration)",
    );
  let answers = 0;
  let bodies = 0;
  const bad = new Map<string, { count: number; example: string }>();
  const used = opts.lists.map(() => 0);
  const requests = opts.lists.map((list, c) =>
    list.map((r, i) => {
      // A request that reads its own answer is always checked whole.
      const whole = i % BODY_CHECK_EVERY === 0 || r.onResponse !== undefined;
      return {
        ...r,
        bodyUnread: !whole,
        onResponse: (status: number, body: string, headers: Record<string, string | string[]>) => {
          answers++;
          used[c]++;
          if (whole) bodies++;
          const why = whole
            ? opts.check(status, body, headers, r)
            : status === 200
              ? null
              : `status ${status}`;
          if (why) {
            const b = bad.get(why) ?? { count: 0, example: r.path };
            b.count++;
            bad.set(why, b);
          }
          r.onResponse?.(status, body, headers);
        },
      };
    }),
  );
  const length = Math.min(...opts.lists.map((l) => l.length));
  return {
    requests,
    warmUp: opts.warmUp,
    distinct: { mayRepeat: opts.mayRepeat },
    verify: async () => {
      const badCount = [...bad.values()].reduce((s, b) => s + b.count, 0);
      const ranOut = used.filter((u) => u >= length).length;
      const parts = [
        badCount
          ? `${badCount} of ${answers} answers not real: ${[...bad].map(([why, b]) => `${why} ×${b.count} (e.g. ${b.example})`).join("; ")}`
          : `${answers} answers checked (${bodies} of them whole), all real`,
        `${length} distinct URLs per connection` +
          (ranOut ? `; ${ranOut} connection(s) used all of theirs and stopped early` : ""),
        ...(opts.about ? [opts.about] : []),
      ];
      return {
        ok: answers > 0 && badCount <= (opts.maxBadShare ?? 0) * answers,
        note: parts.join("; "),
      };
    },
  };
}

/** A small seeded generator (mulberry32): the same run builds the same URLs, so runs compare. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `task` over `items`, `parallel` at a time (preparation reads: a few at once, not a flood). */
export async function inBatches<T, R>(
  items: T[],
  parallel: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * GET a JSON path for a twin's preparation; an error answer stops the twin with the reason
 * (`ctx.getJson` would hand the error's body on, and the twin would quietly build nothing).
 */
export async function readJson(ctx: BenchContext, path: string): Promise<any> {
  const res = await fetch(ctx.baseUrl + path, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}
