import { describe, expect, it } from "vitest";
import { MARKETS } from "../../domain/market.js";
import { ApiError } from "../api/api-client.js";
import { errorText, formatDate, formatDateTime, isMissingRecord } from "./staff-kit.js";

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

describe("staff dates", () => {
  it("are in the shop's language and time zone, with no seconds, whatever the browser's", () => {
    // 16:48 UTC is 17:48 in Prague in November, 18:48 in Bucharest.
    expect(formatDateTime("2026-11-23T16:48:28Z", MARKETS.cz)).toBe("23. 11. 2026 17:48");
    expect(formatDateTime("2026-11-23T16:48:28Z", MARKETS.ro)).toBe("23.11.2026 18:48");
  });

  it("keep a calendar date on its day and put a moment on the shop's day", () => {
    expect(formatDate("1973-06-30", MARKETS.cz)).toBe("30. 6. 1973");
    expect(formatDate("2026-11-23T23:30:00Z", MARKETS.cz)).toBe("24. 11. 2026");
    expect(formatDate("31.12.2031", MARKETS.cz)).toBe("31.12.2031");
    expect(formatDate("2026-11-23T23:30:00Z", MARKETS.ro)).toBe("24.11.2026");
  });
});
