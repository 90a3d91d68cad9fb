import type { Transporter } from "nodemailer";
import type { Db, DbOrTx } from "../db/client.js";
import { lookupHash } from "./crypto.js";
import type { Jobs } from "./jobs.js";
import { insertOutboxMail, selectOutboxMail, updateOutboxDelivery } from "./mail.queries.js";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message (an invoice's PDF and ISDOC); kept encrypted in the outbox. */
  attachments?: MailAttachment[];
  /**
   * The mail's natural key when a job may run twice (`order-confirmation:<order id>`): a second
   * send with the same key stores and delivers nothing new (decision 019).
   */
  idempotencyKey?: string;
}

/** The outbox column's JSON form of attachments (content as base64) and back. */
export const packAttachments = (a: MailAttachment[] | undefined) =>
  a?.length ? JSON.stringify(a.map((x) => ({ ...x, content: x.content.toString("base64") }))) : null;
export const unpackAttachments = (s: string | null): MailAttachment[] =>
  s
    ? (JSON.parse(s) as { filename: string; contentType: string; content: string }[]).map((x) => ({
        ...x,
        content: Buffer.from(x.content, "base64"),
      }))
    : [];

export interface Mailer {
  /** Stores the message in the outbox; delivery (when SMTP is configured) is a job with retries. */
  send(mail: OutgoingMail): Promise<number>;
  /**
   * Stores the message through the caller's transaction, so it exists exactly when that commits (a
   * mail that must go once with the row that records it); `afterCommit` queues the delivery.
   */
  stage(tx: DbOrTx, mail: OutgoingMail): Promise<{ id: number; afterCommit: () => Promise<void> }>;
}

/** The domain of a From address (`Shop <shop@example.cz>` → `example.cz`), for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? "shop.invalid";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** `deliver`: this process runs the delivery worker (false on web instances when workers run apart). */
export function createMailer(
  db: Db,
  jobs: Jobs,
  smtpUrl: string | undefined,
  from: string,
  deliver = true,
): Mailer {
  if (smtpUrl && deliver) {
    // nodemailer loads with the first mail this process delivers, not with every instance (decision 013).
    let transport: Promise<Transporter> | null = null;
    void jobs.work<{ id: number }>("mail.deliver", async ({ id }) => {
      const mail = await selectOutboxMail(db, id);
      if (!mail || mail.status === "sent") return;
      try {
        transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: unpackAttachments(mail.attachments),
          // The same id on every attempt: a delivery repeated after a worker died between the SMTP
          // answer and the "sent" mark reaches the mailbox as the same message, which clients merge.
          messageId: `<outbox-${id}@${domainOf(from)}>`,
        });
        await updateOutboxDelivery(db, id, { status: "sent", sentAt: new Date(), error: null });
      } catch (err) {
        await updateOutboxDelivery(db, id, { status: "failed", error: (err as Error).message });
        throw err;
      }
    });
  }
  const store = (into: DbOrTx, mail: OutgoingMail) =>
    insertOutboxMail(into, {
      ...mail,
      attachments: packAttachments(mail.attachments),
      toLookup: lookupHash(normaliseEmail(mail.to)),
      status: smtpUrl ? "queued" : "stored",
    });
  // A keyed mail found stored is delivered again only if it is still queued (the earlier run may
  // have died before queueing its delivery; the delivery skips a mail already sent).
  const deliverable = (r: { created: boolean; status: string }) => r.created || r.status === "queued";
  return {
    async send(mail) {
      const stored = await store(db, mail);
      if (smtpUrl && deliverable(stored)) await jobs.send("mail.deliver", { id: stored.id });
      return stored.id;
    },
    async stage(tx, mail) {
      const stored = await store(tx, mail);
      return {
        id: stored.id,
        afterCommit: async () => {
          if (smtpUrl && deliverable(stored)) await jobs.send("mail.deliver", { id: stored.id });
        },
      };
    },
  };
}
