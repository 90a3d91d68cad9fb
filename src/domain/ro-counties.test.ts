import { describe, expect, it } from "vitest";
import { isRoCountyCode, RO_COUNTY_CODES, roPlace } from "./ro-counties.js";

describe("Romanian counties from a postcode", () => {
  it.each([
    ["061344", "RO-B", 6],
    ["010011", "RO-B", 1],
    ["030167", "RO-B", 3],
    ["400001", "RO-CJ", null],
    ["300011", "RO-TM", null],
    ["700259", "RO-IS", null],
    ["077190", "RO-IF", null],
    ["900178", "RO-CT", null],
    ["550003", "RO-SB", null],
  ])("%s → %s sector %s", (postcode, county, sector) => {
    expect(roPlace(postcode)).toMatchObject({ county, sector });
  });

  it("falls back to a written county or sector when the postcode tells nothing", () => {
    expect(roPlace("", "Județul Cluj")?.county).toBe("RO-CJ");
    expect(roPlace("99", "Sector 4")).toMatchObject({ county: "RO-B", sector: 4 });
    expect(roPlace("12", "Bistrita Nasaud")?.county).toBe("RO-BN");
    expect(roPlace("990000", "Atlantis")).toBeNull();
  });

  it("knows the 41 counties and Bucharest by their ISO 3166-2:RO codes", () => {
    expect(RO_COUNTY_CODES).toHaveLength(42);
    expect(isRoCountyCode("RO-B")).toBe(true);
    expect(isRoCountyCode("RO-CJ")).toBe(true);
    expect(isRoCountyCode("RO-XX")).toBe(false);
    expect(isRoCountyCode("Cluj")).toBe(false);
  });
});
