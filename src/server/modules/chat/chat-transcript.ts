import type { ChatMessage } from "../../../contract/chat.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";

/**
 * The conversation as an e-mail, on the customer's request, through the outbox (and SMTP when
 * configured). Times are the shop's local times.
 */
export async function sendTranscript(
  ctx: AppContext,
  t: TFunction,
  m: { to: string; name: string; messages: ChatMessage[] },
): Promise<void> {
  const time = new Intl.DateTimeFormat(ctx.market.locale, {
    timeZone: ctx.market.timeZone,
    dateStyle: "short",
    timeStyle: "short",
  });
  const rows: [string, string][] = m.messages.map((msg) => [
    `${time.format(new Date(msg.created_at))} ${msg.author === "customer" ? m.name : (msg.staff_name ?? t("chat:staffAuthor"))}`,
    msg.body,
  ]);
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("chat:mail.heading"),
    paragraphs: [t("chat:mail.intro", { name: m.name })],
    rows,
    footer: t("chat:mail.footer"),
  });
  await ctx.mailer.send({ kind: "chat-transcript", to: m.to, subject: t("chat:mail.subject"), html, text });
}
