import { bucharestSector, roPlace } from "../../../domain/ro-counties.js";
import type { Seller } from "../../../domain/seller.js";
import { xmlEscape } from "../../platform/xml.js";
import type { Buyer, DocLine, TaxDocument } from "./invoice-document.js";
import { amount } from "./invoice-isdoc.js";

/**
 * RO e-Factura: an invoice or credit note as OASIS UBL 2.1 (Invoice 380 / CreditNote 381)
 * following EN 16931 and the Romanian CIUS-RO (docs/decisions/015-ro-e-factura.md). Written by
 * hand like the ISDOC file; tests validate it against the UBL XSD, CEN's EN 16931 rules and the
 * CIUS-RO rules in integrations/anaf/cius-ro.ts.
 *
 * Amounts: the shop's prices include VAT; a line's net amount (BT-131) is its base from the
 * document's VAT split, and its price is that amount for the line's quantity (BT-149 base quantity
 * = the quantity), so quantity × price = net amount exactly, with no rounding of a unit price.
 * A negative line (the buy-back bonus, a price reduction) has a negative quantity and a positive
 * price (BR-27: a price is never negative).
 */

export const UBL_CONTENT_TYPE = "application/xml; charset=utf-8";
export const CIUS_RO_CUSTOMIZATION_ID =
  "urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1";
/** Placeholder identifier of a consumer who gave no CNP (ANAF's B2C guidance: thirteen zeros). */
export const NO_CNP = "0000000000000";

/** Staff's correction of the buyer after ANAF rejected a document (fields left empty keep the order's). */
export interface BuyerCorrection {
  name?: string;
  address?: string;
  city?: string;
  postcode?: string;
  /** ISO 3166-2:RO ("RO-CJ"). */
  county?: string;
  companyId?: string;
  vatId?: string;
}

/** CIUS-RO caps texts (item name 100, order reference 200, note 300 characters). */
const cap = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

const el = (name: string, value: string, attrs = "") => `<${name}${attrs}>${xmlEscape(value)}</${name}>`;
const money = (name: string, minor: number, currency: string) =>
  el(name, amount(minor), ` currencyID="${currency}"`);

interface Address {
  street: string;
  city: string;
  postcode: string;
  country: string;
  county: string;
}

/**
 * A Romanian address as CIUS-RO wants it: county as ISO 3166-2:RO, and in Bucharest the city is
 * the sector ("SECTOR3"). Outside Romania the city and country stay as written.
 */
function placeOf(a: { city: string; postcode: string; country: string }, county?: string): Address {
  const base = { street: "", city: a.city, postcode: a.postcode, country: a.country, county: "" };
  if (a.country !== "RO") return base;
  const place = roPlace(a.postcode, a.city);
  const iso = county || place?.county || "";
  const sector = place?.county === "RO-B" ? place.sector : null;
  return {
    ...base,
    county: iso,
    city: iso === "RO-B" && sector ? bucharestSector(sector) : a.city,
  };
}

function postalAddress(a: Address): string {
  return [
    "<cac:PostalAddress>",
    el("cbc:StreetName", a.street),
    el("cbc:CityName", a.city),
    a.postcode ? el("cbc:PostalZone", a.postcode.replace(/\s/g, "")) : "",
    a.county ? el("cbc:CountrySubentity", a.county) : "",
    `<cac:Country>${el("cbc:IdentificationCode", a.country)}</cac:Country>`,
    "</cac:PostalAddress>",
  ].join("");
}

const taxScheme = (id: string) =>
  `<cac:PartyTaxScheme>${el("cbc:CompanyID", id)}<cac:TaxScheme>${el("cbc:ID", "VAT")}</cac:TaxScheme></cac:PartyTaxScheme>`;

function sellerParty(s: Seller): string {
  const where = placeOf({ city: s.city, postcode: s.postcode, country: s.country });
  return [
    "<cac:AccountingSupplierParty><cac:Party>",
    `<cac:PartyName>${el("cbc:Name", s.name)}</cac:PartyName>`,
    postalAddress({ ...where, street: `${s.street} ${s.buildingNumber}`.trim() }),
    taxScheme(s.vatId),
    `<cac:PartyLegalEntity>${el("cbc:RegistrationName", s.name)}${el("cbc:CompanyID", s.register)}</cac:PartyLegalEntity>`,
    `<cac:Contact>${el("cbc:Telephone", s.phone)}${el("cbc:ElectronicMail", s.email)}</cac:Contact>`,
    "</cac:Party></cac:AccountingSupplierParty>",
  ].join("");
}

/**
 * The buyer: a company by its CUI (legal id) and, when VAT-registered, its VAT code; a consumer by
 * name and address only, identified by the thirteen-zero placeholder: the shop never asks for a
 * CNP, and sends no e-mail or phone of a person to ANAF.
 */
function buyerParty(b: Buyer, fix: BuyerCorrection = {}): string {
  const name = fix.name || b.name;
  const companyId = (fix.companyId || b.companyId).replace(/^RO/i, "").trim();
  const vatId = (fix.vatId || b.vatId).trim();
  const where = placeOf(
    { city: fix.city || b.city, postcode: fix.postcode || b.postcode, country: b.country },
    fix.county,
  );
  const legalId = b.isCompany || companyId ? companyId || NO_CNP : NO_CNP;
  return [
    "<cac:AccountingCustomerParty><cac:Party>",
    `<cac:PartyName>${el("cbc:Name", name)}</cac:PartyName>`,
    postalAddress({ ...where, street: fix.address || b.address }),
    vatId ? taxScheme(vatId) : "",
    `<cac:PartyLegalEntity>${el("cbc:RegistrationName", name)}${el("cbc:CompanyID", legalId)}</cac:PartyLegalEntity>`,
    b.isCompany && b.email ? `<cac:Contact>${el("cbc:ElectronicMail", b.email)}</cac:Contact>` : "",
    "</cac:Party></cac:AccountingCustomerParty>",
  ].join("");
}

/** VAT category: S (standard or reduced rate), E (exempt: insurance, Codul fiscal art. 292(2)(b)). */
function category(rate: number, tag: "cac:ClassifiedTaxCategory" | "cac:TaxCategory"): string {
  const exempt = rate === 0;
  return [
    `<${tag}>`,
    el("cbc:ID", exempt ? "E" : "S"),
    el("cbc:Percent", String(rate)),
    exempt && tag === "cac:TaxCategory"
      ? el("cbc:TaxExemptionReason", "Scutit cf. art. 292 alin. (2) lit. b) Cod fiscal (asigurări)")
      : "",
    `<cac:TaxScheme>${el("cbc:ID", "VAT")}</cac:TaxScheme>`,
    `</${tag}>`,
  ].join("");
}

function line(l: DocLine, credit: boolean, currency: string): string {
  const tag = credit ? "cac:CreditNoteLine" : "cac:InvoiceLine";
  const negative = l.base < 0 || l.total < 0;
  const quantity = negative ? -Math.abs(l.quantity) : l.quantity;
  return [
    `<${tag}>`,
    el("cbc:ID", l.id),
    el(credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", String(quantity), ' unitCode="H87"'),
    money("cbc:LineExtensionAmount", l.base, currency),
    "<cac:Item>",
    el("cbc:Name", cap(l.name, 100)),
    l.code
      ? `<cac:SellersItemIdentification>${el("cbc:ID", cap(l.code, 100))}</cac:SellersItemIdentification>`
      : "",
    category(l.vatRate, "cac:ClassifiedTaxCategory"),
    "</cac:Item>",
    "<cac:Price>",
    money("cbc:PriceAmount", Math.abs(l.base), currency),
    el("cbc:BaseQuantity", String(Math.abs(l.quantity)), ' unitCode="H87"'),
    "</cac:Price>",
    `</${tag}>`,
  ].join("");
}

/** UNCL 4461 payment means: 42 bank transfer (with the IBAN), 48 card, 10 cash, 1 not defined (cash on delivery: cash or card). */
function paymentMeans(d: TaxDocument): string {
  if (d.kind === "credit_note") return "";
  const code = d.payment.meansCode === 50 ? 1 : d.payment.meansCode;
  const account =
    code === 42
      ? `<cac:PayeeFinancialAccount>${el("cbc:ID", d.seller.bank.iban)}${el("cbc:Name", d.seller.name)}</cac:PayeeFinancialAccount>`
      : "";
  return `<cac:PaymentMeans>${el("cbc:PaymentMeansCode", String(code))}${el("cbc:PaymentID", d.variableSymbol)}${account}</cac:PaymentMeans>`;
}

export interface UblOptions {
  /** The order's date (YYYY-MM-DD) — not used by EN 16931, kept for symmetry with ISDOC. */
  orderDate?: string;
  correction?: BuyerCorrection | null;
}

/** The document as RO e-Factura UBL 2.1 (Invoice or CreditNote). */
export function renderUbl(d: TaxDocument, options: UblOptions = {}): string {
  const credit = d.kind === "credit_note";
  const root = credit ? "CreditNote" : "Invoice";
  const cur = d.currency;
  const prepaid = !credit && d.payment.paid ? d.total : 0;
  const notes = [
    credit && d.reason ? cap(d.reason, 300) : "",
    !credit && d.payment.paid ? cap(`Achitat: ${d.payment.label}`, 300) : "",
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"`,
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    el("cbc:CustomizationID", CIUS_RO_CUSTOMIZATION_ID),
    el("cbc:ID", d.number),
    el("cbc:IssueDate", d.issueDate),
    credit ? "" : el("cbc:DueDate", d.dueDate),
    credit ? "" : el("cbc:InvoiceTypeCode", "380"),
    credit ? "" : notes.map((n) => el("cbc:Note", n)).join(""),
    credit ? el("cbc:CreditNoteTypeCode", "381") : "",
    credit ? notes.map((n) => el("cbc:Note", n)).join("") : "",
    el("cbc:DocumentCurrencyCode", cur),
    `<cac:OrderReference>${el("cbc:ID", cap(d.orderNumber, 200))}</cac:OrderReference>`,
    credit && d.original
      ? `<cac:BillingReference><cac:InvoiceDocumentReference>${el("cbc:ID", d.original.number)}${el(
          "cbc:IssueDate",
          d.original.issueDate,
        )}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : "",
    sellerParty(d.seller),
    buyerParty(d.buyer, options.correction ?? undefined),
    `<cac:Delivery>${el("cbc:ActualDeliveryDate", d.taxPointDate)}</cac:Delivery>`,
    paymentMeans(d),
    credit ? `<cac:PaymentTerms>${el("cbc:Note", `Rambursare până la ${d.dueDate}`)}</cac:PaymentTerms>` : "",
    "<cac:TaxTotal>",
    money("cbc:TaxAmount", d.vat, cur),
    ...d.recap.map(
      (r) =>
        `<cac:TaxSubtotal>${money("cbc:TaxableAmount", r.base, cur)}${money("cbc:TaxAmount", r.vat, cur)}${category(
          r.rate,
          "cac:TaxCategory",
        )}</cac:TaxSubtotal>`,
    ),
    "</cac:TaxTotal>",
    "<cac:LegalMonetaryTotal>",
    money("cbc:LineExtensionAmount", d.base, cur),
    money("cbc:TaxExclusiveAmount", d.base, cur),
    money("cbc:TaxInclusiveAmount", d.total, cur),
    prepaid ? money("cbc:PrepaidAmount", prepaid, cur) : "",
    money("cbc:PayableAmount", d.total - prepaid, cur),
    "</cac:LegalMonetaryTotal>",
    ...d.lines.map((l) => line(l, credit, cur)),
    `</${root}>\n`,
  ].join("");
}
