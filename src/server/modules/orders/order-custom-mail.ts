import type { CustomMailBody } from "../../../contract/orders.js";
import type { Language } from "../../../domain/market.js";
import { getT } from "../../../i18n/i18n.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { renderMail } from "../../platform/mail-template.js";
import { statusPath } from "./order-links.js";
import { addHistory, orderById } from "./orders.queries.js";

/** The history entry of a custom e-mail: its value is this JSON (the staff view shows the text). */
export interface CustomMailEntry {
  mail_id: number;
  subject: string;
  message: string;
}

/**
 * Spec: custom order e-mail. Staff write the subject and the message (in the order's language,
 * which the screen tells them); the shop frames it in that language (its name, the order's status
 * link, the footer) and puts it in the mail outbox. The order's history keeps what was sent, the
 * audit log that it was sent (the text may hold personal data, the audit never does).
 */
export async function sendCustomMail(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  body: CustomMailBody,
): Promise<number> {
  const o = await orderById(ctx.db, orderId);
  if (!o) throw notFound("orders:notFound");
  const t = getT(o.language as Language);
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: body.subject,
    // One paragraph per line the staff member wrote (blank lines only separate them).
    paragraphs: body.message
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    rows: [[t("orders:customMail.order"), o.number]],
    button: { label: t("orders:mail.statusButton"), url: `${ctx.config.publicUrl}${statusPath(ctx, o)}` },
    footer: t("footer.rights"),
  });
  const mailId = await ctx.mailer.send({
    kind: "order-custom",
    to: o.email,
    subject: body.subject,
    html,
    text,
  });
  const entry: CustomMailEntry = { mail_id: mailId, subject: body.subject, message: body.message };
  await addHistory(ctx.db, orderId, "email", JSON.stringify(entry), actorId);
  await audit(ctx.db, {
    actorId,
    action: "order.email",
    entity: "order",
    entityId: orderId,
    detail: { mailId },
  });
  return mailId;
}
