import { createHash, randomBytes } from "node:crypto";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { unauthorized, ValidationError } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import { renderMail } from "../../platform/mail-template.js";
import type { SessionUser } from "../../platform/session.js";
import { getMe } from "../accounts/accounts.service.js";
import {
  confirmSubscriberToken,
  countSubscribed,
  selectSubscribed,
  subscribeConfirmed,
  subscriberByLookup,
  unsubscribeLookup,
  unsubscribeToken,
  upsertSubscriber,
} from "./subscribers.queries.js";

const sha = (s: string) => createHash("sha256").update(s).digest("base64url");

/**
 * Double opt-in: a subscription counts only after the e-mailed link is opened. Asking again
 * re-sends the link (a new token) and never tells whether the address was already subscribed.
 */
export async function subscribe(
  ctx: AppContext,
  email: string,
  language: string,
  t: TFunction,
): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  const address = normaliseEmail(email);
  await upsertSubscriber(ctx.db, {
    email: address,
    emailLookup: lookupHash(address),
    language,
    tokenHash: sha(token),
  });
  const url = `${ctx.config.publicUrl}/${ctx.market.engagementSlugs.newsletterConfirm}/?token=${token}`;
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("engagement:newsletter.mailSubject"),
    paragraphs: [t("engagement:newsletter.mailText")],
    button: { label: t("engagement:newsletter.mailButton"), url },
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "newsletter-confirm",
    to: address,
    subject: t("engagement:newsletter.mailSubject"),
    html,
    text,
  });
}

export type NewsletterState = "subscribed" | "pending" | "none";

async function accountAddress(ctx: AppContext, user: SessionUser) {
  const me = (await getMe(ctx, user)).user;
  if (!me) throw unauthorized("auth.loginRequired");
  const email = normaliseEmail(me.email);
  return { email, emailLookup: lookupHash(email), verified: me.email_verified };
}

/** The account's newsletter preference, for the account's own address (issue 16). */
export async function accountNewsletter(ctx: AppContext, user: SessionUser): Promise<NewsletterState> {
  const row = await subscriberByLookup(ctx.db, (await accountAddress(ctx, user)).emailLookup);
  if (!row || row.unsubscribedAt) return "none";
  return row.confirmedAt ? "subscribed" : "pending";
}

/**
 * The account's newsletter box. Unticking unsubscribes at once. Ticking is the consent: a verified
 * account's address is its owner's, so it is subscribed at once; an address not verified yet gets
 * the same confirmation e-mail as the footer's form (double opt-in), since an account proves nothing
 * about an address until then.
 */
export async function setAccountNewsletter(
  ctx: AppContext,
  user: SessionUser,
  subscribed: boolean,
  language: string,
  t: TFunction,
): Promise<NewsletterState> {
  const { email, emailLookup, verified } = await accountAddress(ctx, user);
  if (!subscribed) {
    await unsubscribeLookup(ctx.db, emailLookup);
    return "none";
  }
  if (!verified) {
    if ((await accountNewsletter(ctx, user)) === "subscribed") return "subscribed";
    await subscribe(ctx, email, language, t);
    return "pending";
  }
  await subscribeConfirmed(ctx.db, {
    email,
    emailLookup,
    language,
    tokenHash: sha(randomBytes(24).toString("base64url")),
  });
  return "subscribed";
}

export async function confirmSubscription(ctx: AppContext, token: string): Promise<void> {
  if (!(await confirmSubscriberToken(ctx.db, sha(token))))
    throw new ValidationError({ token: ["engagement:newsletter.invalid"] }, "engagement:newsletter.invalid");
}

export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  if (!(await unsubscribeToken(ctx.db, sha(token))))
    throw new ValidationError({ token: ["engagement:newsletter.invalid"] }, "engagement:newsletter.invalid");
}

export async function confirmedSubscriberCount(ctx: AppContext): Promise<number> {
  return countSubscribed(ctx.db);
}

/** Confirmed, still subscribed addresses as CSV for the mailing tool (supervisor only). */
export async function subscribersCsv(ctx: AppContext): Promise<string> {
  const rows = await selectSubscribed(ctx.db);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [
    "email,language,confirmed_at",
    ...rows.map((r) => [quote(r.email), r.language, r.confirmedAt!.toISOString()].join(",")),
  ].join("\n");
}
