import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client.js";

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
});
