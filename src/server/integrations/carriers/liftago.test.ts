import { describe, expect, it } from "vitest";
import { courierCheck } from "./liftago.js";

const store = { city: "Praha 1", openingHours: { "3": [["09:00", "20:00"]] as [string, string][] } };
const praha = { city: "Praha 5" };
// Wednesday 18 November 2026; Prague is UTC+1 in November.
const at = (utc: string) => new Date(`2026-11-18T${utc}:00Z`);

describe("courierCheck", () => {
  it("offers a ride in the store's city while it is open and an hour before it closes", () => {
    expect(courierCheck(store, praha, at("09:30"), "Europe/Prague")).toEqual({
      available: true,
      etaMinutes: 60,
      reason: "ok",
    });
    expect(courierCheck(store, praha, at("18:00"), "Europe/Prague").reason).toBe("ok");
  });

  it("refuses in the last hour, when closed and in another city", () => {
    expect(courierCheck(store, praha, at("18:30"), "Europe/Prague").reason).toBe("closed");
    expect(courierCheck(store, praha, at("07:00"), "Europe/Prague").reason).toBe("closed");
    expect(courierCheck(store, { city: "Brno" }, at("10:00"), "Europe/Prague").reason).toBe("distance");
  });
});
