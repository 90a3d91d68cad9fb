import { describe, expect, it } from "vitest";
import { getT } from "../../../../i18n/i18n.js";
import { lastErrorInWords, ruleInWords } from "./einvoice-words.js";

const ro = getT("ro", "einvoice");
const cs = getT("cs", "einvoice");

describe("e-Factura errors in the staff's words", () => {
  it("says an unreachable ANAF in words, keeping the call and status", () => {
    expect(lastErrorInWords(ro, "ANAF uploadb2c: HTTP 503")).toBe(
      "ANAF nu răspunde (uploadb2c: HTTP 503); încercăm din nou automat.",
    );
    expect(lastErrorInWords(cs, "ANAF stareMesaj: fetch failed")).toBe(
      "ANAF neodpovídá (stareMesaj: fetch failed); zkoušíme to automaticky znovu.",
    );
    // Anything else stays as recorded.
    expect(lastErrorInWords(ro, "ANAF: Nu exista factura")).toBe("ANAF: Nu exista factura");
  });

  it("explains a known CIUS-RO rule beside ANAF's message, and keeps an unknown one as is", () => {
    expect(ruleInWords(ro, { rule: "BR-RO-110", message: "m" })).toEqual({
      title:
        "BR-RO-110: În București localitatea trebuie să fie sectorul (SECTOR1 … SECTOR6): corectați codul poștal.",
      detail: "m",
    });
    expect(ruleInWords(ro, { rule: "BR-CO-15", message: "TVA" })).toEqual({
      title: "BR-CO-15",
      detail: "TVA",
    });
  });
});
