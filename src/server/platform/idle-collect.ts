import type { Server } from "node:http";

/** `gc` as `--expose-gc` gives it (scripts/start.mjs passes the flag); absent in dev and tests. */
type Collect = (options?: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

export interface IdleCollector {
  /** Whether a collection ran (for the test; the timer calls it on its own). */
  check(now?: number): boolean;
  stop(): void;
}

/**
 * Gives an instance's spare memory back once it has been idle for a while (decision 013).
 *
 * V8 frees the pages of its heap only in a collection that tries to reduce memory, and it starts
 * one only when the embedder says the process is idle, which Node never does: an instance that
 * served a burst (a few thousand product pages) keeps the ~100 MB its heap grew to, garbage
 * included, for as long as it lives. So when no request has arrived for `idleMs` after some did,
 * this runs that collection once (`flavor: "last-resort"`: full collections until nothing more is
 * freed, pages handed back to the system). It blocks the instance for up to a quarter of a second
 * (~250 ms for ~100 MB of live objects), which is why it waits for quiet, runs once per quiet
 * spell, never under load, and only when the process is `grownBytes` above the smallest it has
 * been after a collection. Open event streams do
 * not count as activity (they wait and allocate next to nothing).
 */
export function collectWhenIdle(
  server: Server,
  {
    idleMs = 10_000,
    gc = (globalThis as { gc?: Collect }).gc,
    grownBytes = 32 * 1024 * 1024,
    residentBytes = () => process.memoryUsage.rss(),
  }: {
    idleMs?: number;
    gc?: Collect | null;
    /** How far above its smallest size after a collection the process must be to be worth a pause. */
    grownBytes?: number;
    residentBytes?: () => number;
  } = {},
): IdleCollector | null {
  if (typeof gc !== "function") return null;
  // Once at the start: reading the list index leaves its rows' garbage (at a million products an
  // instance would otherwise start, and stay, ~100 MB larger), and the growth below counts from here.
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
  // The smallest the process has been after a collection: growth counts from there, not from the
  // last collection, which may have run while a burst's live data was still held (an instance
  // collected at 237 MB after a burst, then grew to 251 MB, 14 MB "since the last",
  // and kept it, over its budget, to the end of the bench).
  let floor = residentBytes();
  let lastRequestAt = 0;
  let servedSinceCollection = false;
  let stopped = false;
  const onRequest = () => {
    lastRequestAt = performance.now();
    servedSinceCollection = true;
  };
  server.on("request", onRequest);
  const check = (now = performance.now()) => {
    if (stopped || !servedSinceCollection || now - lastRequestAt < idleMs) return false;
    servedSinceCollection = false;
    // A few requests in a quiet night grow nothing worth a pause of up to a quarter second.
    if (residentBytes() - floor < grownBytes) return false;
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    floor = Math.min(floor, residentBytes());
    return true;
  };
  const timer = setInterval(() => check(), Math.max(1, Math.floor(idleMs / 10)));
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    server.off("request", onRequest);
  };
  server.once("close", stop);
  return { check, stop };
}
