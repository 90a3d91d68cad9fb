import { vatFromGross } from "../../../domain/invoice-vat.js";
import type { Seller } from "../../../domain/seller.js";
import { xmlEscape } from "../../platform/xml.js";
import type { Buyer, DocLine, TaxDocument } from "./invoice-document.js";

/**
 * ISDOC 6.0.2 (the Czech national e-invoice format, namespace http://isdoc.cz/namespace/2013):
 * DocumentType 1 for an invoice, 2 for a credit note, which references its invoice in
 * OriginalDocumentReferences. Credit notes carry positive amounts (the document type says they
 * reduce the original). Validated against the official XSD in invoice-documents.test.ts.
 */
export const ISDOC_CONTENT_TYPE = "application/xml; charset=utf-8";

const esc = xmlEscape;

/** Minor units as a decimal with two places, without floating point: 123456 → "1234.56". */
export function amount(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const el = (name: string, value: string, attrs = "") => `<${name}${attrs}>${esc(value)}</${name}>`;

function party(p: {
  id: string;
  name: string;
  street: string;
  buildingNumber: string;
  city: string;
  postcode: string;
  country: string;
  countryName: string;
  vatId: string;
  register?: string;
  contact?: string;
  phone?: string;
  email?: string;
}): string {
  return [
    "<Party>",
    `<PartyIdentification>${el("ID", p.id)}</PartyIdentification>`,
    `<PartyName>${el("Name", p.name)}</PartyName>`,
    "<PostalAddress>",
    el("StreetName", p.street),
    el("BuildingNumber", p.buildingNumber),
    el("CityName", p.city),
    el("PostalZone", p.postcode),
    `<Country>${el("IdentificationCode", p.country)}${el("Name", p.countryName)}</Country>`,
    "</PostalAddress>",
    p.vatId ? `<PartyTaxScheme>${el("CompanyID", p.vatId)}${el("TaxScheme", "VAT")}</PartyTaxScheme>` : "",
    p.register ? `<RegisterIdentification>${el("Preformatted", p.register)}</RegisterIdentification>` : "",
    p.contact || p.phone || p.email
      ? `<Contact>${p.contact ? el("Name", p.contact) : ""}${p.phone ? el("Telephone", p.phone) : ""}${
          p.email ? el("ElectronicMail", p.email) : ""
        }</Contact>`
      : "",
    "</Party>",
  ].join("");
}

const sellerParty = (s: Seller) =>
  party({
    id: s.companyId,
    name: s.name,
    street: s.street,
    buildingNumber: s.buildingNumber,
    city: s.city,
    postcode: s.postcode,
    country: s.country,
    countryName: s.countryName,
    vatId: s.vatId,
    register: s.register,
    phone: s.phone,
    email: s.email,
  });

const regionNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, language: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}

const buyerParty = (b: Buyer, language: string) =>
  party({
    id: b.companyId,
    name: b.name,
    street: b.street,
    buildingNumber: b.buildingNumber,
    city: b.city,
    postcode: b.postcode,
    country: b.country,
    countryName: countryName(b.country, language),
    vatId: b.vatId,
    contact: b.contact,
    phone: b.phone,
    email: b.email,
  });

function taxCategory(rate: number, tag: "ClassifiedTaxCategory" | "TaxCategory"): string {
  // Percent, then (line categories only) the method: 1 = "shora", from VAT-inclusive prices.
  return `<${tag}>${el("Percent", String(rate))}${tag === "ClassifiedTaxCategory" ? el("VATCalculationMethod", "1") : ""}${el(
    "VATApplicable",
    rate > 0 ? "true" : "false",
  )}</${tag}>`;
}

function line(l: DocLine, ref: string): string {
  const listTotal = l.unitPrice * l.quantity;
  const discounted = listTotal !== l.total;
  const unitVat = vatFromGross(l.unitPrice, l.vatRate);
  const listBase = listTotal - vatFromGross(listTotal, l.vatRate);
  return [
    "<InvoiceLine>",
    el("ID", l.id),
    ref,
    el("InvoicedQuantity", String(l.quantity), ' unitCode="ks"'),
    el("LineExtensionAmount", amount(l.base)),
    discounted ? el("LineExtensionAmountBeforeDiscount", amount(listBase)) : "",
    el("LineExtensionAmountTaxInclusive", amount(l.total)),
    discounted ? el("LineExtensionAmountTaxInclusiveBeforeDiscount", amount(listTotal)) : "",
    el("LineExtensionTaxAmount", amount(l.vat)),
    el("UnitPrice", amount(l.unitPrice - unitVat)),
    el("UnitPriceTaxInclusive", amount(l.unitPrice)),
    taxCategory(l.vatRate, "ClassifiedTaxCategory"),
    "<Item>",
    el("Description", l.name),
    l.code ? `<SellersItemIdentification>${el("ID", l.code)}</SellersItemIdentification>` : "",
    "</Item>",
    "</InvoiceLine>",
  ].join("");
}

function payment(d: TaxDocument): string {
  if (d.kind === "credit_note") return "";
  const s = d.seller.bank;
  const details = d.payment.paid
    ? `<Details>${el("DocumentID", d.orderNumber)}${el("IssueDate", d.taxPointDate)}</Details>`
    : d.payment.meansCode === 42
      ? `<Details>${el("PaymentDueDate", d.dueDate)}${el("ID", s.number)}${el("BankCode", s.bankCode)}${el(
          "Name",
          s.bankName,
        )}${el("IBAN", s.iban)}${el("BIC", s.bic)}${el("VariableSymbol", d.variableSymbol)}</Details>`
      : "";
  return `<PaymentMeans><Payment>${el("PaidAmount", amount(d.total))}${el(
    "PaymentMeansCode",
    String(d.payment.meansCode),
  )}${details}</Payment></PaymentMeans>`;
}

export function renderIsdoc(d: TaxDocument, orderDate: string): string {
  const credit = d.kind === "credit_note";
  const ref = credit ? '<OriginalDocumentReference ref="original"/>' : '<OrderReference ref="order"/>';
  const zero = amount(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">',
    el("DocumentType", credit ? "2" : "1"),
    el("ID", d.number),
    el("UUID", d.uuid),
    el("IssuingSystem", `${d.seller.name} e-shop`),
    el("IssueDate", d.issueDate),
    el("TaxPointDate", d.taxPointDate),
    el("VATApplicable", "true"),
    // The customer agreed to electronic tax documents in the shop's terms when ordering.
    el("ElectronicPossibilityAgreementReference", `${d.seller.web} ${d.orderNumber}`),
    credit && d.reason ? el("Note", d.reason) : "",
    el("LocalCurrencyCode", d.currency),
    el("CurrRate", "1"),
    el("RefCurrRate", "1"),
    `<AccountingSupplierParty>${sellerParty(d.seller)}</AccountingSupplierParty>`,
    `<AccountingCustomerParty>${buyerParty(d.buyer, d.language)}</AccountingCustomerParty>`,
    `<OrderReferences><OrderReference id="order">${el("SalesOrderID", d.orderNumber)}${el(
      "IssueDate",
      orderDate,
    )}</OrderReference></OrderReferences>`,
    credit && d.original
      ? `<OriginalDocumentReferences><OriginalDocumentReference id="original">${el("ID", d.original.number)}${el(
          "IssueDate",
          d.original.issueDate,
        )}${el("UUID", d.original.uuid)}</OriginalDocumentReference></OriginalDocumentReferences>`
      : "",
    `<InvoiceLines>${d.lines.map((l) => line(l, ref)).join("")}</InvoiceLines>`,
    "<TaxTotal>",
    ...d.recap.map((r) =>
      [
        "<TaxSubTotal>",
        el("TaxableAmount", amount(r.base)),
        el("TaxAmount", amount(r.vat)),
        el("TaxInclusiveAmount", amount(r.total)),
        el("AlreadyClaimedTaxableAmount", zero),
        el("AlreadyClaimedTaxAmount", zero),
        el("AlreadyClaimedTaxInclusiveAmount", zero),
        el("DifferenceTaxableAmount", amount(r.base)),
        el("DifferenceTaxAmount", amount(r.vat)),
        el("DifferenceTaxInclusiveAmount", amount(r.total)),
        taxCategory(r.rate, "TaxCategory"),
        "</TaxSubTotal>",
      ].join(""),
    ),
    el("TaxAmount", amount(d.vat)),
    "</TaxTotal>",
    "<LegalMonetaryTotal>",
    el("TaxExclusiveAmount", amount(d.base)),
    el("TaxInclusiveAmount", amount(d.total)),
    el("AlreadyClaimedTaxExclusiveAmount", zero),
    el("AlreadyClaimedTaxInclusiveAmount", zero),
    el("DifferenceTaxExclusiveAmount", amount(d.base)),
    el("DifferenceTaxInclusiveAmount", amount(d.total)),
    el("PaidDepositsAmount", zero),
    el("PayableAmount", amount(d.total)),
    "</LegalMonetaryTotal>",
    payment(d),
    "</Invoice>\n",
  ].join("");
}
