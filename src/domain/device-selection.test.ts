import { describe, expect, it } from "vitest";
import { buildSelectorUrl, parseSelection, selectionAbove, selectionDepth } from "./device-selection.js";

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
