import http from "node:http";
import type { BenchContext, CustomMeasured, Scenario } from "../scenario.js";
import { staffSession } from "../shopper.js";

/**
 * Live status (issue 16): `connections` customers have the same buy-back's status page open (one
 * server-sent event stream each, by the seller's session), a staff member moves the buy-back on, and
 * the clock runs from the staff request until every stream got the change. Reported: the time each
 * stream waited (p50, p99; target p99 under 1 s), deliveries per second (streams ÷ the time until the
 * last got it, as the ratio to the SELECT 1 ceiling) and the web instances' resident memory per open
 * connection. With several instances (PostgreSQL) the streams spread over them and the change
 * reaches the others through NOTIFY. `BENCH_SSE_CONNECTIONS=200 npm run bench -- --only "live status"`
 * for a small run.
 */
const SELL = {
  device_identifier: "iphone-15-pro-black-titanium",
  appraisal_version: 1,
  device_condition_choices: [
    "display-micro",
    "body-micro",
    "functionality-all",
    "lock-off",
    "charger-yes",
    "battery-yes",
    "quality-a",
  ],
  note: "",
  customer_data: {
    personal_identification_number: "710319/2745",
    identity_card_number: "123456789",
    identity_released_by: "MěÚ Praha 1",
    identity_valid_to: "31.12.2031",
    degree_before_name: "",
    first_name: "Bench",
    last_name: "Živě",
    gender: "M",
    district: "Praha 1",
    street: "Národní 10",
    city: "Praha",
    country: "CZ",
    postcode: "110 00",
    phone_number: "+420 601 123 458",
    nationality: "CZ",
    place_of_birth: "Brno",
    e_mail: "bench.zive@example.cz",
    bank_account_full_number: "19-2000145399",
    bank_code: "0800",
  },
  pickup_address: null,
  buyout_device: { imei: "353209101234565", serial_number: "", note: "" },
};

/** Streams opened at once while preparing (the server checks each one's access with a query). */
const OPENING_BATCH = 100;

interface OpenStream {
  /** Milliseconds from the staff request to the `changed` event; null until then. */
  got: number | null;
  close(): void;
}

function openStream(url: URL, cookie: string, agent: http.Agent, clock: { t0: number }): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const stream: OpenStream = { got: null, close: () => req.destroy() };
    let opened = false;
    let text = "";
    const req = http.get(url, { agent, headers: { accept: "text/event-stream", cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (stream.got !== null) return;
        text += chunk;
        // Subscribed once the first event (the current status) is here.
        if (!opened && text.includes('"type":"current"')) {
          opened = true;
          resolve(stream);
        }
        if (text.includes('"type":"changed"')) stream.got = performance.now() - clock.t0;
        if (text.length > 4096) text = text.slice(-512);
      });
    });
    req.on("error", (err) => (opened ? undefined : reject(err)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1))
    : 0;

async function fanOut(ctx: BenchContext, connections: number): Promise<CustomMeasured | null> {
  const seller = await ctx.shopper();
  const sold = await seller.call("POST", ctx.path("buyback:sell"), SELL);
  if (sold.status !== 201) throw new Error(`sell answered ${sold.status}`);
  const id = sold.json.id as string;
  const url = new URL(ctx.baseUrl + ctx.path("buyback:status-events", { id }));
  const cookie = seller.headers().cookie!;

  const staff = await staffSession(ctx);

  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const clock = { t0: 0 };
  const rss = () => ctx.instanceRssMb().reduce((a, b) => a + b, 0);
  const rssBefore = rss();
  const streams: OpenStream[] = [];
  let failed = 0;
  const opening = performance.now();
  for (let i = 0; i < connections; i += OPENING_BATCH) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(OPENING_BATCH, connections - i) }, () =>
        openStream(url, cookie, agent, clock),
      ),
    );
    for (const r of batch)
      if (r.status === "fulfilled") streams.push(r.value);
      else failed++;
  }
  const openSeconds = (performance.now() - opening) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const rssOpen = rss();

  clock.t0 = performance.now();
  const moved = await staff.call("POST", ctx.path("buyback:staff-status", { id }), {
    status: "awaiting_device",
  });
  const postMs = performance.now() - clock.t0;
  if (moved.status !== 200) throw new Error(`status change answered ${moved.status}`);
  const deadline = performance.now() + 10_000;
  while (streams.some((s) => s.got === null) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  for (const s of streams) s.close();
  agent.destroy();

  const times = streams.flatMap((s) => (s.got === null ? [] : [s.got])).sort((a, b) => a - b);
  const missed = streams.length - times.length;
  const last = times.at(-1) ?? 0;
  const perConnectionKb = streams.length ? ((rssOpen - rssBefore) * 1024) / streams.length : 0;
  return {
    rps: last > 0 ? Math.round(times.length / (last / 1000)) : 0,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    seconds: Number((last / 1000).toFixed(3)),
    requests: connections,
    errors: failed + missed,
    verified: failed === 0 && missed === 0,
    note:
      `${streams.length} of ${connections} streams open in ${openSeconds.toFixed(1)} s; ` +
      `all got the change ${last.toFixed(0)} ms after the staff request (which answered in ${postMs.toFixed(0)} ms)` +
      (missed ? `, ${missed} never did` : "") +
      `; web RSS ${rssBefore.toFixed(0)} → ${rssOpen.toFixed(0)} MB open = ${perConnectionKb.toFixed(1)} KB per connection (RSS growth: a heap with room left from earlier work absorbs it)`,
  };
}

export const scenarios: Scenario[] = [
  {
    name: "live status: one buy-back change fanned out to open status pages",
    connections: Number(process.env.BENCH_SSE_CONNECTIONS ?? 2000),
    custom: fanOut,
    // Every page within a second (issue 16), and at least as many deliveries per second as the
    // database ceiling answers requests.
    target: { maxP99Ms: 1000, minRatio: 1 },
  },
];
