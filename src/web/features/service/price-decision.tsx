import { useState } from "react";
import type { OrderStatus } from "../../../contract/service.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";

/** The customer's answer to a new price proposed by the technician; the repair waits for it. */
export function PriceDecision({
  order,
  onDecided,
}: {
  order: OrderStatus;
  onDecided: (o: OrderStatus) => void;
}) {
  const t = useT("service");
  const { api, price } = useShop();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = order.pending_price_change!;
  const decide = async (decision: "accept" | "reject") => {
    setBusy(true);
    setError(null);
    try {
      onDecided(
        await api.post("service:price-decision", { decision }, { public_id: order.public_id, id: change.id }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="service-price-change"
      className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5"
    >
      <h2 id="service-price-change" className="text-lg font-semibold text-amber-950">
        {t("statusPage.priceTitle")}
      </h2>
      <p className="mt-2 text-amber-950">{change.reason}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
        <dt>{t("statusPage.previousPrice")}</dt>
        <dd className="text-right line-through">{price(change.previous_price)}</dd>
        <dt className="font-semibold">{t("statusPage.newPrice")}</dt>
        <dd className="text-right text-lg font-bold">{price(change.new_price)}</dd>
      </dl>
      {error && (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => decide("accept")}
          className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
        >
          {t("statusPage.accept")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => decide("reject")}
          className="rounded-md border border-gray-400 bg-white px-5 py-2.5 font-semibold hover:bg-gray-50 disabled:opacity-60"
        >
          {t("statusPage.reject")}
        </button>
      </div>
    </section>
  );
}
