import type { PDFFont, PDFPage } from "pdf-lib";
import { formatDisplayDateTime } from "../../../domain/display-dates.js";
import type { Market } from "../../../domain/market.js";
import { formatNumber } from "../../../domain/numbers.js";
import type { Seller } from "../../../domain/seller.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { A4, BRAND, GREY, LINE, M, newPdf, PDF_CONTENT_TYPE, RIGHT, rgb } from "../../platform/pdf.js";

/**
 * The handover list (předávací protokol) as an A4 PDF: what the carrier's driver signs for. The
 * same library, fonts (DejaVu Sans, subset, so Czech and Romanian letters print) and look as the
 * invoices (platform/pdf.ts).
 */
export { PDF_CONTENT_TYPE };

export interface HandoverDocument {
  number: string;
  carrierName: string;
  createdAt: Date;
  handedOverAt: Date | null;
  seller: Seller;
  packages: {
    orderNumber: string;
    recipient: string;
    city: string;
    parcelNumber: string | null;
    weightG: number;
    codAmount: number | null;
  }[];
}

const HEADER_FILL = rgb(0.93, 0.95, 0.95);

type Opts = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: "left" | "right" };

/** Cuts a cell's text to its column (names can be long; the order number says whose it is). */
function clip(font: PDFFont, s: string, size: number, max: number): string {
  if (font.widthOfTextAtSize(s, size) <= max) return s;
  let cut = s.length;
  while (cut > 1 && font.widthOfTextAtSize(`${s.slice(0, cut)}…`, size) > max) cut--;
  return `${s.slice(0, cut)}…`;
}

export async function renderHandoverPdf(d: HandoverDocument, t: TFunction, market: Market): Promise<Buffer> {
  const { doc, regular, bold } = await newPdf();
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - M;
  const text = (s: string, x: number, at: number, o: Opts = {}) => {
    const font = o.bold ? bold : regular;
    const size = o.size ?? 9;
    const dx = o.align === "right" ? font.widthOfTextAtSize(s, size) : 0;
    page.drawText(s, { x: x - dx, y: at, size, font, color: o.color ?? rgb(0, 0, 0) });
  };
  const rule = (at: number, from = M, to = RIGHT) =>
    page.drawLine({ start: { x: from, y: at }, end: { x: to, y: at }, thickness: 0.5, color: LINE });
  const kg = (g: number) =>
    `${formatNumber(g / 1000, market, { minFractionDigits: 1, maxFractionDigits: 1 })} kg`;
  const money = (minor: number) =>
    `${formatNumber(minor / 100, market, { minFractionDigits: 0, maxFractionDigits: 2 })}\u00a0${market.currencySymbol}`;
  const title = t("shipping:pdf.title");

  // Heading: what it is, its number; then the shop and the carrier side by side.
  text(title, M, y - 6, { size: 16, bold: true, color: BRAND });
  text(`${t("shipping:pdf.number")} ${d.number}`, RIGHT, y - 6, { size: 14, bold: true, align: "right" });
  y -= 34;
  const col2 = A4[0] / 2 + 10;
  const s = d.seller;
  text(t("shipping:pdf.shop"), M, y, { size: 8, bold: true, color: GREY });
  text(t("shipping:pdf.carrier"), col2, y, { size: 8, bold: true, color: GREY });
  y -= 14;
  text(s.name, M, y, { size: 10, bold: true });
  text(d.carrierName, col2, y, { size: 10, bold: true });
  const shopLines = [
    `${s.street} ${s.buildingNumber}`,
    `${s.postcode} ${s.city}`,
    `${t("shipping:pdf.companyId")}: ${s.companyId}`,
  ];
  shopLines.forEach((l, i) => {
    text(l, M, y - 12 * (i + 1));
  });
  const dates: [string, string][] = [
    [t("shipping:pdf.created"), formatDisplayDateTime(d.createdAt, market)],
    [
      t("shipping:pdf.handedOver"),
      d.handedOverAt ? formatDisplayDateTime(d.handedOverAt, market) : "…………………………",
    ],
  ];
  dates.forEach(([label, value], i) => {
    text(`${label}: ${value}`, col2, y - 12 * (i + 1));
  });
  y -= 12 * shopLines.length + 24;

  // The packages: one row each, the order's cash on delivery on its first package only.
  const cols = { no: M, order: M + 22, recipient: M + 92, city: 290, parcel: 380, weight: 490, cod: RIGHT };
  const header = () => {
    page.drawRectangle({ x: M - 2, y: y - 4, width: RIGHT - M + 4, height: 15, color: HEADER_FILL });
    const h = (k: string) => t(`shipping:pdf.col.${k}`);
    text("#", cols.no, y, { size: 7, bold: true });
    text(h("order"), cols.order, y, { size: 7, bold: true });
    text(h("recipient"), cols.recipient, y, { size: 7, bold: true });
    text(h("city"), cols.city, y, { size: 7, bold: true });
    text(h("parcel"), cols.parcel, y, { size: 7, bold: true });
    text(h("weight"), cols.weight, y, { size: 7, bold: true, align: "right" });
    text(h("cod"), cols.cod, y, { size: 7, bold: true, align: "right" });
    y -= 16;
  };
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - M;
    text(`${title} ${d.number}`, M, y, { size: 9, bold: true, color: GREY });
    y -= 20;
  };
  header();
  d.packages.forEach((p, i) => {
    if (y < M + 40) {
      newPage();
      header();
    }
    text(String(i + 1), cols.no, y, { size: 8 });
    text(p.orderNumber, cols.order, y, { size: 8, bold: true });
    text(clip(regular, p.recipient, 8, cols.city - cols.recipient - 6), cols.recipient, y, { size: 8 });
    text(clip(regular, p.city, 8, cols.parcel - cols.city - 6), cols.city, y, { size: 8 });
    text(p.parcelNumber ?? "–", cols.parcel, y, { size: 8 });
    text(kg(p.weightG), cols.weight, y, { size: 8, align: "right" });
    text(p.codAmount === null ? "–" : money(p.codAmount), cols.cod, y, { size: 8, align: "right" });
    y -= 14;
    rule(y + 8);
  });

  // Totals, then the two signatures: the driver's (the carrier took these) and the warehouse's.
  if (y < M + 170) newPage();
  y -= 8;
  const orders = new Set(d.packages.map((p) => p.orderNumber)).size;
  const totals: [string, string][] = [
    [t("shipping:pdf.packages"), String(d.packages.length)],
    [t("shipping:pdf.orders"), String(orders)],
    [t("shipping:pdf.weight"), kg(d.packages.reduce((sum, p) => sum + p.weightG, 0))],
    [t("shipping:pdf.codTotal"), money(d.packages.reduce((sum, p) => sum + (p.codAmount ?? 0), 0))],
  ];
  for (const [label, value] of totals) {
    text(`${label}:`, 330, y, { color: GREY });
    text(value, RIGHT, y, { bold: true, align: "right" });
    y -= 13;
  }
  y -= 50;
  const half = (RIGHT - M - 40) / 2;
  rule(y, M, M + half);
  rule(y, RIGHT - half, RIGHT);
  text(t("shipping:pdf.signDriver"), M, y - 12, { size: 8, color: GREY });
  text(t("shipping:pdf.signWarehouse"), RIGHT - half, y - 12, { size: 8, color: GREY });
  text(t("shipping:pdf.signNote"), M, y - 26, { size: 7, color: GREY });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    page = p;
    text(`${s.name} · ${title} ${d.number}`, M, 24, { size: 7, color: GREY });
    text(t("shipping:pdf.page", { n: i + 1, of: pages.length }), RIGHT, 24, {
      size: 7,
      color: GREY,
      align: "right",
    });
  });
  doc.setTitle(`${title} ${d.number}`);
  doc.setAuthor(s.name);
  doc.setSubject(d.carrierName);
  doc.setLanguage(market.locale);
  doc.setProducer("pdf-lib");
  return Buffer.from(await doc.save());
}
