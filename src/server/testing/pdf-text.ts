import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "pdf-lib";

/**
 * Reads a PDF back for tests: each page's text (from the `Tj` operators, mapped to Unicode through
 * each font's ToUnicode CMap, so subset fonts read as text), the embedded fonts and the attached
 * files. Enough for the PDFs pdf-lib writes; not a general text extractor.
 */
export interface PdfContent {
  pages: string[];
  fonts: { name: string; embedded: boolean }[];
  attachments: string[];
  title: string | undefined;
}

const bytesOf = (s: PDFObject | undefined) =>
  s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString("latin1") : "";

const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");

function parseCMap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(m[1], 16), utf16(m[2]));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to, start] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h, 16));
      for (let g = from; g <= to; g++) map.set(g, String.fromCodePoint(start + g - from));
    }
  return map;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const doc = await PDFDocument.load(bytes);
  const look = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  const fonts = new Map<string, { name: string; embedded: boolean; cmap: Map<number, string> }>();
  const pages = doc.getPages().map((page) => {
    const resFonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const local = new Map<string, Map<number, string>>();
    for (const [key, ref] of resFonts?.entries() ?? []) {
      const font = look(ref) as PDFDict;
      const base = font.lookup(PDFName.of("BaseFont"), PDFName).decodeText();
      const descendant = look(font.lookup(PDFName.of("DescendantFonts"), PDFArray)?.get(0)) as
        | PDFDict
        | undefined;
      const descriptor = descendant?.lookup(PDFName.of("FontDescriptor"), PDFDict);
      const embedded = Boolean(
        descriptor?.get(PDFName.of("FontFile2")) ?? descriptor?.get(PDFName.of("FontFile3")),
      );
      const cmap = parseCMap(bytesOf(look(font.get(PDFName.of("ToUnicode")))));
      fonts.set(base, { name: base, embedded, cmap });
      local.set(key.decodeText(), cmap);
    }
    const contents = look(page.node.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray().map(look) : [contents];
    const ops = streams.map(bytesOf).join("\n");
    const lines: string[] = [];
    let cmap: Map<number, string> | undefined;
    for (const m of ops.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) cmap = local.get(m[1]);
      else {
        const hex = m[2];
        let s = "";
        for (let i = 0; i < hex.length; i += 4)
          s += cmap?.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? "\uFFFD";
        lines.push(s);
      }
    }
    return lines.join("\n");
  });
  const names = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const files = names
    ?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict)
    ?.lookupMaybe(PDFName.of("Names"), PDFArray);
  const attachments: string[] = [];
  for (let i = 0; files && i < files.size(); i += 2) {
    const n = files.get(i);
    if (n instanceof PDFString || n instanceof PDFHexString) attachments.push(n.decodeText());
  }
  return {
    pages,
    fonts: [...fonts.values()].map(({ name, embedded }) => ({ name, embedded })),
    attachments,
    title: doc.getTitle(),
  };
}
