import type { Shopper } from "./shopper.js";

/**
 * A benchmark scenario: requests autocannon sends for a few seconds at 20 connections. `target`
 * states the budget as a ratio to the database ceiling of the same run (and a p99 in ms), because
 * machines are noisy and only ratios compare. Any non-2xx answer or connection error fails the
 * target unless `maxErrorRate` allows a share of them.
 */
export interface Scenario {
  name: string;
  /** The same requests on every connection; builds them once the server is up (may look up ids through the API). */
  requests?: (ctx: BenchContext) => Promise<BenchRequest[] | null>;
  /**
   * One shopper per connection instead: called once before the run with the number of
   * connections; returns one request list per connection (its own session, cart and products).
   */
  perConnection?: (ctx: BenchContext, connections: number) => Promise<PerConnection | null>;
  connections?: number;
  /**
   * The shortest measurement window in seconds (the run's `--duration` when longer): a request that
   * takes seconds (the whole catalogue's feed written afresh, ~4.5 s at 100 000 products) must be
   * able to finish inside it, or the window records no answer at all.
   */
  minSeconds?: number;
  /**
   * A measurement of its own instead of autocannon's (e.g. open streams and one event fanned out
   * to them): runs once with `connections` and answers what the table reports.
   */
  custom?: (ctx: BenchContext, connections: number) => Promise<CustomMeasured | null>;
  target?: { minRatio?: number; maxP99Ms?: number; maxErrorRate?: number };
}

/** What a `custom` scenario measured; the harness adds server CPU, the ratio and the verdict. */
export interface CustomMeasured {
  /** Operations per second (compared with the SELECT 1 ceiling's requests per second). */
  rps: number;
  p50: number;
  p99: number;
  /** Seconds the measured part took. */
  seconds: number;
  /** Operations measured, and how many of them failed. */
  requests: number;
  errors: number;
  note?: string;
  /** False fails the target (the scenario's own check). */
  verified?: boolean;
}

export interface PerConnection {
  /** Request list of each connection, `connections` of them. */
  requests: BenchRequest[][];
  /** After the run: the scenario's own check (e.g. the orders really exist); `ok: false` fails the target. */
  verify?: () => Promise<{ ok: boolean; note: string }>;
  /**
   * A cache-miss twin (see twins.ts): no request may repeat one sent before in the same lists or
   * the warm-up, so the harness checks the paths are distinct (except those `mayRepeat` allows) and
   * sends each list once: a connection that reaches its list's end stops instead of starting over.
   */
  distinct?: { mayRepeat?: (r: BenchRequest) => boolean };
  /** Unmeasured warm-up lists (one per connection, disjoint from `requests`) so the code path is compiled. */
  warmUp?: BenchRequest[][];
}

export interface BenchRequest {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /**
   * Called right before each send: returns the request to send this time (headers and body from
   * state the connection keeps across its iterations, e.g. a cookie set by an earlier response).
   */
  before?: (req: BenchRequest) => BenchRequest;
  /** Each answer to this request (autocannon's header object: names as the server sent them). */
  onResponse?: (status: number, body: string, headers: Record<string, string | string[]>) => void;
  /** `onResponse` needs only the status and headers: the harness neither keeps nor decodes the body. */
  bodyUnread?: boolean;
  /** Report this request's latency on its own under this label (e.g. the order submit among the adds). */
  timed?: string;
}

export interface BenchContext {
  baseUrl: string;
  routes: Record<string, string>;
  /** GET a JSON API path (with the benchmark's session cookies). */
  getJson: (path: string) => Promise<any>;
  /** One shared cart-holding session for scenarios that need one: cookie + CSRF header. */
  session: () => Promise<{ cookie: string; csrf: string }>;
  /** A new guest of its own (own CSRF cookie, later its own cart cookie). */
  shopper: () => Promise<Shopper>;
  /** Fills a route template: `path("catalog:product", { seo_name: "x" })`. */
  path: (name: string, params?: Record<string, string | number>, query?: Record<string, string>) => string;
  /** Resident memory of each web instance now (MB), for a scenario that reports memory per connection. */
  instanceRssMb: () => number[];
  /** Seconds each scenario runs. */
  duration: number;
  /**
   * Requests/s of this run's SELECT 1 ceiling (undefined with `--no-ceilings`): cache-miss twins
   * size their URL lists from it, so a connection has more distinct URLs than it can send.
   */
  ceilingRps?: number;
}
