import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PDFDocument, PDFFont, RGB } from "pdf-lib";

/**
 * What every document the shop prints shares (invoices and credit notes, handover lists): an A4
 * page, the house colours, and DejaVu Sans embedded as a subset so Czech and Romanian letters print.
 */
export const PDF_CONTENT_TYPE = "application/pdf";

/**
 * pdf-lib's `rgb` without loading pdf-lib: a colour is a plain value. pdf-lib and fontkit are
 * ~10 MB of module source and compiled code that every instance would keep from its start for a
 * few invoice and handover downloads (decision 013), so `newPdf` loads them on the first document.
 */
export function rgb(red: number, green: number, blue: number): RGB {
  return { type: "RGB" as RGB["type"], red, green, blue };
}

export const A4: [number, number] = [595.28, 841.89];
/** The page margin. */
export const M = 40;
export const RIGHT = A4[0] - M;
export const GREY = rgb(0.4, 0.4, 0.4);
export const LINE = rgb(0.8, 0.8, 0.8);
export const BRAND = rgb(0.06, 0.46, 0.43);

const require = createRequire(import.meta.url);
let fontBytes: Promise<[Buffer, Buffer]> | null = null;

/** The TTFs from the dejavu-fonts-ttf package, read once (works from a fresh `npm ci`). */
function fonts(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]);
  return fontBytes;
}

// Precomposed Czech and Romanian letters need no OpenType shaping; without it (and kerning)
// laying out each text costs half as much.
const NO_SHAPING = Object.fromEntries(
  ["kern", "liga", "clig", "calt", "ccmp", "locl", "mark", "mkmk", "rlig"].map((f) => [f, false]),
);

/** A new document with the regular and bold fonts embedded. */
export async function newPdf(): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const [{ PDFDocument }, { default: fontkit }] = await Promise.all([
    import("pdf-lib"),
    import("@pdf-lib/fontkit"),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularTtf, boldTtf] = await fonts();
  const regular = await doc.embedFont(regularTtf, { subset: true, features: NO_SHAPING });
  const bold = await doc.embedFont(boldTtf, { subset: true, features: NO_SHAPING });
  return { doc, regular, bold };
}
