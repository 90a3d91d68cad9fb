import { useEffect, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { OrderStatus } from "../../../contract/service.js";
import { formatDisplayDateTime } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";
import { LiveStatusNote, useLiveStatus } from "../../ui/live-status.js";
import { formatDuration } from "./duration.js";
import { withKeys } from "./log-keys.js";
import { PriceDecision } from "./price-decision.js";
import { StatusSteps } from "./status-steps.js";

/** The public page of a repair order or claim (`service order status`): progress, price and history. */
export function ServiceStatusPage() {
  const loaded = useLoaderData() as OrderStatus;
  const t = useT("service");
  const { price, market, api } = useShop();
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);
  const revalidator = useRevalidator();
  // Staff's changes (status, public notes, parts, a new price) show without a reload (issue 16).
  useLiveStatus(
    api.url("service:order-status-events", { public_id: order.public_id }),
    () => void revalidator.revalidate(),
    { shown: order.status },
  );
  const when = (iso: string) => formatDisplayDateTime(iso, market);
  const minutes = order.items.reduce((s, i) => s + i.duration_minutes, 0);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <p className="text-sm text-gray-600">{t(`kind.${order.kind}`)}</p>
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t(`statusPage.title.${order.kind}`, { number: order.number })}
        </h1>
        <p className="mt-1 text-gray-700">{order.device_label}</p>
        <p className="mt-3 text-lg">
          {t("statusPage.current")}{" "}
          <strong data-testid="service-status">{t(`status.${order.status}`)}</strong>
        </p>
        <p className="text-gray-600">{t(`statusText.${order.status}`)}</p>
        <LiveStatusNote label={t(`status.${order.status}`)} className="mt-1" />
      </header>

      <StatusSteps status={order.status} />

      {order.pending_price_change && <PriceDecision order={order} onDecided={setOrder} />}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="service-items" className="rounded-xl border border-gray-200 p-5">
          <h2 id="service-items" className="mb-3 font-semibold">
            {order.kind === "claim" ? t("statusPage.claim") : t("statusPage.items")}
          </h2>
          {order.items.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {order.items.map((i) => (
                <li key={i.name} className="flex justify-between gap-3">
                  <span>{i.name}</span>
                  <span className="whitespace-nowrap">{price(i.price)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">{t("statusPage.claimFree")}</p>
          )}
          <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
            <div className="flex justify-between font-semibold">
              <dt>{t("statusPage.agreedPrice")}</dt>
              <dd>{price(order.agreed_price)}</dd>
            </div>
            {minutes > 0 && (
              <div className="flex justify-between text-gray-600">
                <dt>{t("statusPage.duration")}</dt>
                <dd>{formatDuration(minutes, t)}</dd>
              </div>
            )}
          </dl>
          {order.parts.length > 0 && (
            <>
              <h3 className="mt-4 mb-1 text-sm font-semibold">{t("statusPage.parts")}</h3>
              <ul className="text-sm text-gray-700">
                {withKeys(order.parts).map(({ item: p, key }) => (
                  <li key={key}>
                    {p.quantity} × {p.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="service-handover" className="rounded-xl border border-gray-200 p-5 text-sm">
          <h2 id="service-handover" className="mb-3 font-semibold">
            {t("statusPage.handover")}
          </h2>
          <p>{t(`order.${order.handover}`)}</p>
          {order.store && (
            <p className="mt-1 text-gray-700">
              {order.store.name}, {order.store.street}, {order.store.city}
            </p>
          )}
          <p className="mt-3 text-gray-600">{t(`statusPage.handoverHint.${order.handover}`)}</p>
        </section>
      </div>

      <section aria-labelledby="service-history">
        <h2 id="service-history" className="mb-3 text-lg font-semibold">
          {t("statusPage.history")}
        </h2>
        <ol className="space-y-3 border-l-2 border-teal-200 pl-5">
          {withKeys(order.history)
            .reverse()
            .map(({ item: h, key }) => (
              <li key={key} className="relative">
                <span
                  className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full bg-teal-700"
                  aria-hidden="true"
                />
                <p className="text-xs text-gray-500">{when(h.created_at)}</p>
                <p className="font-medium">
                  {h.type === "status" ? t(`status.${h.status}`) : t(`history.${h.type}`)}
                </p>
                {h.text && <p className="text-sm text-gray-700">{h.text}</p>}
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}
