/**
 * The part of SaxonJS (npm `saxon-js`, XPath 3.1 and XSLT 3.0 in JavaScript) used here: parse an
 * XML text and evaluate XPath on it. The package ships no types.
 */
interface SaxonXPath {
  evaluate(xpath: string, context: unknown, options?: { namespaceContext?: Record<string, string> }): unknown;
}
interface Saxon {
  getResource(options: { text: string; type: "xml" }): Promise<unknown>;
  XPath: SaxonXPath;
}

let saxon: Promise<Saxon> | undefined;
export const loadSaxon = (): Promise<Saxon> => {
  saxon ??= import("saxon-js").then((m) => (m as { default: Saxon }).default);
  return saxon;
};

export const UBL_NAMESPACES = {
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

/** An XML text parsed once, with XPath evaluation in the UBL namespaces. */
export async function xpathOn(xml: string): Promise<(expr: string) => unknown> {
  const s = await loadSaxon();
  const doc = await s.getResource({ text: xml, type: "xml" });
  return (expr) => s.XPath.evaluate(expr, doc, { namespaceContext: UBL_NAMESPACES });
}
