import { describe, expect, it } from "vitest";
import { isValidTitle } from "./title.js";

describe("isValidTitle", () => {
  it.each([
    ["Ing.", true],
    ["Mgr.", true],
    ["MUDr.", true],
    ["Ing. Bc.", true],
    ["doc. Ing.", true],
    ["prof. MUDr.", true],
    ["Ing. arch.", true],
    ["Ph.D.", true],
    [" Ing. ", true],
    ["Ing", false], // no closing dot
    ["Ing. Bc", false], // second part without a dot
    ["Ing.Bc", false],
    ["Dr.Ing", false],
    ["Ing.,", false],
    ["Ing, Bc.", false],
    ["Mgr1.", false],
    ["Ďr.", false],
    [".", false],
    ["Ing..", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isValidTitle(value)).toBe(expected);
  });
});
