import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-client.js";
import { errorText, isMissingRecord } from "./staff-kit.js";

describe("a staff page's failed read", () => {
  it("is a missing record for a 404 and for a malformed id in the address", () => {
    expect(isMissingRecord(new ApiError(404, { message: "Objednávka nebyla nalezena." }))).toBe(true);
    expect(isMissingRecord(new ApiError(400, { id: ["Zadejte alespoň 10 znaků."] }))).toBe(true);
  });

  it("is not a missing record for other refusals or failures", () => {
    expect(isMissingRecord(new ApiError(400, { id: ["x"], status: ["y"] }))).toBe(false);
    expect(isMissingRecord(new ApiError(403, { message: "Nemáte oprávnění." }))).toBe(false);
    expect(isMissingRecord(new ApiError(500, {}))).toBe(false);
    expect(isMissingRecord(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("says the API's own message, never 'HTTP 400'", () => {
    expect(errorText(new ApiError(404, { message: "Zakázku jsme nenašli." }), "general")).toBe(
      "Zakázku jsme nenašli.",
    );
    expect(errorText(new ApiError(400, { id: ["Zadejte číslo."] }), "general")).toBe("Zadejte číslo.");
    expect(errorText(new ApiError(502, null), "general")).toBe("general");
    expect(errorText(new TypeError("Failed to fetch"), "general")).toBe("general");
  });
});
