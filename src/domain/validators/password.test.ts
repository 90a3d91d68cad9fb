import { describe, expect, it } from "vitest";
import { passwordProblems } from "./password.js";

describe("passwordProblems", () => {
  it.each([
    ["Abcdef1!", []],
    ["Čerešně9 ", []],
    ["abcdef1!", ["password.uppercase"]],
    ["ABCDEF1!", ["password.lowercase"]],
    ["Abcdefg!", ["password.digit"]],
    ["Abcdefg1", ["password.special"]],
    ["Ab1!", ["password.min_length"]],
    ["12345678", ["password.uppercase", "password.lowercase", "password.special", "password.numeric"]],
    [
      "",
      [
        "password.uppercase",
        "password.lowercase",
        "password.digit",
        "password.special",
        "password.min_length",
      ],
    ],
  ])("%j → %j", (pw, expected) => {
    expect(passwordProblems(pw)).toEqual(expected);
  });
});
