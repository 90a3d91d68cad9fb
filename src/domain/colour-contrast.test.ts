import { describe, expect, it } from "vitest";
import { contrastWithWhite, luminance, MIN_TEXT_CONTRAST } from "./colour-contrast.js";

describe("white text contrast", () => {
  it("spans 1 (white) to 21 (black)", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 10);
  });

  it("matches WCAG's published ratios for known colours", () => {
    // Values from the WebAIM contrast checker, white foreground.
    expect(contrastWithWhite("#0f766e")).toBeCloseTo(5.47, 2);
    expect(contrastWithWhite("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite("#777777")).toBeCloseTo(4.48, 2);
    expect(contrastWithWhite("#1D4ED8")).toBeCloseTo(6.7, 1);
  });

  it("puts AA's line between #767676 and #777777", () => {
    expect(contrastWithWhite("#767676")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastWithWhite("#777777")).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});
