import { describe, expect, it } from "vitest";
import { getT } from "../../../../i18n/i18n.js";
import { customMailOf, historyLine } from "./order-history-line.js";

const t = getT("cs", "orders");
const names = new Map([[7, "Dárek: pouzdro"]]);
const line = (field: string, value: string) => historyLine({ field, value }, (id) => names.get(id), t);

describe("an order's staff history line", () => {
  it("says status and payment changes with the page's Czech labels", () => {
    expect(line("status", "new")).toBe("Stav: Přijatá");
    expect(line("status", "ready")).toBe("Stav: Připravena k vyzvednutí");
    expect(line("payment_status", "paid")).toBe("Platba: Zaplaceno");
    expect(line("event", "withdrawal")).toBe("Odstoupení od smlouvy přijato");
  });

  it("names the picked item and its picking state", () => {
    expect(line("picking", "7:picked")).toBe("Vychystání: Dárek: pouzdro – Vychystáno");
    expect(line("picking", "9:waiting")).toBe("Vychystání: #9 – Čeká");
  });

  it("says installment changes, a refused finalisation included", () => {
    expect(line("installment_status", "approved")).toBe("Splátky: Schválená");
    expect(line("installment_status", "approved:refused")).toBe("Splátky: Schválená – Odmítnuto");
  });

  it("says what staff changed: a custom e-mail by its subject, the store it ships from, products added and removed", () => {
    const mail = JSON.stringify({ mail_id: 3, subject: "Zpoždění", message: "Dorazí zítra." });
    expect(line("email", mail)).toBe("E-mail zákazníkovi: Zpoždění");
    expect(customMailOf({ field: "email", value: mail })).toEqual({
      subject: "Zpoždění",
      message: "Dorazí zítra.",
    });
    expect(customMailOf({ field: "email", value: "not json" })).toEqual({ subject: "not json", message: "" });
    expect(line("ship_from_store", "Praha Centrum")).toBe("Posílá se z prodejny: Praha Centrum");
    expect(line("item_added", "2 × Obal")).toBe("Přidáno: 2 × Obal");
    expect(line("item_removed", "1 × Obal")).toBe("Odebráno: 1 × Obal");
    expect(line("crate", "K-01")).toBe("crate: K-01");
  });
});
