// Characters XML 1.0 does not allow at all (a control character pasted into a description would
// make the whole feed or invoice unreadable), and lone halves of surrogate pairs.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or an attribute value for XML (sitemaps, feeds, ISDOC): escaped, and without what XML forbids. */
export const xmlEscape = (s: string) =>
  s
    .replace(NOT_XML, "")
    .replace(
      /[&<>"']/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
    );
