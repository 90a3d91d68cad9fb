import { eq } from "drizzle-orm";
import type { Language } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";
import { getT } from "../../../web/i18n/i18n.js";
import { orders } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";
import { itemsOf, orderById } from "./orders.queries.js";

/** Issues the invoice (number F + order number) if needed and e-mails it; runs as a job. */
export async function issueInvoice(ctx: AppContext, orderId: number): Promise<void> {
  const o = await orderById(ctx.db, orderId);
  if (!o || o.invoiceStatus === "not_created") return;
  const number = o.invoiceNumber ?? `F${o.number}`;
  const t = getT(o.language as Language);
  const items = await itemsOf(ctx.db, o.id);
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("orders:invoice.subject", { number }),
    paragraphs: [t("orders:invoice.text", { order: o.number })],
    rows: [
      ...items
        .filter((i) => i.finalPrice > 0)
        .map(
          (i) =>
            [`${i.quantity} × ${i.name} (${i.vatRate} %)`, formatPrice(i.finalPrice, ctx.market)] as [
              string,
              string,
            ],
        ),
      [t("orders:mail.total"), formatPrice(o.total, ctx.market)],
    ],
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "order-invoice",
    to: o.email,
    subject: t("orders:invoice.subject", { number }),
    html,
    text,
  });
  await ctx.db
    .update(orders)
    .set({ invoiceStatus: "created", invoiceNumber: number, invoiceSentAt: new Date() })
    .where(eq(orders.id, o.id));
}
