import { describe, expect, it } from "vitest";
import {
  BUYOUT_VISIBLE,
  hasFlag,
  INITIAL,
  REVIEW_MODE,
  SELL_ONLINE_VISIBLE,
  SEND_EMAIL_VISIBLE,
  withFlag,
  withoutFlag,
} from "./buyback-page-state.js";

describe("buy-back page state flags", () => {
  it("uses the spec's values", () => {
    expect([INITIAL, BUYOUT_VISIBLE, SEND_EMAIL_VISIBLE, SELL_ONLINE_VISIBLE, REVIEW_MODE]).toEqual([
      0, 1, 2, 4, 8,
    ]);
  });

  it.each([
    [INITIAL, BUYOUT_VISIBLE, false],
    [BUYOUT_VISIBLE | SEND_EMAIL_VISIBLE, SEND_EMAIL_VISIBLE, true],
    [BUYOUT_VISIBLE | SEND_EMAIL_VISIBLE, SELL_ONLINE_VISIBLE, false],
    [REVIEW_MODE, REVIEW_MODE, true],
    [BUYOUT_VISIBLE, BUYOUT_VISIBLE | REVIEW_MODE, false], // all bits of a combined flag
  ])("hasFlag(%d, %d) → %s", (state, flag, expected) => {
    expect(hasFlag(state, flag)).toBe(expected);
  });

  it.each([
    [INITIAL, BUYOUT_VISIBLE, 1],
    [BUYOUT_VISIBLE, SELL_ONLINE_VISIBLE, 5],
    [BUYOUT_VISIBLE, BUYOUT_VISIBLE, 1],
  ])("withFlag(%d, %d) → %d", (state, flag, expected) => {
    expect(withFlag(state, flag)).toBe(expected);
  });

  it.each([
    [BUYOUT_VISIBLE | SEND_EMAIL_VISIBLE, SEND_EMAIL_VISIBLE, 1],
    [BUYOUT_VISIBLE, SEND_EMAIL_VISIBLE, 1],
    [15, REVIEW_MODE, 7],
  ])("withoutFlag(%d, %d) → %d", (state, flag, expected) => {
    expect(withoutFlag(state, flag)).toBe(expected);
  });
});
