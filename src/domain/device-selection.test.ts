import { describe, expect, it } from "vitest";
import {
  buildSelectorUrl,
  parseSelection,
  restorePhases,
  selectionAbove,
  selectionDepth,
} from "./device-selection.js";

describe("device selection in URLs", () => {
  it("round-trips a full selection", () => {
    const sel = {
      type: "phone",
      manufacturer: "apple",
      model: "iphone-15-pro",
      color: "iphone-15-pro-black-titanium",
    };
    const url = buildSelectorUrl("/vykup/", sel);
    expect(url).toBe(
      "/vykup/?type=phone&manufacturer=apple&model=iphone-15-pro&color=iphone-15-pro-black-titanium",
    );
    expect(parseSelection(new URL(url, "http://x").searchParams)).toEqual(sel);
    expect(selectionDepth(sel)).toBe(4);
  });

  it("ignores a level whose parents are missing or whose value is malformed", () => {
    expect(parseSelection({ model: "iphone-15" })).toEqual({
      type: null,
      manufacturer: null,
      model: null,
      color: null,
    });
    expect(parseSelection({ type: "phone", manufacturer: "Apple!", model: "x" })).toEqual({
      type: "phone",
      manufacturer: null,
      model: null,
      color: null,
    });
    expect(parseSelection({ type: ["phone"] })).toEqual({
      type: null,
      manufacturer: null,
      model: null,
      color: null,
    });
  });

  it("clears the levels below a changed one", () => {
    const sel = { type: "phone", manufacturer: "apple", model: "iphone-15", color: "iphone-15-black" };
    expect(selectionAbove(sel, "model")).toEqual({
      type: "phone",
      manufacturer: "apple",
      model: null,
      color: null,
    });
    expect(buildSelectorUrl("/vykup/", selectionAbove(sel, "type"))).toBe("/vykup/");
  });

  it("appends extra parameters after the selection", () => {
    expect(
      buildSelectorUrl(
        "/servis/",
        { type: "phone", manufacturer: null, model: "x", color: null },
        { answers: "a:b" },
      ),
    ).toBe("/servis/?type=phone&answers=a%3Ab");
  });
});

describe("restore phases (spec §4: the client loads in phases by depth)", () => {
  const full = {
    type: "phone",
    manufacturer: "apple",
    model: "iphone-15-pro",
    color: "iphone-15-pro-black-titanium",
  };
  it.each([
    [{ type: null, manufacturer: null, model: null, color: null }, ["type"]],
    [{ type: "phone", manufacturer: null, model: null, color: null }, ["type", "manufacturer"]],
    [{ ...full, model: null, color: null }, ["type", "manufacturer", "model"]],
    [{ ...full, color: null }, ["type", "manufacturer", "model", "color"]],
    [full, ["type", "manufacturer", "model", "color", "appraisal"]],
  ])("%o loads %o", (sel, loads) => {
    const phases = restorePhases(sel);
    expect(phases.map((p) => p.load)).toEqual(loads);
    expect(phases).toHaveLength(selectionDepth(sel) + 1);
  });

  it("gives each phase the levels above it", () => {
    expect(restorePhases(full)).toEqual([
      { load: "type", query: {} },
      { load: "manufacturer", query: { type: "phone" } },
      { load: "model", query: { type: "phone", manufacturer: "apple" } },
      { load: "color", query: { type: "phone", manufacturer: "apple", model: "iphone-15-pro" } },
      { load: "appraisal", query: full },
    ]);
  });

  it("stops at the first missing level", () => {
    const phases = restorePhases({ type: "phone", manufacturer: null, model: "x", color: "y" });
    expect(phases.map((p) => p.load)).toEqual(["type", "manufacturer"]);
  });
});
