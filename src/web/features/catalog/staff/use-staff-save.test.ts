import { describe, expect, it } from "vitest";
import { fieldError } from "../../../ui/staff-kit.js";
import { byField } from "./use-staff-save.js";

describe("a save's field errors", () => {
  it("keep a field's list of messages", () => {
    expect(byField({ name: ["Tato hodnota je požadována.", "Druhá"] })).toEqual({
      name: ["Tato hodnota je požadována.", "Druhá"],
    });
  });

  it("put an error of a list's item or an object's part under its field", () => {
    const errors = byField({ badges: { 1: ["Zadejte nejvýše 30 znaků."] }, address: { city: ["Chybí."] } });
    expect(fieldError(errors, "badges")).toBe("Zadejte nejvýše 30 znaků.");
    expect(fieldError(errors, "address")).toBe("Chybí.");
  });

  it("keep a message without a field as it is, and read nothing from no body", () => {
    expect(byField({ message: "Atribut s tímto klíčem už existuje." })).toEqual({
      message: ["Atribut s tímto klíčem už existuje."],
    });
    expect(byField(null)).toEqual({});
    expect(byField("HTTP 500")).toEqual({});
  });
});
