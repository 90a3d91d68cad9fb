import type { StaffOrderDetail } from "../../../../contract/service-staff.js";
import { useShop, useT } from "../../../shop-context.js";
import { useDateTime } from "../../../ui/staff-kit.js";
import { withKeys } from "../log-keys.js";

/** Every event, internal notes included, with who did it; and the price proposals with their answers. */
export function OrderHistory({ d }: { d: StaffOrderDetail }) {
  const t = useT("service");
  const { price } = useShop();
  const when = useDateTime();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="staff-history">
        <h2 id="staff-history" className="mb-2 font-semibold">
          {t("statusPage.history")}
        </h2>
        <ol className="space-y-2 text-sm">
          {withKeys(d.history)
            .reverse()
            .map(({ item: h, key }) => (
              <li
                key={key}
                className={`rounded-md border p-2 ${h.is_public ? "border-gray-200" : "border-amber-200 bg-amber-50"}`}
              >
                <p className="text-xs text-gray-500">
                  {when(h.created_at)} · {h.actor ?? t("staff.customerOrSystem")}{" "}
                  {h.is_public ? "" : `· ${t("staff.internal")}`}
                </p>
                <p className="font-medium">
                  {h.type === "status" ? t(`status.${h.status}`) : t(`history.${h.type}`)}
                </p>
                {h.text && <p className="whitespace-pre-line text-gray-700">{h.text}</p>}
              </li>
            ))}
        </ol>
      </section>
      <section aria-labelledby="staff-prices">
        <h2 id="staff-prices" className="mb-2 font-semibold">
          {t("staff.priceChanges")}
        </h2>
        {d.price_changes.length ? (
          <ul className="space-y-2 text-sm">
            {d.price_changes.map((p) => (
              <li key={p.id} className="rounded-md border border-gray-200 p-2">
                <p>
                  {price(p.previous_price)} → <strong>{price(p.new_price)}</strong> ·{" "}
                  {t(`staff.priceStatus.${p.status}`)}
                </p>
                <p className="text-gray-700">{p.reason}</p>
                <p className="text-xs text-gray-500">{when(p.created_at)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{t("staff.noPriceChanges")}</p>
        )}
      </section>
    </div>
  );
}
