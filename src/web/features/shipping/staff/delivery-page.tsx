import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, useDateTime } from "../../../ui/staff-kit.js";
import { StaffRecordPage } from "../../../ui/staff-record-page.js";
import { useToast } from "../../../ui/toast.js";
import { historyLine } from "../../orders/staff/order-history-line.js";
import { deliveryQuery } from "../api/shipping-queries.js";
import { useMeasures } from "./shipping-format.js";

const box = "rounded-lg border border-gray-200 p-4 text-sm";

/** One order's delivery: recipient, packages with size, weight and tracking, handover, history, delivered. */
export function DeliveryPage() {
  const { id = "" } = useParams();
  const t = useT("shipping");
  const to = useT("orders");
  const { api, price } = useShop();
  const when = useDateTime();
  const { kg, cm } = useMeasures();
  const toast = useToast();
  const qc = useQueryClient();
  const q = deliveryQuery(api, id);
  const query = useQuery(q);
  const deliver = useMutation({
    mutationFn: () => api.post("shipping:delivery-delivered", {}, { id }),
    onSuccess: (d) => {
      qc.setQueryData(q.queryKey, d);
      void qc.invalidateQueries({ queryKey: ["shipping:deliveries"] });
      toast.success(t("deliveries.delivered"));
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  return (
    <StaffRecordPage
      back="/staff/shipping/deliveries/"
      backText={t("deliveries.title")}
      query={query}
      notFound={t("deliveries.notFound")}
      className="space-y-4"
    >
      {(d) => (
        <>
          <h1 className="text-2xl font-bold">{t("deliveries.detail", { number: d.number })}</h1>
          <div className="grid gap-4 md:grid-cols-3">
            <section className={box} aria-labelledby="state-title">
              <h2 id="state-title" className="mb-2 font-bold">
                {t("deliveries.col.status")}
              </h2>
              <p>
                <strong>{to(`status.${d.status}`)}</strong> · {to(`deliveryStatus.${d.delivery_status}`)}
              </p>
              <p>
                {d.delivery_name}
                {d.carrier && d.carrier !== d.delivery_name ? ` · ${d.carrier}` : ""}
              </p>
              {d.delivery_number && (
                <p>
                  {t("deliveries.col.parcels")}: {d.delivery_number}
                </p>
              )}
              <p>
                {t("deliveries.col.created")}: {when(d.created_at)}
              </p>
              {d.shipped_at && (
                <p>
                  {t("deliveries.col.shipped")}: {when(d.shipped_at)}
                </p>
              )}
              {d.delivered_at && (
                <p>
                  {t("deliveries.col.delivered")}: {when(d.delivered_at)}
                </p>
              )}
              <p className="mt-2">
                <Link to={`/staff/orders/${d.id}/`} className="text-teal-800 underline">
                  {t("deliveries.order")}
                </Link>
              </p>
              {d.can_deliver && (
                <button
                  type="button"
                  className={`${buttonClass} mt-3 w-full sm:w-auto`}
                  disabled={deliver.isPending}
                  aria-busy={deliver.isPending}
                  onClick={() => {
                    if (window.confirm(t("deliveries.deliverConfirm", { number: d.number })))
                      deliver.mutate();
                  }}
                >
                  {t("deliveries.deliver")}
                </button>
              )}
            </section>
            <section className={box} aria-labelledby="recipient-title">
              <h2 id="recipient-title" className="mb-2 font-bold">
                {t("deliveries.recipient")}
              </h2>
              <p>{d.recipient}</p>
              <p>{d.address}</p>
              {d.dispensing_point && (
                <p>
                  {t("deliveries.point")}: {d.dispensing_point}
                </p>
              )}
              <p className="mt-2">
                {d.cod_amount !== null
                  ? `${t("deliveries.cod")}: ${price(d.cod_amount)}`
                  : t("deliveries.paid")}
              </p>
            </section>
            <section className={box} aria-labelledby="handover-title">
              <h2 id="handover-title" className="mb-2 font-bold">
                {t("deliveries.handover")}
              </h2>
              {d.handover ? (
                <>
                  <p>
                    <Link
                      to={`/staff/shipping/handovers/${d.handover.id}/`}
                      className="text-teal-800 underline"
                    >
                      {d.handover.number}
                    </Link>
                  </p>
                  <p>
                    {d.handover.handed_over_at
                      ? t("handovers.handedOverAt", { at: when(d.handover.handed_over_at) })
                      : t("handovers.open")}
                  </p>
                </>
              ) : (
                <p className="text-gray-600">{t("deliveries.noHandover")}</p>
              )}
            </section>
          </div>
          <section aria-labelledby="packages-title">
            <h2 id="packages-title" className="mb-2 text-lg font-bold">
              {t("deliveries.packages")}
            </h2>
            {d.packages.length ? (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {d.packages.map((p, i) => (
                  <li key={p.id} className={box}>
                    <p className="font-semibold">{t("deliveries.package", { n: i + 1 })}</p>
                    <p>
                      {t("handovers.col.size")}: {cm(p)}
                    </p>
                    <p>
                      {t("handovers.col.weight")}: {kg(p.weight_g)}
                    </p>
                    {p.parcel_number && (
                      <p>
                        {t("handovers.col.parcel")}:{" "}
                        {p.tracking_url ? (
                          <a
                            href={p.tracking_url}
                            className="text-teal-800 underline"
                            rel="noreferrer"
                            target="_blank"
                            aria-label={t("deliveries.track", { parcel: p.parcel_number })}
                          >
                            {p.parcel_number}
                          </a>
                        ) : (
                          p.parcel_number
                        )}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-600">{t("deliveries.noPackages")}</p>
            )}
          </section>
          <section aria-labelledby="history-title">
            <h2 id="history-title" className="mb-2 text-lg font-bold">
              {t("deliveries.history")}
            </h2>
            <ol className="space-y-1 text-sm">
              {d.history.map((h) => (
                <li key={`${h.at}-${h.field}-${h.value}`}>
                  <span className="text-gray-600">{when(h.at)}</span> · {historyLine(h, () => undefined, to)}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </StaffRecordPage>
  );
}
