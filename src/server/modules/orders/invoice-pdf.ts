import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { formatDisplayDate } from "../../../domain/display-dates.js";
import { localeTag, MARKETS } from "../../../domain/market.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { A4, BRAND, GREY, LINE, M, newPdf, PDF_CONTENT_TYPE, RIGHT, rgb } from "../../platform/pdf.js";
import type { TaxDocument } from "./invoice-document.js";
import { countryName } from "./invoice-isdoc.js";

/**
 * The invoice or credit note as an A4 PDF in the order's language, with DejaVu Sans embedded
 * (subset) so Czech and Romanian diacritics print, and the ISDOC file attached inside (as Czech
 * accounting programs import it from a PDF).
 */
export { PDF_CONTENT_TYPE };

interface Ctx {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  page: PDFPage;
  y: number;
}

type Opts = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: "left" | "right" };

/**
 * Text widths at size 1 (each is a full layout; labels and many amounts repeat across documents).
 * Keyed by regular/bold since every document embeds the same two fonts; bounded.
 */
const widths = new Map<string, number>();
function width(font: PDFFont, bold: boolean, s: string, size: number): number {
  const key = `${bold ? "b" : "r"}${s}`;
  let w = widths.get(key);
  if (w === undefined) {
    w = font.widthOfTextAtSize(s, 1);
    if (widths.size >= 5_000) widths.clear();
    widths.set(key, w);
  }
  return w * size;
}

function text(c: Ctx, s: string, x: number, y: number, o: Opts = {}) {
  const font = o.bold ? c.bold : c.regular;
  const size = o.size ?? 9;
  const dx = o.align === "right" ? width(font, Boolean(o.bold), s, size) : 0;
  c.page.drawText(s, { x: x - dx, y, size, font, color: o.color ?? rgb(0, 0, 0) });
}

/** Splits a regular-weight text into lines that fit `max` at `size`, at spaces (or inside a long word). */
function wrap(font: PDFFont, s: string, size: number, max: number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const word of s.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (width(font, false, next, size) <= max) {
      cur = next;
      continue;
    }
    if (cur) out.push(cur);
    cur = word;
    while (width(font, false, cur, size) > max && cur.length > 1) {
      let cut = cur.length - 1;
      while (cut > 1 && width(font, false, cur.slice(0, cut), size) > max) cut--;
      out.push(cur.slice(0, cut));
      cur = cur.slice(cut);
    }
  }
  if (cur) out.push(cur);
  return out.length ? out : [""];
}

export async function renderPdf(d: TaxDocument, t: TFunction, attachment?: { name: string; xml: string }) {
  const { doc, regular, bold } = await newPdf();
  const locale = localeTag(d.language);
  const symbol = d.currency === "CZK" ? "Kč" : "lei";
  const nf = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
  const credit = d.kind === "credit_note";
  // A credit note shows the differences it makes: negative bases, taxes and totals (§ 45 VAT Act).
  const sign = credit ? -1 : 1;
  const plain = (minor: number) => `${nf.format(minor / 100)}\u00a0${symbol}`;
  // Table cells carry no currency (the table says it once), so the columns stay readable.
  const num = (minor: number) => nf.format(minor / 100);
  const money = (minor: number) => num(sign * minor);
  // Dates in the market's one form (issue 19), whatever the document's language.
  const dateMarket = Object.values(MARKETS).find((m) => m.currency === d.currency) ?? MARKETS.cz;
  const date = (ymd: string) => formatDisplayDate(ymd, dateMarket);
  const title = t(credit ? "orders:doc.creditNoteTitle" : "orders:doc.invoiceTitle");

  const c: Ctx = { doc, regular, bold, page: doc.addPage(A4), y: A4[1] - M };
  const newPage = () => {
    c.page = doc.addPage(A4);
    c.y = A4[1] - M;
    text(c, `${title} ${d.number}`, M, c.y, { size: 9, bold: true, color: GREY });
    c.y -= 20;
  };
  const need = (h: number) => {
    if (c.y - h < M + 30) newPage();
  };

  // Heading
  text(c, title, M, c.y - 6, { size: 16, bold: true, color: BRAND });
  text(c, `${t("orders:doc.number")} ${d.number}`, RIGHT, c.y - 6, { size: 14, bold: true, align: "right" });
  c.y -= 34;

  // Parties
  const s = d.seller;
  const b = d.buyer;
  const tax = (label: string, v: string) => (v ? [`${t(label)}: ${v}`] : []);
  const sellerLines = [
    `${s.street} ${s.buildingNumber}`,
    `${s.postcode} ${s.city}`,
    s.countryName,
    ...tax("orders:doc.companyId", s.companyId),
    ...tax("orders:doc.vatId", s.vatId),
    `${s.email} · ${s.phone}`,
  ];
  const buyerLines = [
    ...(b.contact ? [b.contact] : []),
    b.address,
    `${b.postcode} ${b.city}`,
    countryName(b.country, d.language),
    ...tax("orders:doc.companyId", b.companyId),
    ...tax("orders:doc.vatId", b.vatId),
    b.email,
  ];
  const col2 = A4[0] / 2 + 10;
  text(c, t("orders:doc.seller"), M, c.y, { size: 8, bold: true, color: GREY });
  text(c, t("orders:doc.buyer"), col2, c.y, { size: 8, bold: true, color: GREY });
  c.y -= 14;
  text(c, s.name, M, c.y, { size: 10, bold: true });
  text(c, b.name, col2, c.y, { size: 10, bold: true });
  sellerLines.forEach((l, i) => {
    text(c, l, M, c.y - 12 * (i + 1));
  });
  buyerLines.forEach((l, i) => {
    text(c, l, col2, c.y - 12 * (i + 1));
  });
  c.y -= 12 * Math.max(sellerLines.length, buyerLines.length) + 20;

  // Dates, payment, references
  const left: [string, string][] = [
    [t("orders:doc.issueDate"), date(d.issueDate)],
    [t("orders:doc.taxPointDate"), date(d.taxPointDate)],
    [t("orders:doc.dueDate"), date(d.dueDate)],
  ];
  const right: [string, string][] = [
    [t("orders:doc.variableSymbol"), d.variableSymbol],
    [t("orders:doc.order"), d.orderNumber],
    ...(credit ? [] : ([[t("orders:doc.paymentMethod"), d.payment.label]] as [string, string][])),
    [t("orders:doc.bankAccount"), s.bank.display],
    ...(s.bank.iban && s.bank.iban !== s.bank.number ? ([["IBAN", s.bank.iban]] as [string, string][]) : []),
  ];
  if (credit && d.original) right.unshift([t("orders:doc.originalInvoice"), d.original.number]);
  c.page.drawLine({
    start: { x: M, y: c.y + 10 },
    end: { x: RIGHT, y: c.y + 10 },
    thickness: 0.5,
    color: LINE,
  });
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i]) {
      text(c, `${left[i][0]}:`, M, c.y, { color: GREY });
      text(c, left[i][1], col2 - 20, c.y, { align: "right", bold: true });
    }
    if (right[i]) {
      text(c, `${right[i][0]}:`, col2, c.y, { color: GREY });
      text(c, right[i][1], RIGHT, c.y, { align: "right", bold: true });
    }
    c.y -= 13;
  }
  if (credit && d.reason) {
    c.y -= 4;
    for (const l of wrap(regular, `${t("orders:doc.reason")}: ${d.reason}`, 9, RIGHT - M)) {
      text(c, l, M, c.y);
      c.y -= 12;
    }
  }
  c.y -= 12;

  // Lines
  const cols = {
    no: M,
    desc: M + 16,
    qty: 278,
    unit: 345,
    rate: 380,
    base: 440,
    vat: 495,
    total: RIGHT,
  };
  text(c, t("orders:doc.amountsIn", { currency: symbol }), RIGHT, c.y + 4, {
    size: 7,
    color: GREY,
    align: "right",
  });
  c.y -= 8;
  const header = () => {
    c.page.drawRectangle({
      x: M - 2,
      y: c.y - 4,
      width: RIGHT - M + 4,
      height: 15,
      color: rgb(0.93, 0.95, 0.95),
    });
    const h = (k: string) => t(`orders:doc.col.${k}`);
    text(c, "#", cols.no, c.y, { size: 7, bold: true });
    text(c, h("description"), cols.desc, c.y, { size: 7, bold: true });
    text(c, h("quantity"), cols.qty, c.y, { size: 7, bold: true, align: "right" });
    text(c, h("unitPrice"), cols.unit, c.y, { size: 7, bold: true, align: "right" });
    text(c, h("vatRate"), cols.rate, c.y, { size: 7, bold: true, align: "right" });
    text(c, h("base"), cols.base, c.y, { size: 7, bold: true, align: "right" });
    text(c, h("vat"), cols.vat, c.y, { size: 7, bold: true, align: "right" });
    text(c, h("total"), cols.total, c.y, { size: 7, bold: true, align: "right" });
    c.y -= 16;
  };
  header();
  const rate = (r: number) => (r ? `${r} %` : t("orders:doc.exempt"));
  for (const l of d.lines) {
    const name = wrap(regular, l.code ? `${l.name} (${l.code})` : l.name, 8, cols.qty - 36 - cols.desc);
    const discounted = l.unitPrice * l.quantity !== l.total;
    const h = name.length * 10 + (discounted ? 10 : 0) + 4;
    if (c.y - h < M + 30) {
      newPage();
      header();
    }
    text(c, l.id, cols.no, c.y, { size: 8 });
    name.forEach((n, i) => {
      text(c, n, cols.desc, c.y - i * 10, { size: 8 });
    });
    if (discounted)
      text(
        c,
        `${t("orders:doc.discount")} ${money(l.total - l.unitPrice * l.quantity)}`,
        cols.desc,
        c.y - name.length * 10,
        {
          size: 7,
          color: GREY,
        },
      );
    text(c, String(sign * l.quantity), cols.qty, c.y, { size: 8, align: "right" });
    text(c, num(l.unitPrice), cols.unit, c.y, { size: 8, align: "right" });
    text(c, rate(l.vatRate), cols.rate, c.y, { size: 8, align: "right" });
    text(c, money(l.base), cols.base, c.y, { size: 8, align: "right" });
    text(c, money(l.vat), cols.vat, c.y, { size: 8, align: "right" });
    text(c, money(l.total), cols.total, c.y, { size: 8, align: "right" });
    c.y -= h;
    c.page.drawLine({
      start: { x: M, y: c.y + 6 },
      end: { x: RIGHT, y: c.y + 6 },
      thickness: 0.3,
      color: LINE,
    });
  }

  // VAT recapitulation and totals
  need(40 + d.recap.length * 12 + 60);
  c.y -= 10;
  const rx = 300;
  text(c, t("orders:doc.recap"), rx, c.y, { size: 8, bold: true, color: GREY });
  c.y -= 13;
  text(c, t("orders:doc.rate"), rx, c.y, { size: 7, bold: true });
  text(c, t("orders:doc.col.base"), cols.base, c.y, { size: 7, bold: true, align: "right" });
  text(c, t("orders:doc.col.vat"), cols.vat, c.y, { size: 7, bold: true, align: "right" });
  text(c, t("orders:doc.col.total"), cols.total, c.y, { size: 7, bold: true, align: "right" });
  for (const r of d.recap) {
    c.y -= 12;
    text(c, rate(r.rate), rx, c.y, { size: 8 });
    text(c, money(r.base), cols.base, c.y, { size: 8, align: "right" });
    text(c, money(r.vat), cols.vat, c.y, { size: 8, align: "right" });
    text(c, money(r.total), cols.total, c.y, { size: 8, align: "right" });
  }
  c.y -= 12;
  c.page.drawLine({
    start: { x: rx, y: c.y + 8 },
    end: { x: RIGHT, y: c.y + 8 },
    thickness: 0.5,
    color: LINE,
  });
  text(c, t("orders:doc.total"), rx, c.y, { size: 8, bold: true });
  text(c, money(d.base), cols.base, c.y, { size: 8, bold: true, align: "right" });
  text(c, money(d.vat), cols.vat, c.y, { size: 8, bold: true, align: "right" });
  text(c, money(d.total), cols.total, c.y, { size: 8, bold: true, align: "right" });
  c.y -= 28;
  const dueLabel = credit
    ? "orders:doc.totalRefund"
    : d.payment.paid
      ? "orders:doc.totalPaid"
      : "orders:doc.totalDue";
  c.page.drawRectangle({
    x: rx - 6,
    y: c.y - 8,
    width: RIGHT - rx + 8,
    height: 24,
    color: rgb(0.9, 0.96, 0.95),
  });
  text(c, t(dueLabel), rx, c.y, { size: 11, bold: true });
  text(c, plain(d.total), RIGHT, c.y, { size: 12, bold: true, align: "right" });
  c.y -= 28;
  if (!credit && d.payment.paid) {
    text(c, t("orders:doc.paidNote"), rx, c.y, { size: 8, color: GREY });
    c.y -= 12;
  }
  if (d.recap.some((r) => r.rate === 0)) {
    need(14);
    text(c, t("orders:doc.exemptNote"), M, c.y, { size: 7, color: GREY });
  }

  // Footer on every page: the register entry and the page number
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    c.page = p;
    text(c, `${s.name} · ${t("orders:doc.register")}: ${s.register}`, M, 24, { size: 7, color: GREY });
    text(c, t("orders:doc.page", { n: i + 1, of: pages.length }), RIGHT, 24, {
      size: 7,
      color: GREY,
      align: "right",
    });
  });

  doc.setTitle(`${title} ${d.number}`);
  doc.setAuthor(s.name);
  doc.setSubject(`${t("orders:doc.order")} ${d.orderNumber}`);
  doc.setLanguage(locale);
  doc.setCreator(`${s.name} e-shop`);
  doc.setProducer("pdf-lib");
  if (attachment)
    await doc.attach(Buffer.from(attachment.xml, "utf8"), attachment.name, {
      mimeType: "application/xml",
      description: "ISDOC 6.0.2",
    });
  return Buffer.from(await doc.save());
}
