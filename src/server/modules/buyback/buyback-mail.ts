import type { BuybackStatus } from "../../../domain/buyback-status.js";
import { formatPrice } from "../../../domain/money.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { renderMail } from "../../platform/mail-template.js";

/**
 * Buy-back e-mails. None of them carries a personal identifier (birth number, ID card, bank
 * account): mail is not a safe channel for them (domain.md C.11), and the links lead to pages that
 * show them masked.
 */
export interface QuoteMail {
  to: string;
  device: string;
  answers: [string, string][];
  quality: string;
  price: number;
  bonusPercent: number;
  restoreUrl: string;
}

function base(t: TFunction) {
  return { shopName: t("shop.name"), footer: t("buyback:mail.footer", { phone: "800 123 456" }) };
}

export async function sendQuoteMail(ctx: AppContext, t: TFunction, m: QuoteMail): Promise<void> {
  const price = formatPrice(m.price, ctx.market);
  const rows: [string, string][] = [
    [t("buyback:mail.device"), m.device],
    ...m.answers,
    [t("buyback:mail.quality"), m.quality],
    [t("buyback:mail.price"), price],
  ];
  if (m.bonusPercent > 0)
    rows.push([t("buyback:mail.bonus", { percent: m.bonusPercent }), `+${m.bonusPercent} %`]);
  const { html, text } = renderMail({
    ...base(t),
    heading: t("buyback:mail.quoteHeading", { price }),
    paragraphs: [t("buyback:mail.quoteIntro"), t("buyback:mail.quoteNote")],
    rows,
    button: { label: t("buyback:mail.openQuote"), url: `${ctx.config.publicUrl}${m.restoreUrl}` },
  });
  await ctx.mailer.send({
    kind: "buyback-quote",
    to: m.to,
    subject: t("buyback:mail.quoteSubject", { device: m.device }),
    html,
    text,
  });
}

export interface StatusMail {
  to: string;
  number: string;
  device: string;
  status: BuybackStatus;
  statusUrl: string;
  price: number;
  offeredPrice?: number | null;
  note?: string | null;
}

/** The confirmation after selling (status `new`) and every later status change. */
export async function sendStatusMail(ctx: AppContext, t: TFunction, m: StatusMail): Promise<void> {
  const rows: [string, string][] = [
    [t("buyback:mail.number"), m.number],
    [t("buyback:mail.device"), m.device],
    [t("buyback:mail.status"), t(`buyback:status.${m.status}`)],
    [t("buyback:mail.price"), formatPrice(m.price, ctx.market)],
  ];
  if (m.offeredPrice != null)
    rows.push([t("buyback:mail.offeredPrice"), formatPrice(m.offeredPrice, ctx.market)]);
  const paragraphs = [t(`buyback:statusText.${m.status}`)];
  if (m.note) paragraphs.push(m.note);
  const { html, text } = renderMail({
    ...base(t),
    heading:
      m.status === "new"
        ? t("buyback:mail.soldHeading")
        : t("buyback:mail.statusHeading", { status: t(`buyback:status.${m.status}`) }),
    paragraphs,
    rows,
    button: { label: t("buyback:mail.openStatus"), url: `${ctx.config.publicUrl}${m.statusUrl}` },
  });
  const subject =
    m.status === "new"
      ? t("buyback:mail.soldSubject", { number: m.number })
      : t("buyback:mail.statusSubject", { number: m.number, status: t(`buyback:status.${m.status}`) });
  await ctx.mailer.send({ kind: `buyback-${m.status}`, to: m.to, subject, html, text });
}

/**
 * Mails sent after a record is committed must not turn a done sale or status change into an
 * error answer: the failure is logged (without the message, whose SQL parameters hold the mail)
 * and the page still shows the new state.
 */
export async function afterCommit(send: Promise<void>, log?: (msg: string) => void): Promise<void> {
  try {
    await send;
  } catch {
    log?.("buyback mail could not be stored");
  }
}
