import { describe, expect, it } from "vitest";
import { CIUS_RO_RULES, ciusRoErrors } from "../../integrations/anaf/cius-ro.js";
import { roCreditNoteDoc, roInvoiceDoc } from "../../testing/ro-invoice-fixtures.js";
import { en16931Errors, validateUbl } from "../../testing/ubl-validation.js";
import { CIUS_RO_CUSTOMIZATION_ID, NO_CNP, renderUbl } from "./invoice-ubl.js";

/** Every check a Romanian document has to pass: UBL 2.1 XSD, EN 16931 (no fatal), CIUS-RO. */
async function checks(xml: string) {
  const xsd = await validateUbl(xml);
  return {
    xsd: xsd.errors.map((e) => e.message),
    en16931: await en16931Errors(xml),
    ciusRo: (await ciusRoErrors(xml)).map((e) => e.rule),
  };
}
const passes = { xsd: [], en16931: [], ciusRo: [] };

const company = {
  invoice_on_company: true,
  company: "Client Exemplu SRL",
  tin: "RO18547290",
  vatn: "RO18547290",
  address: "Strada Memorandumului 28",
  city: "Cluj-Napoca",
  postcode: "400114",
};

describe("RO e-Factura (UBL 2.1, EN 16931, CIUS-RO)", () => {
  it("a consumer's invoice in Bucharest: sector as city, RO-B, thirteen zeros, VAT 21 % and 11 %, paid by card", async () => {
    const xml = renderUbl(roInvoiceDoc());
    expect(await checks(xml)).toEqual(passes);
    expect(xml).toContain(`<cbc:CustomizationID>${CIUS_RO_CUSTOMIZATION_ID}</cbc:CustomizationID>`);
    expect(xml).toContain("<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>");
    expect(xml).toContain("<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>");
    // Seller: Bulevardul General Paul Teodorescu 4, 061344 → sector 6.
    expect(xml).toContain(
      "<cbc:CityName>SECTOR6</cbc:CityName><cbc:PostalZone>061344</cbc:PostalZone><cbc:CountrySubentity>RO-B</cbc:CountrySubentity>",
    );
    expect(xml).toContain("<cbc:CompanyID>RO12345674</cbc:CompanyID>");
    // Buyer: 010011 → sector 1; no CNP, no e-mail or phone of a person.
    expect(xml).toContain("<cbc:CityName>SECTOR1</cbc:CityName>");
    expect(xml).toContain(
      `<cbc:RegistrationName>Ștefan Țăranu</cbc:RegistrationName><cbc:CompanyID>${NO_CNP}</cbc:CompanyID>`,
    );
    expect(xml).not.toContain("stefan@example.ro");
    expect(xml).not.toContain("+40712034567");
    // VAT breakdown per rate, paid in advance: nothing payable.
    expect(xml).toMatch(/<cbc:Percent>21<\/cbc:Percent>/);
    expect(xml).toMatch(/<cbc:Percent>11<\/cbc:Percent>/);
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">0.00</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="RON">4098.99</cbc:TaxInclusiveAmount>');
    // The buy-back bonus: a negative quantity at a positive price.
    expect(xml).toMatch(/<cbc:InvoicedQuantity unitCode="H87">-1<\/cbc:InvoicedQuantity>/);
  }, 60_000);

  it("a company buyer in Cluj: CUI, VAT code, RO-CJ, bank transfer with IBAN and due date", async () => {
    const xml = renderUbl(
      roInvoiceDoc({ paymentType: "bank_transfer", paidAt: null, paymentStatus: "pending" }, company),
    );
    expect(await checks(xml)).toEqual(passes);
    expect(xml).toContain("<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>");
    expect(xml).toContain("<cbc:CityName>Cluj-Napoca</cbc:CityName>");
    expect(xml).toContain("<cbc:CompanyID>18547290</cbc:CompanyID>");
    expect(xml).toContain("<cbc:PaymentMeansCode>42</cbc:PaymentMeansCode>");
    expect(xml).toContain("<cbc:ID>RO49AAAA1B31007593840000</cbc:ID>");
    expect(xml).toContain("<cbc:DueDate>2026-03-19</cbc:DueDate>");
  }, 60_000);

  it("a credit note (381) references its invoice and passes too", async () => {
    const xml = renderUbl(roCreditNoteDoc());
    expect(await checks(xml)).toEqual(passes);
    expect(xml).toContain("<CreditNote ");
    expect(xml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    expect(xml).toContain(
      "<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>F26000077</cbc:ID><cbc:IssueDate>2026-03-05</cbc:IssueDate>",
    );
    expect(xml).toContain("<cbc:Note>Retur &lt;produs&gt; &amp; ambalaj</cbc:Note>");
  }, 60_000);

  it("an insurance line is VAT-exempt (E) with its reason", async () => {
    const doc = roInvoiceDoc();
    const withInsurance = {
      ...doc,
      lines: [
        ...doc.lines,
        {
          ...doc.lines[0],
          id: "9",
          key: "item:99",
          name: "Asigurare",
          vatRate: 0,
          base: 10_000,
          vat: 0,
          total: 10_000,
          unitPrice: 10_000,
        },
      ],
      recap: [...doc.recap, { rate: 0, base: 10_000, vat: 0, total: 10_000 }],
      base: doc.base + 10_000,
      total: doc.total + 10_000,
    };
    const xml = renderUbl(withInsurance);
    expect(await checks(xml)).toEqual(passes);
    expect(xml).toContain("<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>");
  }, 60_000);
});

describe("each check fails on a broken document", () => {
  const good = () => renderUbl(roInvoiceDoc({ paymentType: "bank_transfer", paidAt: null }, company));

  it("the XSD: an element out of order", async () => {
    const xml = good().replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/,
      "$2$1",
    );
    expect((await validateUbl(xml)).valid).toBe(false);
  });

  it("EN 16931: a total that does not add up (BR-CO-15), a missing issue date (BR-03)", async () => {
    const xml = good().replace(
      /<cbc:TaxInclusiveAmount currencyID="RON">[^<]*</,
      '<cbc:TaxInclusiveAmount currencyID="RON">1.00<',
    );
    expect((await en16931Errors(xml)).map((e) => e.split(":")[0])).toContain("BR-CO-15");
    expect(
      (await en16931Errors(good().replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, ""))).map(
        (e) => e.split(":")[0],
      ),
    ).toContain("BR-03");
  }, 60_000);

  const breakages: Record<string, (xml: string) => string> = {
    "BR-RO-001": (x) => x.replace(CIUS_RO_CUSTOMIZATION_ID, "urn:cen.eu:en16931:2017"),
    "BR-RO-010": (x) => x.replace("<cbc:ID>F26000077</cbc:ID>", "<cbc:ID>FACTURA</cbc:ID>"),
    "BR-RO-020": (x) => x.replace("<cbc:InvoiceTypeCode>380<", "<cbc:InvoiceTypeCode>326<"),
    "BR-RO-030": (x) => x.replace("<cbc:DocumentCurrencyCode>RON<", "<cbc:DocumentCurrencyCode>EUR<"),
    "BR-RO-100": (x) => x.replace("<cbc:CountrySubentity>RO-CJ<", "<cbc:CountrySubentity>Cluj<"),
    "BR-RO-110": (x) => x.replace("<cbc:CityName>SECTOR6<", "<cbc:CityName>București<"),
    "BR-RO-120": (x) =>
      x.replace(
        "<cbc:StreetName>Strada Memorandumului 28</cbc:StreetName>",
        "<cbc:StreetName></cbc:StreetName>",
      ),
    "BR-RO-130": (x) =>
      x
        .replace(
          /<cac:PartyTaxScheme><cbc:CompanyID>RO18547290<\/cbc:CompanyID>.*?<\/cac:PartyTaxScheme>/,
          "",
        )
        .replace("<cbc:CompanyID>18547290</cbc:CompanyID>", ""),
    "BR-RO-L100": (x) =>
      x.replace("<cbc:Name>Ghid (carte)</cbc:Name>", `<cbc:Name>${"x".repeat(101)}</cbc:Name>`),
    "BR-RO-L200": (x) =>
      x.replace("<cac:OrderReference><cbc:ID>26000077<", `<cac:OrderReference><cbc:ID>${"1".repeat(201)}<`),
    "BR-RO-L300": (x) =>
      x.replace(
        "<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>",
        `<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:Note>${"n".repeat(301)}</cbc:Note>`,
      ),
    "BR-RO-L020": (x) =>
      x.replace(
        "<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>",
        `<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>${"<cbc:Note>n</cbc:Note>".repeat(21)}`,
      ),
  };

  it("every CIUS-RO rule has a breaking example", () => {
    expect(Object.keys(breakages).sort()).toEqual(CIUS_RO_RULES.map((r) => r.id).sort());
  });

  it.each(Object.keys(breakages))("CIUS-RO %s", async (rule) => {
    const xml = breakages[rule](good());
    expect(xml).not.toBe(good());
    expect((await ciusRoErrors(xml)).map((e) => e.rule)).toEqual([rule]);
  });

  it("a text that is no XML", async () => {
    expect((await ciusRoErrors("<Invoice>")).map((e) => e.rule)).toEqual(["XML"]);
  });
});
