import { describe, expect, it } from "vitest";
import { renderUbl } from "../../modules/orders/invoice-ubl.js";
import { roInvoiceDoc } from "../../testing/ro-invoice-fixtures.js";
import { AnafClient, AnafRefused, AnafUnavailable, errorsIn } from "./anaf.js";
import { AnafStandin } from "./anaf-standin.js";
import { readZip, writeZip } from "./zip.js";

const good = renderUbl(roInvoiceDoc());
const noCounty = renderUbl(roInvoiceDoc({}, { postcode: "999", city: "Atlantis" }));
const opts = { creditNote: false, consumer: true };

describe("the ANAF stand-in through the adapter", () => {
  it("accepts: upload index, status ok, a ZIP with the invoice and a signature", async () => {
    const s = new AnafStandin();
    const anaf = new AnafClient(s, "12345674");
    const index = await anaf.upload(good, opts);
    expect(index).toMatch(/^\d+$/);
    expect(s.calls[0]).toMatchObject({
      method: "POST",
      path: "uploadb2c",
      query: { standard: "UBL", cif: "12345674" },
    });
    const status = await anaf.status(index);
    expect(status).toEqual({ state: "ok", downloadId: expect.any(String) });
    const answer = await anaf.download((status as { downloadId: string }).downloadId);
    expect(answer.signed).toBe(true);
    expect(answer.errors).toEqual([]);
    expect(readZip(answer.zip)[0].data.toString("utf8")).toBe(good);
  });

  it("rejects what breaks CIUS-RO, with the rule and ANAF's message in the error document", async () => {
    const anaf = new AnafClient(new AnafStandin(), "12345674");
    const status = await anaf.status(await anaf.upload(noCounty, opts));
    expect(status.state).toBe("nok");
    const answer = await anaf.download((status as { downloadId: string }).downloadId);
    expect(answer.signed).toBe(false);
    expect(answer.errors.map((e) => e.rule)).toEqual(["BR-RO-100"]);
    expect(answer.errors[0].message).toContain("ISO 3166-2:RO");
  });

  it("is slow: 'in prelucrare' for the first queries", async () => {
    const anaf = new AnafClient(new AnafStandin({ mode: "slow", slowPolls: 2 }), "12345674");
    const index = await anaf.upload(good, opts);
    expect(await anaf.status(index)).toEqual({ state: "processing" });
    expect(await anaf.status(index)).toEqual({ state: "processing" });
    expect((await anaf.status(index)).state).toBe("ok");
  });

  it("is down: every call is unavailable (retry later)", async () => {
    const anaf = new AnafClient(new AnafStandin({ mode: "down" }), "12345674");
    await expect(anaf.upload(good, opts)).rejects.toBeInstanceOf(AnafUnavailable);
    await expect(anaf.status("1")).rejects.toBeInstanceOf(AnafUnavailable);
  });

  it("refuses an upload that is no XML, and knows no foreign index", async () => {
    const anaf = new AnafClient(new AnafStandin(), "12345674");
    await expect(anaf.upload("not xml", opts)).rejects.toBeInstanceOf(AnafRefused);
    expect(await anaf.status("42")).toEqual({
      state: "error",
      message: "Nu exista factura cu id_incarcare= 42",
    });
  });

  it("parses ANAF's error attributes and finds the rule in the message", () => {
    expect(
      errorsIn(
        '<header><Error errorMessage="E: validari globale eroare regula: BR-CO-15 [BR-CO-15]-Invoice total &amp; VAT"/></header>',
      ),
    ).toEqual([
      {
        rule: "BR-CO-15",
        message: "E: validari globale eroare regula: BR-CO-15 [BR-CO-15]-Invoice total & VAT",
      },
    ]);
  });

  it("keeps its uploads in a file when given one (a restarted shop finds them)", async () => {
    const file = `${process.env.TMPDIR ?? "/tmp"}/anaf-standin-${process.pid}-${Date.now()}.json`;
    const index = await new AnafClient(new AnafStandin({ file }), "12345674").upload(good, opts);
    expect((await new AnafClient(new AnafStandin({ file }), "12345674").status(index)).state).toBe("ok");
  });

  it("ZIP: what is written is read back", () => {
    const entries = [
      { name: "a.xml", data: Buffer.from("<a/>") },
      { name: "semnătura.xml", data: Buffer.from("ș".repeat(1000)) },
    ];
    expect(readZip(writeZip(entries))).toEqual(entries);
  });
});
