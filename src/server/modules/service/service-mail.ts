import type { Language } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";
import { getT } from "../../../i18n/i18n.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";
import { statusPath } from "./service-links.js";

/** What every service e-mail needs of its order; contact details arrive decrypted. */
export interface MailOrder {
  number: string;
  publicId: string;
  kind: string;
  status: string;
  language: string;
  email: string;
  deviceLabel: string;
}

export interface ServiceMail {
  /** Outbox kind, e.g. `service-created`, `service-status`. */
  kind: string;
  subject: (t: TFunction) => string;
  heading: (t: TFunction) => string;
  paragraphs: (t: TFunction) => string[];
  rows?: (t: TFunction) => [string, string][];
}

/**
 * Sends one service e-mail in the order's language (Czech or Romanian, chosen when ordering), with
 * the number, the device and a button to the public status page. No contact details in the body:
 * the status link is the only thing a forwarded mail gives away.
 */
export async function sendServiceMail(ctx: AppContext, order: MailOrder, mail: ServiceMail): Promise<void> {
  const t = getT(order.language as Language);
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: mail.heading(t),
    paragraphs: mail.paragraphs(t),
    rows: [
      [t("service:mail.number"), order.number],
      [t(order.kind === "claim" ? "service:mail.product" : "service:mail.device"), order.deviceLabel],
      [t("service:mail.status"), t(`service:status.${order.status}`)],
      ...(mail.rows?.(t) ?? []),
    ],
    button: {
      label: t("service:mail.openStatus"),
      url: `${ctx.config.publicUrl}${statusPath(ctx, order.publicId)}`,
    },
    footer: t("service:mail.footer", { phone: "800 123 456" }),
  });
  await ctx.mailer.send({ kind: mail.kind, to: order.email, subject: mail.subject(t), html, text });
}

export const money = (ctx: AppContext, minor: number) => formatPrice(minor, ctx.market);
