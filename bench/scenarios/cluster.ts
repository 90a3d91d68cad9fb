// The cluster bench (issue 21): requests/s against ONE web instance, then through nginx in front of
// TWO, for the cache-miss catalogue reads and the checkout, with the scale factor and the server
// CPU per request of each. It starts its own cluster (`npm run start:cluster`), so it runs on its
// own rather than inside `npm run bench` (which starts one server):
//
//   createdb -h 127.0.0.1 -U postgres shop_bench_cluster
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_bench_cluster npx tsx bench/scenarios/cluster.ts
//
// Options (environment): BENCH_DURATION seconds per measurement (5), BENCH_CONNECTIONS (16),
// SEED_PRODUCTS for a bigger catalogue on a fresh database, CLUSTER_PORT / CLUSTER_APP_PORTS.
// Every read measurement walks URLs no earlier request asked (each instance has its own caches),
// so neither side is served from a cache the other side filled.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Scenario } from "../scenario.js";

/** Nothing for `npm run bench`: this file runs on its own (see above). */
export const scenarios: Scenario[] = [];

const ROOT = join(import.meta.dirname, "..", "..");
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SORTS = ["recommended", "price_asc", "price_desc", "newest", "discount", "name"];
const FINISH = {
  type_payment: "bank_transfer",
  type_delivery_code: "ppl",
  order_billing_address: {
    first_name: "Jana",
    last_name: "Nováková",
    city: "Praha",
    postcode: "110 00",
    phone: "+420601123456",
    address: "Národní 10",
    email: "zakaznik@example.cz",
  },
  order_info: { consent_to_terms_of_service: true },
};

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  cpuMsPerRequest: number;
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * `connections` loops for `DURATION` seconds, each taking its next job from `next` (a job is one
 * or more requests and counts as one operation); latencies per operation.
 */
async function measure(
  pids: readonly number[],
  next: (connection: number) => (() => Promise<boolean>) | null,
): Promise<Measured> {
  const latencies: number[] = [];
  let failed = 0;
  const cpuBefore = pids.reduce((s, p) => s + cpuSeconds(p), 0);
  const started = performance.now();
  const end = started + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      while (performance.now() < end) {
        const job = next(c);
        if (!job) return;
        const t = performance.now();
        const ok = await job().catch(() => false);
        if (ok) latencies.push(performance.now() - t);
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = pids.reduce((s, p) => s + cpuSeconds(p), 0) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    ok: latencies.length,
    failed,
    cpuMsPerRequest: latencies.length ? (cpu * 1000) / latencies.length : 0,
  };
}

/** Distinct catalogue list URLs: sort × page size × page, never the same twice in this run. */
function* listUrls(): Generator<string> {
  for (let page = 1; ; page++)
    for (let size = 5; size <= 96; size++)
      for (const sort of SORTS)
        yield `/api/new/catalog/products/?sort=${sort}&page_size=${size}&page=${page}`;
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
}

/** Every product's seo name, from list pages of 96 (a page size no measured list asks). */
async function productNames(base: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page < 200; page++) {
    const { body } = await json(`${base}/api/new/catalog/products/?page_size=96&page=${page}&sort=name`);
    for (const item of body?.items ?? []) names.push(item.seo_name);
    if (!body || page >= body.pages) break;
  }
  return names;
}

/** A guest that adds `product` to a new cart and submits the order (one checkout). */
async function checkout(base: string, product: number, token: string): Promise<boolean> {
  const first = await fetch(`${base}/api/new/core/routes/`);
  await first.arrayBuffer();
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  keep(first);
  const headers = () => ({
    "content-type": "application/json",
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    "x-csrftoken": jar.get("csrftoken") ?? "",
  });
  const add = await fetch(`${base}/api/new/cart/add/`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ product }),
  });
  await add.arrayBuffer();
  keep(add);
  if (add.status !== 200) return false;
  const finish = await fetch(`${base}/api/new/checkout/finish/`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ ...FINISH, token }),
  });
  await finish.arrayBuffer();
  return finish.status === 201;
}

/** Warehouse stock per product id (probed through a throw-away cart, as the cluster test does). */
async function stock(base: string): Promise<{ id: number; units: number }[]> {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "x-csrftoken": jar.get("csrftoken") ?? "",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res.json().catch(() => null);
  };
  await call("GET", "/api/new/core/routes/");
  const found = new Map<number, number>();
  for (let id = 1; id < 600; id += 25) {
    for (let k = id; k < id + 25; k++) await call("POST", "/api/new/cart/add/", { product: k });
    const cart = await call("GET", "/api/new/cart/packages/");
    for (const p of cart?.packages ?? [])
      if (p.product.warehouse_stock > 0 && p.items.length === 0)
        found.set(p.product.id, p.product.warehouse_stock);
    await call("POST", "/api/new/cart/clear/").catch(() => null);
  }
  return [...found].map(([id, units]) => ({ id, units }));
}

async function main() {
  const port = Number(process.env.CLUSTER_PORT ?? 8390);
  const appPorts = process.env.CLUSTER_APP_PORTS ?? "3391,3392";
  const dataDir = process.env.DATA_DIR ?? join(ROOT, "data", "bench-cluster");
  const supervisor = spawn(process.execPath, [join(ROOT, "scripts/start-cluster.mjs")], {
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_APP_PORTS: appPorts,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The bench measures the web instances: jobs (order mails, invoices) stay in the worker.
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    supervisor.stdout!.on("data", (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
      if (out.includes("[cluster] Shop at")) resolve();
    });
    supervisor.once("exit", (code) => reject(new Error(`start:cluster ended (${code})`)));
  });
  try {
    const state = JSON.parse(readFileSync(join(dataDir, "cluster.json"), "utf8")) as {
      name: string;
      pid: number;
      port: number | null;
    }[];
    const web = state.filter((s) => s.port);
    const one = `http://127.0.0.1:${web[0].port}`;
    const both = `http://127.0.0.1:${port}`;
    const allPids = web.map((w) => w.pid);

    const names = await productNames(one);
    const half = Math.floor(names.length / 2);
    const productSets = [names.slice(0, half), names.slice(half)];
    const lists = listUrls();
    const stocked = await stock(one);
    let units = stocked.reduce((s, p) => s + p.units, 0);
    const run = Date.now().toString(36);
    let seq = 0;
    const nextProduct = () => {
      const p = stocked.find((s) => s.units > 0);
      if (!p) return null;
      p.units--;
      units--;
      return p.id;
    };

    const rows: { scenario: string; setup: string; m: Measured }[] = [];
    for (const [setup, base, pids, products] of [
      ["one instance", one, [web[0].pid], productSets[0]],
      ["nginx → two instances", both, allPids, productSets[1]],
    ] as const) {
      const queue = [...products];
      rows.push({
        scenario: "catalog list — cache miss",
        setup,
        m: await measure(pids, () => {
          const url = lists.next().value as string;
          return async () =>
            (await fetch(`${base}${url}`).then((r) => r.arrayBuffer().then(() => r.status))) === 200;
        }),
      });
      rows.push({
        scenario: "product JSON — cache miss",
        setup,
        m: await measure(pids, () => {
          const name = queue.shift();
          if (!name) return null;
          return async () =>
            (await fetch(`${base}/api/new/catalog/product/${name}/`).then((r) =>
              r.arrayBuffer().then(() => r.status),
            )) === 200;
        }),
      });
      rows.push({
        scenario: "checkout (new guest, add, finish)",
        setup,
        m: await measure(pids, () => {
          const product = nextProduct();
          if (!product) return null;
          return () => checkout(base, product, `bench-cluster-${run}-${++seq}-0000`);
        }),
      });
    }

    console.log(`\nCluster bench: ${CONNECTIONS} connections, ${DURATION} s each, ${names.length} products`);
    console.log("| scenario | setup | req/s | p50 ms | p99 ms | CPU ms/req (web) | failed | scale |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of rows) {
      const single = rows.find((x) => x.scenario === r.scenario && x.setup === "one instance")!;
      const scale = r.setup === "one instance" ? "" : `${(r.m.rps / single.m.rps).toFixed(2)}×`;
      console.log(
        `| ${r.scenario} | ${r.setup} | ${r.m.rps.toFixed(0)} | ${r.m.p50.toFixed(1)} | ${r.m.p99.toFixed(1)} | ${r.m.cpuMsPerRequest.toFixed(2)} | ${r.m.failed} | ${scale} |`,
      );
    }
    console.log(`(warehouse units left for checkouts: ${units}; a run that ran out measured fewer seconds)`);
  } finally {
    supervisor.kill("SIGTERM");
    await new Promise((r) => supervisor.once("exit", r));
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
