import { readFile } from "node:fs/promises";
import { validateXML } from "xmllint-wasm";

const schema = (name: string) =>
  readFile(new URL(`../modules/orders/isdoc-schema/${name}`, import.meta.url), "utf8");

/** Validates an ISDOC document against the official ISDOC 6.0.2 XSD (the invoice schema includes the core). */
export async function validateIsdoc(xml: string) {
  const [invoice, core] = await Promise.all([
    schema("isdoc-invoice-6.0.2.xsd"),
    schema("isdoc-core-6.0.2.xsd"),
  ]);
  return validateXML({
    xml: [{ fileName: "document.isdoc", contents: xml }],
    schema: [{ fileName: "isdoc-invoice-6.0.2.xsd", contents: invoice }],
    preload: [{ fileName: "isdoc-core-6.0.2.xsd", contents: core }],
  });
}
