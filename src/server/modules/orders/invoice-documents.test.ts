import { describe, expect, it } from "vitest";
import { getMarket } from "../../../domain/market.js";
import { getT } from "../../../i18n/i18n.js";
import { validateIsdoc } from "../../testing/isdoc-schema.js";
import { readPdf } from "../../testing/pdf-text.js";
import {
  buildCreditNote,
  buildInvoice,
  documentUuid,
  type OrderItemLike,
  splitStreet,
} from "./invoice-document.js";
import { amount, renderIsdoc } from "./invoice-isdoc.js";
import { renderPdf } from "./invoice-pdf.js";
import type { OrderRow } from "./orders.queries.js";

function order(over: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 7,
    number: "26001042",
    token: "t",
    accessKey: "k".repeat(22),
    userId: null,
    cartId: null,
    language: "cs",
    status: "confirmed",
    paymentStatus: "pending",
    paidAt: null,
    paymentType: "bank_transfer",
    paymentCompany: null,
    deliveryCode: "ppl",
    deliveryName: "PPL",
    storeId: null,
    dispensingPointId: null,
    timeslot: null,
    shipFromStoreId: null,
    deliveryNumber: null,
    deliveryStatus: "waiting",
    deliveredAt: null,
    email: "jana@example.cz",
    emailLookup: "x",
    billing: JSON.stringify({
      first_name: "Jana",
      last_name: "Nováková",
      address: "Národní 10",
      city: "Praha",
      postcode: "110 00",
      phone: "+420 601 123 456",
      invoice_on_company: true,
      company: "Žluťoučký kůň s.r.o.",
      tin: "27082440",
      vatn: "CZ27082440",
    }),
    deliveryAddress: null,
    info: "{}",
    currency: "CZK",
    itemsTotal: 2_397_700,
    discountTotal: 0,
    deliveryPrice: 9_900,
    paymentFee: 0,
    total: 2_407_600,
    vatTotal: 0,
    installment: null,
    discounts: [],
    invoiceStatus: "created",
    invoiceNumber: "F26001042",
    invoiceIssuedAt: new Date("2026-03-05T22:30:00Z"),
    invoiceSentAt: null,
    createdAt: new Date("2026-03-04T10:00:00Z"),
    updatedAt: new Date("2026-03-04T10:00:00Z"),
    ...over,
  };
}

const czItems: OrderItemLike[] = [
  {
    id: 1,
    kind: "product",
    code: "APL1",
    name: "iPhone 15 128 GB Černá",
    quantity: 1,
    unitPrice: 1_999_000,
    finalPrice: 1_999_000,
    vatRate: 21,
  },
  {
    id: 2,
    kind: "accessory",
    code: "KNIHA",
    name: "Průvodce iPhonem (kniha)",
    quantity: 3,
    unitPrice: 49_900,
    finalPrice: 149_700,
    vatRate: 12,
  },
  {
    id: 3,
    kind: "insurance",
    code: "general_insurance:t",
    name: "Pojištění Tuito 24 měsíců",
    quantity: 1,
    unitPrice: 249_000,
    finalPrice: 249_000,
    vatRate: 0,
  },
  {
    id: 4,
    kind: "gift",
    code: "GIFT",
    name: "Nabíječka",
    quantity: 1,
    unitPrice: 0,
    finalPrice: 0,
    vatRate: 21,
  },
];

const cz = getMarket("cz");
const ro = getMarket("ro");

function czInvoice(over: Partial<OrderRow> = {}) {
  return buildInvoice({
    order: order(over),
    items: czItems,
    market: cz,
    t: getT("cs"),
    issuedAt: new Date("2026-03-05T22:30:00Z"),
  });
}

function roInvoice() {
  const o = order({
    number: "26000077",
    language: "ro",
    currency: "RON",
    paymentType: "card",
    paidAt: new Date("2026-03-04T10:05:00Z"),
    paymentStatus: "paid",
    deliveryName: "FAN Courier",
    deliveryPrice: 1_999,
    total: 409_899,
    discounts: [{ id: 0, name: "buyback:q1", code: null, amount: 20_000 }],
    billing: JSON.stringify({
      first_name: "Ștefan",
      last_name: "Țăranu",
      address: "Strada Mihai Eminescu 5",
      city: "București",
      postcode: "010011",
      phone: "+40712034567",
    }),
    invoiceNumber: "F26000077",
  });
  const items: OrderItemLike[] = [
    {
      id: 11,
      kind: "product",
      code: "SAM1",
      name: "Samsung Galaxy A55 – negru",
      quantity: 1,
      unitPrice: 299_900,
      finalPrice: 299_900,
      vatRate: 21,
    },
    {
      id: 12,
      kind: "accessory",
      code: "CARTE",
      name: "Ghid (carte)",
      quantity: 2,
      unitPrice: 64_000,
      finalPrice: 128_000,
      vatRate: 11,
    },
  ];
  return buildInvoice({
    order: o,
    items,
    market: ro,
    t: getT("ro"),
    issuedAt: new Date("2026-03-05T09:00:00Z"),
  });
}

describe("invoice document model", () => {
  it("adds up exactly to the order total: items, gift at zero, delivery at the goods' rate", () => {
    const d = czInvoice();
    expect(d.lines.map((l) => l.key)).toEqual(["item:1", "item:2", "item:3", "item:4", "delivery"]);
    expect(d.lines.reduce((s, l) => s + l.total, 0)).toBe(2_407_600);
    expect(d.total).toBe(2_407_600);
    expect(d.recap.map((r) => r.rate)).toEqual([21, 12, 0]);
    expect(d.recap[0]).toEqual({ rate: 21, base: 1_660_248, vat: 348_652, total: 2_008_900 });
    expect(d.recap[1]).toEqual({ rate: 12, base: 133_661, vat: 16_039, total: 149_700 });
    expect(d.lines.reduce((s, l) => s + l.vat, 0)).toBe(d.vat);
    expect(d.lines.reduce((s, l) => s + l.base, 0)).toBe(d.base);
    expect(d.lines.find((l) => l.key === "delivery")).toMatchObject({ name: "Doprava: PPL", vatRate: 21 });
    expect(d.lines.find((l) => l.key === "item:4")?.name).toBe("Nabíječka (dárek)");
  });

  it("dates in the market's zone: issue, DUZP, due in 14 days, VS = order", () => {
    const d = czInvoice();
    expect(d).toMatchObject({
      number: "F26001042",
      variableSymbol: "26001042",
      payment: { code: "bank_transfer", label: "Bankovní převod", paid: false, meansCode: 42 },
    });
    // 22:30 UTC on 5 March is 23:30 in Prague: still the 5th
    expect(d.issueDate).toBe("2026-03-05");
    expect(d.taxPointDate).toBe("2026-03-05");
    expect(d.dueDate).toBe("2026-03-19");
    const paid = czInvoice({ paidAt: new Date("2026-03-04T23:30:00Z"), paymentType: "card" });
    expect(paid.taxPointDate).toBe("2026-03-05"); // 00:30 on the 5th in Prague
    expect(paid.dueDate).toBe("2026-03-05");
    expect(paid.payment).toMatchObject({ paid: true, meansCode: 48 });
    expect(documentUuid("cz", "invoice", "F26001042")).toBe(d.uuid);
    expect(d.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("invoices a company with its IČO and DIČ, a person without", () => {
    expect(czInvoice().buyer).toMatchObject({
      isCompany: true,
      name: "Žluťoučký kůň s.r.o.",
      contact: "Jana Nováková",
      street: "Národní",
      buildingNumber: "10",
      companyId: "27082440",
      vatId: "CZ27082440",
      country: "CZ",
    });
    expect(roInvoice().buyer).toMatchObject({
      isCompany: false,
      name: "Ștefan Țăranu",
      companyId: "",
      country: "RO",
    });
    expect(splitStreet("Bulevardul Unirii 12A")).toEqual({
      street: "Bulevardul Unirii",
      buildingNumber: "12A",
    });
    expect(splitStreet("Na Příkopě")).toEqual({ street: "Na Příkopě", buildingNumber: "" });
  });

  it("turns a buy-back bonus into a price reduction line so the lines still make the total (RO, 21 % and 11 %)", () => {
    const d = roInvoice();
    expect(d.lines.at(-1)).toMatchObject({
      key: "adjustment",
      name: "Bonus de răscumpărare",
      total: -20_000,
      vatRate: 21,
    });
    expect(d.total).toBe(409_899);
    expect(d.recap).toEqual([
      { rate: 21, base: 232_974, vat: 48_925, total: 281_899 },
      { rate: 11, base: 115_315, vat: 12_685, total: 128_000 },
    ]);
    expect(d.currency).toBe("RON");
  });

  it("credit note: own number and dates, positive amounts, reference to the invoice", () => {
    const invoice = czInvoice();
    const cn = buildCreditNote({
      invoice,
      number: "D2600104201",
      issuedAt: new Date("2026-04-01T08:00:00Z"),
      reason: "Vrácení zboží",
      lines: [{ ...invoice.lines[1], quantity: 1, total: 49_900 }],
      market: cz,
    });
    expect(cn).toMatchObject({
      kind: "credit_note",
      number: "D2600104201",
      variableSymbol: "2600104201",
      issueDate: "2026-04-01",
      taxPointDate: "2026-04-01",
      total: 49_900,
      vat: 5_346,
      original: { number: "F26001042", issueDate: "2026-03-05", uuid: invoice.uuid },
    });
  });
});

describe("ISDOC 6.0.2", () => {
  it("writes amounts without floating point", () => {
    expect([amount(0), amount(5), amount(123_456), amount(-150)]).toEqual([
      "0.00",
      "0.05",
      "1234.56",
      "-1.50",
    ]);
  });

  it("is a valid invoice (DocumentType 1) by the official schema, with VAT per rate and the bank details", async () => {
    const xml = renderIsdoc(czInvoice(), "2026-03-04");
    const res = await validateIsdoc(xml);
    expect(res.errors).toEqual([]);
    expect(res.valid).toBe(true);
    expect(xml).toContain("<DocumentType>1</DocumentType>");
    expect(xml).toContain("<ID>F26001042</ID>");
    expect(xml).toContain("<TaxPointDate>2026-03-05</TaxPointDate>");
    expect(xml).toContain("<CompanyID>CZ12345679</CompanyID>");
    expect(xml).toContain("<CompanyID>CZ27082440</CompanyID>");
    expect(xml).toContain("<Name>Žluťoučký kůň s.r.o.</Name>");
    expect(xml).toContain(
      "<TaxableAmount>16602.48</TaxableAmount><TaxAmount>3486.52</TaxAmount><TaxInclusiveAmount>20089.00</TaxInclusiveAmount>",
    );
    expect(xml).toContain("<PayableAmount>24076.00</PayableAmount>");
    expect(xml).toContain(
      "<PaymentMeansCode>42</PaymentMeansCode><Details><PaymentDueDate>2026-03-19</PaymentDueDate>",
    );
    expect(xml).toContain("<VariableSymbol>26001042</VariableSymbol>");
    expect(xml).toContain(
      "<Percent>0</Percent><VATCalculationMethod>1</VATCalculationMethod><VATApplicable>false</VATApplicable>",
    );
  });

  it("is a valid credit note (DocumentType 2) referencing the original invoice (RO, lei)", async () => {
    const invoice = roInvoice();
    const cn = buildCreditNote({
      invoice,
      number: "D2600007701",
      issuedAt: new Date("2026-03-20T10:00:00Z"),
      reason: "Retur <produs> & ambalaj",
      lines: invoice.lines.slice(0, 1),
      market: ro,
    });
    const xml = renderIsdoc(cn, "2026-03-04");
    const res = await validateIsdoc(xml);
    expect(res.errors).toEqual([]);
    expect(res.valid).toBe(true);
    expect(xml).toContain("<DocumentType>2</DocumentType>");
    expect(xml).toContain(
      `<OriginalDocumentReferences><OriginalDocumentReference id="original"><ID>F26000077</ID><IssueDate>2026-03-05</IssueDate><UUID>${invoice.uuid}</UUID>`,
    );
    expect(xml).toContain('<OriginalDocumentReference ref="original"/>');
    expect(xml).toContain("<Note>Retur &lt;produs&gt; &amp; ambalaj</Note>");
    expect(xml).toContain("<LocalCurrencyCode>RON</LocalCurrencyCode>");
    expect(xml).toContain("<PayableAmount>2999.00</PayableAmount>");
    expect(xml).not.toContain("<PaymentMeans>");
  });

  it("the schema check fails on an invalid document", async () => {
    const xml = renderIsdoc(czInvoice(), "2026-03-04");
    const broken = await validateIsdoc(xml.replace(/<UUID>[^<]*<\/UUID>/, "<UUID>not-a-uuid</UUID>"));
    expect(broken.valid).toBe(false);
    const reordered = await validateIsdoc(
      xml.replace("<DocumentType>1</DocumentType>", "<DocumentType>9</DocumentType>"),
    );
    expect(reordered.valid).toBe(false);
  });
});

describe("PDF", () => {
  it("renders the Czech invoice with the fonts embedded, the labels and the ISDOC attached", async () => {
    const doc = czInvoice();
    const pdf = await renderPdf(doc, getT("cs"), {
      name: "F26001042.isdoc",
      xml: renderIsdoc(doc, "2026-03-04"),
    });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(200_000);
    const read = await readPdf(pdf);
    expect(read.pages).toHaveLength(1);
    expect(read.fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, "").replace(/-\d+$/, "")).sort()).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
    ]);
    expect(read.fonts.every((f) => f.embedded)).toBe(true);
    expect(read.attachments).toEqual(["F26001042.isdoc"]);
    expect(read.title).toBe("Faktura – daňový doklad F26001042");
    const text = read.pages[0].replace(/\u00a0/g, " ");
    for (const s of [
      "Faktura – daňový doklad",
      "č. F26001042",
      "Mobil Centrum s.r.o.",
      "IČO: 12345679",
      "DIČ: CZ12345679",
      "Žluťoučký kůň s.r.o.",
      "DIČ: CZ27082440",
      "Datum uskutečnění zdanitelného plnění:",
      "5. 3. 2026",
      "19. 3. 2026",
      "Variabilní symbol:",
      "26001042",
      "Průvodce iPhonem (kniha) (KNIHA)",
      "3 486,52",
      "20 089,00",
      "Částky v Kč",
      "Celkem k úhradě",
      "24 076,00 Kč",
      "Bankovní převod",
      "osvob.",
      "Strana 1 z 1",
    ])
      expect(text).toContain(s);
  });

  it("renders the Romanian invoice with Romanian labels and diacritics, on more pages when long", async () => {
    const doc = roInvoice();
    const many = {
      ...doc,
      lines: Array.from({ length: 60 }, (_, i) => ({ ...doc.lines[0], id: String(i + 1) })),
    };
    const read = await readPdf(await renderPdf(many, getT("ro")));
    expect(read.pages.length).toBeGreaterThan(1);
    const first = read.pages[0];
    for (const s of [
      "Factură",
      "nr. F26000077",
      "Furnizor",
      "București",
      "Ștefan Țăranu",
      "Data scadenței",
      "Samsung Galaxy A55 – negru",
      "05.03.2026",
    ])
      expect(first).toContain(s);
    expect(read.pages.at(-1)).toContain(`Pagina ${read.pages.length} din ${read.pages.length}`);
    expect(read.pages.at(-1)).toContain("Total (achitat)");
  });

  it("prints dates in the market's one form, in an English document too (issue 19)", async () => {
    const text = (await readPdf(await renderPdf({ ...czInvoice(), language: "en" }, getT("en")))).pages[0];
    expect(text).toContain("5. 3. 2026");
    expect(text).not.toContain("05/03/2026");
  });

  it("a credit note prints as the correction with negative differences", async () => {
    const invoice = czInvoice();
    const cn = buildCreditNote({
      invoice,
      number: "D2600104201",
      issuedAt: new Date("2026-04-01T08:00:00Z"),
      reason: "Vrácení 1 ks knihy",
      lines: [{ ...invoice.lines[1], quantity: 1, total: 49_900 }],
      market: cz,
    });
    const text = (await readPdf(await renderPdf(cn, getT("cs")))).pages[0].replace(/\u00a0/g, " ");
    for (const s of [
      "Opravný daňový doklad – dobropis",
      "č. D2600104201",
      "Opravovaný doklad:",
      "F26001042",
      "Důvod opravy: Vrácení 1 ks knihy",
      "-499,00",
      "Celkem k vrácení",
    ])
      expect(text).toContain(s);
  });
});
