import type { Language } from "../../../domain/market.js";
import { getT } from "../../../i18n/i18n.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";
import { markInvoiceCreated } from "./invoices.queries.js";
import {
  attachmentsOf,
  exactPrice,
  invoiceIssuedAt,
  invoiceOf,
  keepInvoicePdf,
  renderFiles,
} from "./invoices.service.js";
import { statusPath } from "./order-links.js";
import { orderById } from "./orders.queries.js";

/**
 * Issues the invoice (number F + order number) if needed and e-mails it with the PDF and the ISDOC
 * attached; runs as a job. The first run fixes the issue date, so a re-send is the same document.
 */
export async function issueInvoice(ctx: AppContext, orderId: number, sendId?: string): Promise<void> {
  const found = await orderById(ctx.db, orderId);
  if (!found || found.invoiceStatus === "not_created") return;
  const number = found.invoiceNumber ?? `F${found.number}`;
  const o = { ...found, invoiceNumber: number, invoiceIssuedAt: invoiceIssuedAt(found) };
  const t = getT(o.language as Language);
  const files = await renderFiles(ctx, o, await invoiceOf(ctx, o));
  const doc = files.doc;
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("orders:invoice.subject", { number }),
    paragraphs: [t("orders:invoice.text", { order: o.number })],
    rows: [
      ...doc.lines
        .filter((l) => l.total !== 0)
        .map(
          (l) =>
            [`${l.quantity} × ${l.name} (${l.vatRate} %)`, exactPrice(l.total, ctx.market)] as [
              string,
              string,
            ],
        ),
      ...doc.recap
        .filter((r) => r.rate > 0)
        .map(
          (r) =>
            [`${t("orders:doc.col.vat")} ${r.rate} %`, exactPrice(r.vat, ctx.market)] as [string, string],
        ),
      [t("orders:mail.total"), exactPrice(doc.total, ctx.market)],
    ],
    button: { label: t("orders:invoice.mailButton"), url: `${ctx.config.publicUrl}${statusPath(ctx, o)}` },
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "order-invoice",
    to: o.email,
    subject: t("orders:invoice.subject", { number }),
    html,
    text,
    attachments: attachmentsOf(files),
    // One mail per request (issued, or a staff re-send), however often the job is retried.
    idempotencyKey: sendId ? `order-invoice:${orderId}:${sendId}` : undefined,
  });
  // Kept before the invoice counts as created, so its first download finds the file.
  await keepInvoicePdf(ctx, o, files);
  await markInvoiceCreated(ctx.db, o.id, { number, issuedAt: o.invoiceIssuedAt });
}
