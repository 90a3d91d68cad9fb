import { AsyncLocalStorage } from "node:async_hooks";

/**
 * When the request being served arrived (`performance.now()`), for reads that may share what was
 * read after that moment: such a read is as fresh as one of the request's own. A page's in-process
 * API calls count from the page's arrival (they are part of it), so one read serves the whole page.
 */
const arrival = new AsyncLocalStorage<number>();

/** Runs `next` (the rest of the request) knowing it arrived at `at`. */
export function runArrivedAt(at: number, next: () => void): void {
  arrival.run(at, next);
}

/** The current request's arrival, or undefined outside a request (jobs, scripts). */
export function requestArrivedAt(): number | undefined {
  return arrival.getStore();
}
