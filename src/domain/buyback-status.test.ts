import { describe, expect, it } from "vitest";
import { BUYBACK_STATUSES, buybackStep, canMove, isClosed, nextStatuses } from "./buyback-status.js";

describe("buy-back workflow", () => {
  it("follows new → awaiting device → received → inspected → paid", () => {
    expect(canMove("new", "awaiting_device")).toBe(true);
    expect(canMove("awaiting_device", "received")).toBe(true);
    expect(canMove("received", "inspected")).toBe(true);
    expect(canMove("inspected", "paid")).toBe(true);
  });

  it("goes through a counter-offer that is accepted then paid, or declined and returned", () => {
    expect(nextStatuses("inspected")).toContain("requoted");
    expect(nextStatuses("requoted")).toEqual(["accepted", "returned"]);
    expect(nextStatuses("accepted")).toEqual(["paid"]);
  });

  it("refuses skipping steps and moving closed records", () => {
    expect(canMove("new", "paid")).toBe(false);
    expect(canMove("received", "paid")).toBe(false);
    expect(canMove("requoted", "cancelled")).toBe(false);
    for (const s of ["paid", "returned", "cancelled"] as const) {
      expect(isClosed(s)).toBe(true);
      for (const to of BUYBACK_STATUSES) expect(canMove(s, to)).toBe(false);
    }
  });
});

describe("buy-back progress", () => {
  it("places every status on the usual way, a counter-offer at the inspection, the closed-off ones off it", () => {
    expect(BUYBACK_STATUSES.map((s) => [s, buybackStep(s)])).toEqual([
      ["new", 0],
      ["awaiting_device", 1],
      ["received", 2],
      ["inspected", 3],
      ["requoted", 3],
      ["accepted", 3],
      ["returned", -1],
      ["paid", 4],
      ["cancelled", -1],
    ]);
  });
});
