import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { xmlEscape } from "./xml.js";

const SCHEMA = `<?xml version="1.0"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="t" type="xs:string"/></xs:schema>`;

describe("xmlEscape", () => {
  it("escapes markup and quotes", () => {
    expect(xmlEscape(`Kryt & sklo <Pro> "A" 'B'`)).toBe(
      "Kryt &amp; sklo &lt;Pro&gt; &quot;A&quot; &apos;B&apos;",
    );
  });

  it("drops characters XML forbids and keeps every other text, emoji included", async () => {
    const text = "Popis\u0000\u0008 s\u000Bvadou\u001F\tkonec\n\u00A0č 📱 \uD800x";
    const escaped = xmlEscape(text);
    expect(escaped).toBe("Popis svadou\tkonec\n\u00A0č 📱 x");
    const res = await validateXML({
      xml: [{ fileName: "t.xml", contents: `<?xml version="1.0" encoding="utf-8"?><t>${escaped}</t>` }],
      schema: [{ fileName: "t.xsd", contents: SCHEMA }],
    });
    expect(res.errors).toEqual([]);
  });
});
