import { createHash } from "node:crypto";
import { computeVat, type VatRecap } from "../../../domain/invoice-vat.js";
import type { Language, Market } from "../../../domain/market.js";
import type { Minor } from "../../../domain/money.js";
import { type Seller, sellerOf } from "../../../domain/seller.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { type OfferNames, readableLine } from "./item-names.js";
import type { OrderRow } from "./orders.queries.js";

/** Days a customer has to pay an unpaid invoice (and we have to refund a credit note). */
export const DUE_DAYS = 14;

export interface Buyer {
  isCompany: boolean;
  /** The company when invoiced on a company, else the person. */
  name: string;
  /** The person beside a company name ("" otherwise). */
  contact: string;
  street: string;
  buildingNumber: string;
  /** The address as the customer wrote it (street and number). */
  address: string;
  city: string;
  postcode: string;
  country: string;
  companyId: string;
  vatId: string;
  email: string;
  phone: string;
}

export interface DocLine {
  /** Line number on the document, from 1. */
  id: string;
  /** Stable across documents of one order: `item:<id>`, `delivery`, `fee`, `adjustment`. */
  key: string;
  itemId: number | null;
  code: string;
  name: string;
  quantity: number;
  /** VAT-inclusive list price of one unit. */
  unitPrice: Minor;
  /** VAT-inclusive amount of the line after discounts. */
  total: Minor;
  vatRate: number;
  base: Minor;
  vat: Minor;
}

/** A stored line, before the VAT split (credit notes keep these). */
export type RawLine = Omit<DocLine, "id" | "base" | "vat">;

export interface TaxDocument {
  kind: "invoice" | "credit_note";
  number: string;
  uuid: string;
  orderNumber: string;
  variableSymbol: string;
  /** YYYY-MM-DD in the market's time zone. */
  issueDate: string;
  /** Date of the taxable supply (DUZP). */
  taxPointDate: string;
  dueDate: string;
  currency: "CZK" | "RON";
  language: Language;
  seller: Seller;
  buyer: Buyer;
  lines: DocLine[];
  recap: VatRecap[];
  base: Minor;
  vat: Minor;
  total: Minor;
  payment: {
    code: string;
    label: string;
    /** Paid before the document was issued: nothing is left to pay. */
    paid: boolean;
    /** UN/ECE 4461 code as ISDOC's PaymentMeansCode wants it. */
    meansCode: 10 | 31 | 42 | 48 | 50;
  };
  /** Credit notes: the invoice they correct and why. */
  original?: { number: string; issueDate: string; uuid: string };
  reason?: string;
}

/** The same document always gets the same UUID (ISDOC: receivers deduplicate by it). */
export function documentUuid(marketCode: string, kind: string, number: string): string {
  const h = createHash("sha1").update(`mobilcentrum:${marketCode}:${kind}:${number}`).digest("hex");
  const variant = ((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as YYYY-MM-DD in the market's time zone. */
export function localDate(d: Date, timeZone: string): string {
  let f = dateFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormats.set(timeZone, f);
  }
  return f.format(d);
}

export const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MEANS: Record<string, TaxDocument["payment"]["meansCode"]> = {
  bank_transfer: 42,
  card: 48,
  apple_pay: 48,
  google_pay: 48,
  card_on_pickup: 48,
  cash_on_pickup: 10,
  cod: 50,
};

/** "Národní 10" → street "Národní", number "10"; no trailing number leaves the number empty. */
export function splitStreet(address: string): { street: string; buildingNumber: string } {
  const m = /^(.*?)[\s,]+(\d+[\w/-]*)$/u.exec(address.trim());
  return m ? { street: m[1], buildingNumber: m[2] } : { street: address.trim(), buildingNumber: "" };
}

export function buyerOf(
  o: Pick<OrderRow, "billing" | "email">,
  market: Pick<Market, "defaultCountry">,
): Buyer {
  const b = JSON.parse(o.billing) as Record<string, unknown>;
  const s = (k: string) => String(b[k] ?? "").trim();
  const person = `${s("first_name")} ${s("last_name")}`.trim();
  const company = s("company");
  const isCompany = Boolean(company) && (b.invoice_on_company === true || Boolean(s("tin")));
  return {
    isCompany,
    name: isCompany ? company : person,
    contact: isCompany ? person : "",
    ...splitStreet(s("address")),
    address: s("address"),
    city: s("city"),
    postcode: s("postcode"),
    country: s("country") || market.defaultCountry,
    companyId: isCompany ? s("tin") : "",
    vatId: isCompany ? s("vatn") : "",
    email: o.email,
    phone: s("phone"),
  };
}

export interface OrderItemLike {
  id: number;
  kind: string;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  finalPrice: number;
  vatRate: number;
}

/**
 * The invoice's lines from the order: every item (gifts at zero), delivery and the payment fee at
 * the goods' main rate (as the checkout taxes them), and, when the order total is lower than the
 * lines (a buy-back bonus), one adjustment line so the lines always add up to the order total.
 */
export function invoiceLines(
  o: Pick<OrderRow, "deliveryName" | "deliveryPrice" | "paymentFee" | "total" | "discounts">,
  stored: readonly OrderItemLike[],
  t: TFunction,
  names: OfferNames = new Map(),
): RawLine[] {
  // Services by their names, never by their internal codes (item-names.ts).
  const items = stored.map((i) => readableLine(i, names, t));
  const productRates = items.filter((i) => i.kind === "product").map((i) => i.vatRate);
  const main = productRates.length ? Math.max(...productRates) : Math.max(21, ...items.map((i) => i.vatRate));
  const lines: RawLine[] = items.map((i) => ({
    key: `item:${i.id}`,
    itemId: i.id,
    code: i.code,
    name: i.kind === "gift" ? `${i.name} (${t("orders:doc.gift")})` : i.name,
    quantity: i.quantity,
    unitPrice: i.unitPrice,
    total: i.finalPrice,
    vatRate: i.vatRate,
  }));
  const extra = (key: string, name: string, amount: number) =>
    lines.push({
      key,
      itemId: null,
      code: "",
      name,
      quantity: 1,
      unitPrice: amount,
      total: amount,
      vatRate: main,
    });
  if (o.deliveryPrice) extra("delivery", `${t("orders:doc.delivery")}: ${o.deliveryName}`, o.deliveryPrice);
  if (o.paymentFee) extra("fee", t("orders:doc.paymentFee"), o.paymentFee);
  const diff = o.total - lines.reduce((s, l) => s + l.total, 0);
  if (diff !== 0) {
    const buyback = o.discounts.some((d) => d.name.startsWith("buyback:"));
    extra("adjustment", t(buyback && diff < 0 ? "orders:doc.buybackBonus" : "orders:doc.adjustment"), diff);
  }
  return lines;
}

/** Numbers the lines and splits each into base and VAT (per-rate rounding, see invoice-vat.ts). */
export function withVat(raw: readonly RawLine[]) {
  const v = computeVat(raw);
  const lines: DocLine[] = raw.map((l, i) => ({ ...l, id: String(i + 1), ...v.lines[i] }));
  return { lines, recap: v.recap, base: v.base, vat: v.vat, total: v.total };
}

export interface InvoiceInput {
  order: OrderRow;
  items: readonly OrderItemLike[];
  market: Market;
  t: TFunction;
  /** When the invoice was first issued (fixes its dates for every later re-send). */
  issuedAt: Date;
  /** Service offers' names, for items stored without a name of their own (item-names.ts). */
  names?: OfferNames;
}

/** The order's invoice (tax document) as data; the PDF and ISDOC renderers only format it. */
export function buildInvoice({ order: o, items, market, t, issuedAt, names }: InvoiceInput): TaxDocument {
  const tz = market.timeZone;
  const issueDate = localDate(issuedAt, tz);
  const paid = o.paidAt !== null && o.paidAt <= issuedAt;
  // § 21 VAT Act: the supply is taxed on delivery or on payment, whichever comes first; the
  // invoice is issued no later than the goods leave, so its date caps the taxable supply date.
  const taxPoint = [issuedAt, o.paidAt, o.deliveredAt]
    .filter((d): d is Date => d !== null && d <= issuedAt)
    .reduce((a, b) => (b < a ? b : a));
  const number = o.invoiceNumber ?? `F${o.number}`;
  return {
    kind: "invoice",
    number,
    uuid: documentUuid(market.code, "invoice", number),
    orderNumber: o.number,
    variableSymbol: o.number,
    issueDate,
    taxPointDate: localDate(taxPoint, tz),
    dueDate: paid ? issueDate : addDays(issueDate, DUE_DAYS),
    currency: market.currency,
    language: o.language as Language,
    seller: sellerOf(market),
    buyer: buyerOf(o, market),
    ...withVat(invoiceLines(o, items, t, names)),
    payment: {
      code: o.paymentType,
      label: t(`checkout:payment.${o.paymentType}.name`, { defaultValue: o.paymentType }),
      paid,
      meansCode: MEANS[o.paymentType] ?? 42,
    },
  };
}

export interface CreditNoteInput {
  invoice: TaxDocument;
  number: string;
  issuedAt: Date;
  reason: string;
  lines: readonly RawLine[];
  market: Market;
}

/** A credit note (opravný daňový doklad, DocumentType 2): positive amounts that reduce the invoice. */
export function buildCreditNote({
  invoice,
  number,
  issuedAt,
  reason,
  lines,
  market,
}: CreditNoteInput): TaxDocument {
  const issueDate = localDate(issuedAt, market.timeZone);
  return {
    ...invoice,
    kind: "credit_note",
    number,
    uuid: documentUuid(market.code, "credit_note", number),
    variableSymbol: number.replace(/\D/g, "").slice(-10),
    issueDate,
    // § 42 VAT Act: a correction is a supply of its own, on the day its reason arises (its issue).
    taxPointDate: issueDate,
    dueDate: addDays(issueDate, DUE_DAYS),
    ...withVat(lines),
    payment: { ...invoice.payment, paid: false },
    original: { number: invoice.number, issueDate: invoice.issueDate, uuid: invoice.uuid },
    reason,
  };
}
