import { describe, expect, it } from "vitest";
import { isOpenAt, localTime } from "./opening-hours.js";

const hours = { "1": [["09:00", "18:00"]], "6": [["09:00", "12:00"]], "7": [] } as Record<
  string,
  [string, string][]
>;

describe("opening hours", () => {
  it("reads the local weekday and time of the store's zone", () => {
    // Monday 2026-11-23 07:30 UTC is 08:30 in Prague and 09:30 in Bucharest.
    const at = new Date("2026-11-23T07:30:00Z");
    expect(localTime(at, "Europe/Prague")).toEqual({ weekday: 1, time: "08:30" });
    expect(isOpenAt(hours, at, "Europe/Prague")).toBe(false);
    expect(isOpenAt(hours, at, "Europe/Bucharest")).toBe(true);
  });

  it("is closed on days without hours and at closing time", () => {
    expect(isOpenAt(hours, new Date("2026-11-22T10:00:00Z"), "Europe/Prague")).toBe(false);
    expect(isOpenAt(hours, new Date("2026-11-23T17:00:00Z"), "Europe/Prague")).toBe(false);
  });
});
