/** Escapes text for HTML e-mails. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export interface MailContent {
  shopName: string;
  heading: string;
  paragraphs: string[];
  /** Rows shown as a two-column table (label, value), e.g. the answers of a buy-back quote. */
  rows?: [string, string][];
  button?: { label: string; url: string };
  /** Small links under the button (cancel, unsubscribe). */
  links?: { label: string; url: string }[];
  footer: string;
}

/** One simple, e-mail-client-safe layout (inline styles, tables) and its plain-text twin. */
export function renderMail(c: MailContent): { html: string; text: string } {
  const rows = c.rows?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0;width:100%">${c.rows
        .map(
          ([k, v]) =>
            `<tr><td style="border-bottom:1px solid #e5e7eb;color:#6b7280">${escapeHtml(k)}</td><td style="border-bottom:1px solid #e5e7eb;font-weight:600">${escapeHtml(v)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const button = c.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.button.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(c.button.label)}</a></p>`
    : "";
  const links = (c.links ?? [])
    .map(
      (l) =>
        `<p style="margin:8px 0;font-size:13px"><a href="${escapeHtml(l.url)}" style="color:#0f766e">${escapeHtml(l.label)}</a></p>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-weight:700;color:#0f766e;font-size:18px;margin:0 0 16px">${escapeHtml(c.shopName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
${rows}${button}${links}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${escapeHtml(c.footer)}</p>
</div></body></html>`;
  const text = [
    c.heading,
    "",
    ...c.paragraphs,
    ...(c.rows ?? []).map(([k, v]) => `${k}: ${v}`),
    ...(c.button ? ["", `${c.button.label}: ${c.button.url}`] : []),
    ...(c.links ?? []).map((l) => `${l.label}: ${l.url}`),
    "",
    c.footer,
  ].join("\n");
  return { html, text };
}
