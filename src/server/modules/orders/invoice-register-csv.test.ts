import { describe, expect, it } from "vitest";
import { type RegisterRow, registerCsv } from "./invoice-register.js";

const row = (over: Partial<RegisterRow>): RegisterRow => ({
  kind: "invoice",
  number: "F26000001",
  issue_date: "2026-10-31",
  order_id: 1,
  credit_note_id: null,
  order_number: "26000001",
  customer: "Jana Nováková",
  total: 2999000,
  currency: "CZK",
  ...over,
});

const csv = (rows: RegisterRow[]) =>
  registerCsv({ month: "2026-10", results: rows, invoiced: 0, credited: 0, net: 0 }, ["A", "B"], (k) =>
    k === "invoice" ? "Faktura" : "Dobropis",
  )
    .replace(/^\uFEFF/, "")
    .split("\r\n");

describe("the invoice register as CSV", () => {
  it("writes amounts with a decimal comma, a credit note negative, one line per document", () => {
    const [head, invoice, note, end] = csv([
      row({}),
      row({ kind: "credit_note", number: "D2600000101", total: -150050 }),
    ]);
    expect(head).toBe("A;B");
    expect(invoice).toBe("F26000001;Faktura;2026-10-31;26000001;Jana Nováková;29990,00;CZK");
    expect(note).toBe("D2600000101;Dobropis;2026-10-31;26000001;Jana Nováková;-1500,50;CZK");
    expect(end).toBe("");
  });

  it("keeps a customer's text from being a formula or breaking the columns", () => {
    const [, formula, separators] = csv([
      row({ customer: '=HYPERLINK("http://x")' }),
      row({ customer: 'Firma; "Nová"\ns.r.o.' }),
    ]);
    expect(formula).toContain(`;"'=HYPERLINK(""http://x"")";`);
    expect(separators).toContain(';"Firma; ""Nová""\ns.r.o.";');
  });
});
