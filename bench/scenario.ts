/**
 * A benchmark scenario: requests autocannon sends for a few seconds at 20 connections. `target`
 * states the budget as a ratio to the database ceiling of the same run (and a p99 in ms), because
 * machines are noisy and only ratios compare.
 */
export interface Scenario {
  name: string;
  /** Builds the requests once the server is up (may look up ids through the API). */
  requests: (ctx: BenchContext) => Promise<BenchRequest[] | null>;
  connections?: number;
  target?: { minRatio?: number; maxP99Ms?: number };
}

export interface BenchRequest {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface BenchContext {
  baseUrl: string;
  routes: Record<string, string>;
  /** GET a JSON API path (with the benchmark's session cookies). */
  getJson: (path: string) => Promise<any>;
  /** A logged-in or cart-holding session for scenarios that need one: cookie + CSRF header. */
  session: () => Promise<{ cookie: string; csrf: string }>;
  /** Fills a route template: `path("catalog:product", { seo_name: "x" })`. */
  path: (name: string, params?: Record<string, string | number>, query?: Record<string, string>) => string;
}
