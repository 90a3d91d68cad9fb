import { describe, expect, it } from "vitest";
import {
  blockedByPendingPrice,
  canMoveService,
  isServiceClosed,
  isServiceStatus,
  nextServiceStatuses,
  SERVICE_STATUSES,
  serviceStep,
} from "./service-status.js";

describe("service status workflow", () => {
  it("walks the whole happy path", () => {
    const path = [
      "received",
      "diagnosing",
      "waiting_for_parts",
      "repairing",
      "ready_for_pickup",
      "handed_over",
    ];
    for (let i = 1; i < path.length; i++)
      expect(canMoveService(path[i - 1] as any, path[i] as any)).toBe(true);
  });

  it("skips steps forward but never hands over before the device is ready", () => {
    expect(canMoveService("received", "ready_for_pickup")).toBe(true);
    expect(canMoveService("received", "handed_over")).toBe(false);
    expect(canMoveService("repairing", "handed_over")).toBe(false);
  });

  it("goes back only from repairing to waiting for parts", () => {
    expect(canMoveService("repairing", "waiting_for_parts")).toBe(true);
    expect(canMoveService("repairing", "diagnosing")).toBe(false);
    expect(canMoveService("ready_for_pickup", "repairing")).toBe(false);
  });

  it("cancels anything not yet ready, and a cancelled device still goes back to its owner", () => {
    for (const s of ["received", "diagnosing", "waiting_for_parts", "repairing"] as const)
      expect(canMoveService(s, "cancelled")).toBe(true);
    expect(canMoveService("handed_over", "cancelled")).toBe(false);
    expect(nextServiceStatuses("cancelled")).toEqual(["ready_for_pickup"]);
    expect(isServiceClosed("handed_over")).toBe(true);
  });

  it("never offers a move to the same status", () => {
    for (const s of SERVICE_STATUSES) expect(nextServiceStatuses(s)).not.toContain(s);
  });

  it("blocks work, not cancellation, while a price change waits for the customer", () => {
    expect(blockedByPendingPrice("diagnosing", "repairing")).toBe(true);
    expect(blockedByPendingPrice("diagnosing", "waiting_for_parts")).toBe(false);
    expect(blockedByPendingPrice("diagnosing", "cancelled")).toBe(false);
    expect(blockedByPendingPrice("cancelled", "ready_for_pickup")).toBe(false);
  });

  it("recognises statuses and numbers the steps", () => {
    expect(isServiceStatus("repairing")).toBe(true);
    expect(isServiceStatus("done")).toBe(false);
    expect(serviceStep("received")).toBe(0);
    expect(serviceStep("handed_over")).toBe(5);
    expect(serviceStep("cancelled")).toBe(-1);
  });
});
