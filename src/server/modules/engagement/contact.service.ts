import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { renderMail } from "../../platform/mail-template.js";
import { getSetting } from "../settings/settings.service.js";
import { insertContactMessage, selectContactMessages, updateContactHandled } from "./contact.queries.js";

export interface ContactInput {
  topic: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Stores the message, tells the customer it arrived, and tells the shop's mailbox. */
export async function receiveContact(ctx: AppContext, input: ContactInput, t: TFunction): Promise<void> {
  const id = await insertContactMessage(ctx.db, {
    topic: input.topic,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    message: input.message,
  });
  const ack = renderMail({
    shopName: t("shop.name"),
    heading: t("engagement:contact.ackSubject"),
    paragraphs: [t("engagement:contact.ackText"), input.message],
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "contact-ack",
    to: input.email,
    subject: t("engagement:contact.ackSubject"),
    ...ack,
  });
  const staff = renderMail({
    shopName: t("shop.name"),
    heading: t("engagement:contact.staffSubject"),
    paragraphs: [input.message],
    rows: [
      [t("engagement:contact.topic"), t(`engagement:contact.topics.${input.topic}`)],
      [t("engagement:contact.name"), input.name],
    ],
    button: { label: t("engagement:staff.messages"), url: `${ctx.config.publicUrl}/staff/messages/` },
    footer: `#${id}`,
  });
  await ctx.mailer.send({
    kind: "contact-staff",
    // The shop's mailbox as staff set it in the settings (the same address the contact page shows).
    to: await getSetting(ctx, "contact_email"),
    subject: `${t("engagement:contact.staffSubject")} #${id}`,
    ...staff,
  });
  await ctx.events.publish("staff", { type: "contact.received", id });
}

export async function listContactMessages(ctx: AppContext, page: number, pageSize: number) {
  const { rows, count } = await selectContactMessages(ctx.db, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    count,
    results: rows.map((r) => ({
      id: r.id,
      topic: r.topic,
      name: r.name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      handled: r.handled,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function setHandled(ctx: AppContext, id: number, handled: boolean): Promise<void> {
  if (!(await updateContactHandled(ctx.db, id, handled))) throw notFound("errors.notFound");
}
