/**
 * The small Markdown subset staff write articles, FAQ answers and text blocks in, rendered to HTML
 * on the server. Everything staff type is escaped first and only our own tags are added, so no
 * HTML of theirs (a `<script>`, an `onerror=`) ever reaches a page; links go only to the shop's own
 * paths, http(s) and mailto.
 *
 * Blocks (separated by an empty line): `## heading`, `### heading`, `- item` / `1. item` lists,
 * `> quote`, paragraphs (a single line break is kept). Inline: `**bold**`, `*italic*`, `` `code` ``,
 * `[text](url)`.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A link target we allow, given as escaped text (`&amp;` in a query stays as it is). */
function safeHref(href: string): string | null {
  if (/^\/(?![/\\])/.test(href)) return href;
  if (/^(https?:\/\/|mailto:)[^\s]+$/i.test(href)) return href;
  return null;
}

function inline(text: string): string {
  const codes: string[] = [];
  // Code spans first, kept aside so their content is not read as emphasis or links.
  let out = escapeHtml(text.replace(/\uE000/g, "")).replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `\uE000${codes.length - 1}\uE000`;
  });
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_whole, label: string, href: string) => {
    const safe = safeHref(href);
    if (!safe) return label;
    const external = !safe.startsWith("/");
    return `<a href="${safe}"${external ? ' rel="noopener nofollow"' : ""}>${label}</a>`;
  });
  out = out.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
  out = out.replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>");
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => codes[Number(i)]!);
}

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

function block(lines: string[]): string {
  const first = lines[0]!;
  const heading = /^(#{1,3})\s+(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    // The page's title is its only h1: "#" and "##" are both a section.
    const level = heading[1]!.length === 3 ? 3 : 2;
    return `<h${level}>${inline(heading[2]!.trim())}</h${level}>`;
  }
  if (lines.every((l) => BULLET.test(l)))
    return `<ul>${lines.map((l) => `<li>${inline(l.replace(BULLET, ""))}</li>`).join("")}</ul>`;
  if (lines.every((l) => NUMBERED.test(l)))
    return `<ol>${lines.map((l) => `<li>${inline(l.replace(NUMBERED, ""))}</li>`).join("")}</ol>`;
  if (lines.every((l) => l.startsWith(">")))
    return `<blockquote><p>${lines.map((l) => inline(l.replace(/^>\s?/, ""))).join("<br>")}</p></blockquote>`;
  return `<p>${lines.map((l) => inline(l.trim())).join("<br>")}</p>`;
}

export function renderMarkdown(source: string): string {
  const blocks: string[][] = [];
  let current: string[] = [];
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.replace(/\s+$/, "");
    // A heading is a block of its own even without empty lines around it.
    if (!line.trim() || /^#{1,3}\s/.test(line)) {
      if (current.length) blocks.push(current);
      current = [];
      if (line.trim()) blocks.push([line]);
      continue;
    }
    current.push(line);
  }
  if (current.length) blocks.push(current);
  return blocks.map(block).join("\n");
}
