import type { Language } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";
import { getT } from "../../../i18n/i18n.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";
import { bankTransfer, statusPath } from "./order-links.js";
import { orderWithLines } from "./orders.queries.js";

/** The confirmation e-mail in the order's language (Czech or Romanian): items, totals, status link. */
export async function sendConfirmation(ctx: AppContext, orderId: number): Promise<void> {
  // The order and its items in one statement (right after an order submit this runs inside its request).
  const found = await orderWithLines(ctx.db, orderId);
  if (!found) return;
  const { order: o, lines: items } = found;
  const t = getT(o.language as Language);
  const price = (m: number) => formatPrice(m, ctx.market);
  const lines = items.map((i) => `${i.quantity} × ${i.name}: ${price(i.finalPrice)}`);
  const bank = bankTransfer(ctx, o);
  const paragraphs = [
    t("orders:mail.intro", { number: o.number }),
    ...lines,
    `${t("orders:mail.delivery")}: ${o.deliveryName} ${price(o.deliveryPrice)}`,
    ...(o.paymentFee ? [`${t("orders:mail.fee")}: ${price(o.paymentFee)}`] : []),
    ...(o.discountTotal ? [`${t("orders:mail.discount")}: −${price(o.discountTotal)}`] : []),
    `${t("orders:mail.total")}: ${price(o.total)}`,
    ...(bank
      ? [t("orders:mail.bank", { account: bank.account, vs: bank.variable_symbol, amount: price(o.total) })]
      : []),
    t("orders:mail.withdrawal"),
  ];
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("orders:mail.subject", { number: o.number }),
    paragraphs,
    button: { label: t("orders:mail.statusButton"), url: `${ctx.config.publicUrl}${statusPath(ctx, o)}` },
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "order-confirmation",
    // A retried job (its worker died after this line) finds this row and sends nothing twice.
    idempotencyKey: `order-confirmation:${o.id}`,
    to: o.email,
    subject: t("orders:mail.subject", { number: o.number }),
    html,
    text,
  });
}
