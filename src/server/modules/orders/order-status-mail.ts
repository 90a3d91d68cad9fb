import type { Language } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";
import { getT } from "../../../i18n/i18n.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";
import { statusPath } from "./order-links.js";
import { orderById, storeNameOf } from "./orders.queries.js";

/** The job that tells the customer of a status change (docs/order-states.md says which). */
export const STATUS_MAIL_JOB = "orders.status-mail";

/** The statuses the customer hears of by e-mail: the ones they have to act on or wait for. */
export const MAILED_STATUSES: ReadonlySet<string> = new Set(["ready", "shipped", "cancelled"]);

/**
 * The e-mail of a status change in the order's language. Sent for the status the order has now:
 * a job that runs late (the order moved on) says nothing rather than something no longer true.
 */
export async function sendStatusMail(ctx: AppContext, orderId: number, status: string): Promise<void> {
  const o = await orderById(ctx.db, orderId);
  if (!o || o.status !== status || !MAILED_STATUSES.has(status)) return;
  const t = getT(o.language as Language);
  const price = (m: number) => formatPrice(m, ctx.market);
  const store = o.storeId ? await storeNameOf(ctx.db, o.storeId) : null;
  const vars = { number: o.number, store: store ?? o.deliveryName, carrier: o.deliveryName };
  const paragraphs = [t(`orders:statusMail.${status}.text`, vars)];
  if (status === "ready" && o.paymentStatus !== "paid")
    paragraphs.push(t("orders:statusMail.ready.pay", { amount: price(o.total) }));
  if (status === "shipped" && o.deliveryNumber)
    paragraphs.push(t("orders:statusMail.shipped.tracking", { tracking: o.deliveryNumber }));
  if (status === "cancelled" && o.paymentStatus === "paid")
    paragraphs.push(t("orders:statusMail.cancelled.refund"));
  const subject = t(`orders:statusMail.${status}.subject`, vars);
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: subject,
    paragraphs,
    button: { label: t("orders:mail.statusButton"), url: `${ctx.config.publicUrl}${statusPath(ctx, o)}` },
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: `order-${status}`,
    to: o.email,
    subject,
    html,
    text,
    // An order reaches each status once (docs/order-states.md has no way back), so this key makes a
    // retried job (a worker killed mid-job) store and send nothing more.
    idempotencyKey: `order-status:${orderId}:${status}`,
  });
}
