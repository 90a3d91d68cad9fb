import { useQuery } from "@tanstack/react-query";
import type { MyBuyback } from "../../../contract/buyback.js";
import { BUYBACK_PROGRESS, buybackStep } from "../../../domain/buyback-status.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { AccountListSection } from "../account/account-list-section.js";
import { AccountRecordCard } from "../account/account-record-card.js";
import { myBuybacksQuery } from "./api/buyback-queries.js";

export const accountBuybacksHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("buyback:account.title"), robots: "noindex" }),
};

/** The account's buy-backs (issue 16): newest first, with their status in the status page's words. */
export function AccountBuybacksPage() {
  const t = useT("buyback");
  const { api, market } = useShop();
  const query = useQuery(myBuybacksQuery(api));
  return (
    <AccountListSection
      id="account-buybacks-title"
      area="buyback"
      query={query}
      emptyActions={
        <AppLink
          to={`/${market.slugs.buyback}/`}
          className="mt-3 inline-block rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t("account.sell")}
        </AppLink>
      }
    >
      {(results) => results.map((b) => <BuybackRow key={b.id} buyback={b} />)}
    </AccountListSection>
  );
}

function BuybackRow({ buyback: b }: { buyback: MyBuyback }) {
  const t = useT("buyback");
  const { market, price } = useShop();
  const step = buybackStep(b.status);
  const steps = BUYBACK_PROGRESS.map((s) => t(`status.${s}`));
  const statusLabel = t(`status.${b.status}`);
  const offerLabel =
    b.status === "requoted"
      ? t("account.offerWaiting")
      : b.status === "accepted" || b.status === "paid"
        ? t("account.offerAgreed")
        : t("account.offerDeclined");
  return (
    <AccountRecordCard
      testId="account-buyback"
      title={
        <>
          <p className="font-semibold">{b.device}</p>
          <p className="text-sm text-gray-600">
            {t("account.numberDate", { number: b.number, date: formatDisplayDay(b.created_at, market) })}
          </p>
        </>
      }
      status={statusLabel}
      tone={
        b.status === "cancelled" || b.status === "returned"
          ? "muted"
          : b.status === "requoted"
            ? "attention"
            : "active"
      }
      steps={steps}
      step={step}
      stepsLabel={t("review.timeline")}
      stepCaption={
        step < 0
          ? statusLabel
          : t("account.step", { step: step + 1, total: steps.length, status: steps[step] })
      }
      link={{
        to: b.status_url,
        text: b.status === "requoted" ? t("account.answerOffer") : t("account.open"),
        label: t("account.openLabel", { number: b.number }),
        primary: b.status === "requoted",
      }}
    >
      <p className="mt-3 text-sm text-gray-700">{t(`statusText.${b.status}`)}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-gray-600">{t("account.price")}:</dt>
          <dd className={`font-semibold ${b.offered_price !== null ? "text-gray-500 line-through" : ""}`}>
            {price(b.price)}
          </dd>
        </div>
        {b.offered_price !== null && (
          <div className="flex gap-1">
            <dt className="text-gray-600">{offerLabel}:</dt>
            <dd className="font-semibold">{price(b.offered_price)}</dd>
          </div>
        )}
      </dl>
    </AccountRecordCard>
  );
}
