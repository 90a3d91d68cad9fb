import { rgb as pdfLibRgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readPdf } from "../testing/pdf-text.js";
import { A4, BRAND, newPdf, rgb } from "./pdf.js";

// pdf-lib and fontkit load with the first document (decision 013): the first one must come out whole.
describe("platform/pdf", () => {
  it("renders the first document after loading pdf-lib and fontkit on demand, Czech and Romanian letters embedded", async () => {
    const { doc, regular, bold } = await newPdf();
    const page = doc.addPage(A4);
    page.drawText("Příliš žluťoučký kůň", { x: 40, y: 800, size: 12, font: regular, color: BRAND });
    page.drawText("Factură fiscală ș ț", { x: 40, y: 780, size: 12, font: bold, color: rgb(0, 0, 0) });
    const bytes = Buffer.from(await doc.save());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const content = await readPdf(bytes);
    expect(content.pages[0]).toContain("Příliš žluťoučký kůň");
    expect(content.pages[0]).toContain("Factură fiscală ș ț");
    expect(content.fonts.every((f) => f.embedded)).toBe(true);
  });

  it("makes colours as pdf-lib does, without loading it", () => {
    expect(rgb(0.06, 0.46, 0.43)).toEqual(pdfLibRgb(0.06, 0.46, 0.43));
  });
});
