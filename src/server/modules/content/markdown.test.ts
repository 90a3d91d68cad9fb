import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.js";

describe("content Markdown", () => {
  it("escapes any HTML staff type: a script stays text", () => {
    const html = renderMarkdown('Ahoj <script>alert("x")</script> a <img src=x onerror=alert(1)>');
    expect(html).toBe(
      "<p>Ahoj &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; a &lt;img src=x onerror=alert(1)&gt;</p>",
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
  });

  it("renders headings, lists, quotes, emphasis and paragraphs with line breaks", () => {
    const html = renderMarkdown(
      "## Výdrž baterie\nText **tučně** a *kurzívou*, `kód`.\nDruhý řádek\n\n- jedna\n- dvě\n\n1. první\n2. druhá\n\n> citát",
    );
    expect(html).toBe(
      [
        "<h2>Výdrž baterie</h2>",
        "<p>Text <strong>tučně</strong> a <em>kurzívou</em>, <code>kód</code>.<br>Druhý řádek</p>",
        "<ul><li>jedna</li><li>dvě</li></ul>",
        "<ol><li>první</li><li>druhá</li></ol>",
        "<blockquote><p>citát</p></blockquote>",
      ].join("\n"),
    );
  });

  it("links only to shop paths, http(s) and mailto; anything else stays its text", () => {
    expect(renderMarkdown("[výkup](/vykup/)")).toBe('<p><a href="/vykup/">výkup</a></p>');
    expect(renderMarkdown("[web](https://example.cz/?a=1&b=2)")).toBe(
      '<p><a href="https://example.cz/?a=1&amp;b=2" rel="noopener nofollow">web</a></p>',
    );
    expect(renderMarkdown("[zlo](javascript:alert(1))")).toBe("<p>zlo)</p>");
    expect(renderMarkdown("[jinam](//evil.example/)")).toBe("<p>jinam</p>");
    expect(renderMarkdown('[x](/a"onmouseover="alert(1))')).toBe(
      '<p><a href="/a&quot;onmouseover=&quot;alert(1">x</a>)</p>',
    );
  });
});
