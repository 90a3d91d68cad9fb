import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { subscribeEvents } from "./event-stream.js";

/** The browser's event stream client (spec §7: retry after 3000 ms doubling to 30000 ms; §8: "SSE failed"). */

const failing = () => new Response("down", { status: 503, statusText: "Service Unavailable" });

/** A stream that sends `chunks` and then stays open until aborted. */
function streaming(chunks: string[], signal: AbortSignal) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** When each fetch happened, in ms after the start. */
async function attemptTimes(until: number): Promise<number[]> {
  const times: number[] = [];
  fetchMock.mockImplementation(async () => {
    times.push(Date.now() - start);
    return failing();
  });
  const start = Date.now();
  const errors: string[] = [];
  const stop = subscribeEvents(
    "/stream/",
    () => {},
    (m) => errors.push(m),
  );
  await vi.advanceTimersByTimeAsync(until);
  stop();
  expect(errors[0]).toBe("SSE failed 503 Service Unavailable");
  expect(errors).toHaveLength(times.length);
  return times;
}

describe("subscribeEvents", () => {
  it("retries after 3 s, doubling up to 30 s, and reports 'SSE failed <status> <statusText>'", async () => {
    expect(await attemptTimes(200_000)).toEqual([
      0, 3000, 9000, 21_000, 45_000, 75_000, 105_000, 135_000, 165_000, 195_000,
    ]);
  });

  it("sends the session cookie, parses each message's JSON data, and stops for good", async () => {
    const got: unknown[] = [];
    const errors: string[] = [];
    let call = 0;
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      call++;
      if (call === 1) return failing();
      if (call === 2) return failing();
      // Two messages (one split across chunks, one not JSON), then the stream stays open.
      return streaming(
        ['retry: 3000\n\nid: 1\nevent: message\ndata: {"type":"cur', 'rent"}\n\n', "data: nope\n\n"],
        init.signal!,
      );
    });
    const stop = subscribeEvents(
      "/stream/",
      (d) => got.push(d),
      (m) => errors.push(m),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(["SSE failed 503 Service Unavailable"]);
    await vi.advanceTimersByTimeAsync(3000 + 6000);
    expect(call).toBe(3);
    expect(got).toEqual([{ type: "current" }]);
    stop();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "same-origin" });
    // Stopped: no report, no further attempt.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toBe(3);
    expect(errors).toHaveLength(2);
  });

  it("reconnects 3 s after an open stream ends, whatever failed before", async () => {
    const starts: number[] = [];
    const start = Date.now();
    let call = 0;
    fetchMock.mockImplementation(async () => {
      starts.push(Date.now() - start);
      call++;
      // Two failures (3 s, then 6 s), then a stream that ends at once, then failures again.
      if (call === 3) return new Response("data: {}\n\n", { status: 200 });
      return failing();
    });
    const errors: string[] = [];
    const stop = subscribeEvents(
      "/s/",
      () => {},
      (m) => errors.push(m),
    );
    await vi.advanceTimersByTimeAsync(9000 + 3000 + 6000);
    stop();
    expect(starts).toEqual([0, 3000, 9000, 12_000, 18_000]);
    expect(errors[2]).toBe("SSE failed 0 stream closed");
  });
});
