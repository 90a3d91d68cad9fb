import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api/api-client.js";
import { createQueryClient, shouldRetry } from "./query-client.js";

afterEach(() => vi.useRealTimers());

describe("the query client", () => {
  it("leaves no timer behind a server render's queries (each would hold the page's data for minutes)", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ["catalog:product", "x"], queryFn: async () => ({ name: "x" }) });
    expect(client.getQueryData(["catalog:product", "x"])).toEqual({ name: "x" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps data 5 minutes in the browser (spec §9)", () => {
    vi.stubGlobal("window", {});
    try {
      expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(5 * 60_000);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("does not retry an answer that would be the same (a missing record, a bad address, no access)", () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetry(0, new ApiError(status, {}))).toBe(false);
  });

  it("retries failures that may pass later, at most 3 times (spec §9)", () => {
    for (const error of [
      new ApiError(500, {}),
      new ApiError(503, {}),
      new ApiError(429, {}),
      new ApiError(408, {}),
      new TypeError("Failed to fetch"),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(true);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it("gives up on a 404 at once, so a missing record is shown without waiting", async () => {
    const client = createQueryClient();
    let calls = 0;
    await client.prefetchQuery({
      queryKey: ["orders:staff-detail", "999"],
      queryFn: async () => {
        calls++;
        throw new ApiError(404, { message: "Objednávka nebyla nalezena." });
      },
    });
    expect(calls).toBe(1);
    expect(client.getQueryState(["orders:staff-detail", "999"])?.status).toBe("error");
  });
});
