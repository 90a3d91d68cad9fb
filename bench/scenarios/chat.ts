import http from "node:http";
import type { BenchContext, CustomMeasured, Scenario } from "../scenario.js";
import { staffSession } from "../shopper.js";

/**
 * Support chat (issue 20): a few visitors each have their conversation's stream open; staff answer
 * them in a loop (one connection per conversation, the next answer once the last arrived). Measured
 * per answer: the staff POST's latency and the time until the visitor's stream delivered it (on
 * PostgreSQL through NOTIFY, possibly to another instance). Reported rate: deliveries per second,
 * as the ratio to the SELECT 1 ceiling. Visitors' own messages are rate-limited per address (20 a
 * minute, all bench visitors share 127.0.0.1), so the loop is staff's side; the visitors' first
 * messages are the only visitor POSTs. No cache-miss twin: nothing here is cached (each read is a
 * session's own conversation).
 *
 * First run (PGlite, one instance, 3 s, a machine shared with other builds: SELECT 1 at 140 req/s,
 * p99 1.4 s): 11 deliveries/s, ratio 0.079, p50 368 ms, p99 973 ms; the delivery follows the POST's
 * answer within milliseconds (staff POST p50 368 ms), so the time is the write's, not the stream's.
 * The p99 target was missed on that loaded machine; rerun on a quiet one.
 */
const CONVERSATIONS = 5;

interface Visitor {
  conversationId: number;
  /** Resolves the wait for a body when the stream delivers it. */
  waiting: Map<string, () => void>;
  close(): void;
}

function openVisitorStream(url: URL, cookie: string): Promise<Visitor> {
  return new Promise((resolve, reject) => {
    const visitor: Visitor = { conversationId: 0, waiting: new Map(), close: () => req.destroy() };
    let text = "";
    const req = http.get(url, { headers: { accept: "text/event-stream", cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream answered ${res.statusCode}`));
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        let end = text.indexOf("\n\n");
        while (end >= 0) {
          const data = text
            .slice(0, end)
            .split("\n")
            .find((l) => l.startsWith("data: "));
          text = text.slice(end + 2);
          end = text.indexOf("\n\n");
          if (!data) continue;
          const e = JSON.parse(data.slice(6)) as { type: string; message?: { body: string } };
          if (e.type === "open") resolve(visitor);
          if (e.type === "message" && e.message) visitor.waiting.get(e.message.body)?.();
        }
      });
    });
    req.on("error", reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1))
    : 0;

async function answerLoop(ctx: BenchContext): Promise<CustomMeasured | null> {
  const staff = await staffSession(ctx);
  const visitors: Visitor[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const shopper = await ctx.shopper();
    const started = await shopper.call("POST", ctx.path("chat:conversation"), {
      name: `Bench ${i}`,
      body: "Dobrý den",
    });
    if (started.status !== 201) throw new Error(`chat start answered ${started.status}`);
    const v = await openVisitorStream(
      new URL(ctx.baseUrl + ctx.path("chat:events")),
      shopper.headers().cookie!,
    );
    v.conversationId = started.json.id;
    visitors.push(v);
  }
  const posts: number[] = [];
  const deliveries: number[] = [];
  let errors = 0;
  let seq = 0;
  const until = performance.now() + ctx.duration * 1000;
  const t0 = performance.now();
  await Promise.all(
    visitors.map(async (v) => {
      while (performance.now() < until) {
        const body = `Odpověď ${++seq}`;
        const start = performance.now();
        const delivered = new Promise<void>((resolve) => v.waiting.set(body, resolve));
        const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 5000));
        const res = await staff.call("POST", ctx.path("chat:staff-reply", { id: v.conversationId }), {
          body,
        });
        posts.push(performance.now() - start);
        if (res.status !== 201 || (await Promise.race([delivered, timeout])) === "timeout") errors++;
        else deliveries.push(performance.now() - start);
        v.waiting.delete(body);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  for (const v of visitors) v.close();
  deliveries.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  return {
    rps: Math.round(deliveries.length / seconds),
    p50: percentile(deliveries, 50),
    p99: percentile(deliveries, 99),
    seconds: Number(seconds.toFixed(2)),
    requests: posts.length,
    errors,
    verified: errors === 0,
    note: `${CONVERSATIONS} conversations; staff POST p50 ${percentile(posts, 50)} ms, p99 ${percentile(posts, 99)} ms; p50/p99 above are POST start → the visitor's stream got it`,
  };
}

export const scenarios: Scenario[] = [
  {
    name: "staff answer delivered to the visitor's stream",
    connections: CONVERSATIONS,
    custom: answerLoop,
    // An answer on the visitor's screen well within the blink of a chat (p99 ≤ 250 ms); a reply is
    // a transaction of two writes and a NOTIFY, so a tenth of the SELECT 1 rate at 5 connections.
    target: { maxP99Ms: 250, minRatio: 0.02 },
  },
];
