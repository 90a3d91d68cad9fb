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
 * freed, pages handed back to the system). It blocks the instance for tens of milliseconds, which
 * is why it waits for quiet and runs once per quiet spell, never under load. Open event streams do
 * not count as activity (they wait and allocate next to nothing).
 */
export function collectWhenIdle(
  server: Server,
  { idleMs = 10_000, gc = (globalThis as { gc?: Collect }).gc }: { idleMs?: number; gc?: Collect } = {},
): IdleCollector | null {
  if (typeof gc !== "function") return null;
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
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    return true;
  };
  const timer = setInterval(() => check(), Math.max(1, Math.floor(idleMs / 4)));
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    server.off("request", onRequest);
  };
  server.once("close", stop);
  return { check, stop };
}
