import { useQuery } from "@tanstack/react-query";
import type { MyServiceOrder } from "../../../contract/service.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { SERVICE_STATUSES, serviceStep } from "../../../domain/service-status.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { AccountListSection } from "../account/account-list-section.js";
import { AccountRecordCard } from "../account/account-record-card.js";
import { myServiceOrdersQuery } from "./api/service-queries.js";

export const accountServiceHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("service:account.title"), robots: "noindex" }),
};

const STEPS = SERVICE_STATUSES.filter((s) => s !== "cancelled");

/** The account's repairs and warranty claims (issue 16): newest first, status in words, status page. */
export function AccountServicePage() {
  const t = useT("service");
  const { api, market } = useShop();
  const query = useQuery(myServiceOrdersQuery(api));
  return (
    <AccountListSection
      id="account-service-title"
      area="service"
      query={query}
      emptyActions={
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <AppLink
            to={`/${market.slugs.service}/`}
            className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
          >
            {t("account.orderRepair")}
          </AppLink>
          <AppLink
            to={`/${market.slugs.service}/${market.serviceSlugs.claim}/`}
            className="rounded-md border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          >
            {t("account.fileClaim")}
          </AppLink>
        </div>
      }
    >
      {(results) => results.map((o) => <ServiceRow key={o.number} order={o} />)}
    </AccountListSection>
  );
}

function ServiceRow({ order: o }: { order: MyServiceOrder }) {
  const t = useT("service");
  const { market, price } = useShop();
  const step = serviceStep(o.status);
  const steps = STEPS.map((s) => t(`status.${s}`));
  const statusLabel = t(`status.${o.status}`);
  return (
    <AccountRecordCard
      testId="account-service-order"
      title={
        <>
          <p className="font-semibold">
            {t(`kind.${o.kind}`)} {o.number}
          </p>
          <p className="text-sm text-gray-700">{o.device_label}</p>
          <p className="text-sm text-gray-600">
            {t("account.created", { date: formatDisplayDay(o.created_at, market) })}
          </p>
        </>
      }
      status={statusLabel}
      tone={o.status === "cancelled" ? "muted" : o.status === "ready_for_pickup" ? "ready" : "active"}
      steps={steps}
      step={step}
      stepsLabel={t("statusPage.progress")}
      stepCaption={
        step < 0
          ? statusLabel
          : t("account.step", { step: step + 1, total: steps.length, status: steps[step] })
      }
      link={{
        to: o.status_url,
        text: o.pending_price !== null ? t("account.answerPrice") : t("account.open"),
        label: t("account.openLabel", { number: o.number }),
        primary: o.pending_price !== null,
      }}
    >
      {o.agreed_price > 0 && (
        <p className="mt-3 text-sm">
          <span className="text-gray-600">{t("account.price")}:</span>{" "}
          <strong>{price(o.agreed_price)}</strong>
        </p>
      )}
      {o.pending_price !== null && (
        <p role="note" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("account.pendingPrice", { price: price(o.pending_price) })}
        </p>
      )}
    </AccountRecordCard>
  );
}
