import type { StaffOrderDetail } from "../../../../contract/service-staff.js";
import { useShop, useT } from "../../../shop-context.js";
import { formatDuration } from "../duration.js";
import { STATUS_TONE } from "./status-tone.js";

/** What staff need to know about the order, with the customer's contact details (decrypted for staff only). */
export function OrderFacts({ d }: { d: StaffOrderDetail }) {
  const t = useT("service");
  const { price } = useShop();
  const rows: [string, string][] = [
    [t("staff.device"), d.device_label],
    ...(d.order_number ? [[t("claim.orderNumber"), d.order_number] as [string, string]] : []),
    ["IMEI", d.imei || "—"],
    [t("order.fault"), d.fault],
    [t("order.name"), d.contact.name],
    [t("order.email"), d.contact.email],
    [t("order.phone"), d.contact.phone],
    [
      t("staff.handover"),
      d.handover === "courier" && d.pickup_address
        ? `${t("order.courier")}: ${d.pickup_address.street}, ${d.pickup_address.postcode} ${d.pickup_address.city}`
        : `${t("order.store")}: ${d.store ? `${d.store.name}, ${d.store.street}` : "—"}`,
    ],
    [t("staff.estimate"), `${price(d.estimated_price)} · ${formatDuration(d.estimated_minutes, t)}`],
    [t("statusPage.agreedPrice"), price(d.agreed_price)],
  ];
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">
          {t(`kind.${d.kind}`)} {d.number}
        </h1>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_TONE[d.status]}`}>
          {t(`status.${d.status}`)}
        </span>
        <a href={d.status_url} target="_blank" rel="noreferrer" className="text-sm text-teal-800 underline">
          {t("staff.publicPage")}
        </a>
      </div>
      <dl className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="grid gap-1 p-2 sm:grid-cols-[10rem_1fr]">
            <dt className="text-gray-600">{k}</dt>
            <dd className="font-medium whitespace-pre-line">{v}</dd>
          </div>
        ))}
      </dl>
      {d.items.length > 0 && (
        <>
          <h2 className="mt-5 mb-2 font-semibold">{t("statusPage.items")}</h2>
          <ul className="rounded-lg border border-gray-200 text-sm">
            {d.items.map((i) => (
              <li
                key={i.code + i.name}
                className="flex justify-between border-t border-gray-100 p-2 first:border-t-0"
              >
                <span>{i.name}</span>
                <span>{price(i.price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="mt-5 mb-2 font-semibold">{t("statusPage.parts")}</h2>
      {d.parts.length ? (
        <table className="w-full rounded-lg border border-gray-200 text-left text-sm">
          <tbody>
            {d.parts.map((p) => (
              <tr key={p.id} className="border-t border-gray-100">
                <td className="p-2">{p.name}</td>
                <td className="p-2 font-mono text-xs">{p.code}</td>
                <td className="p-2 text-right">{p.quantity} ×</td>
                <td className="p-2 text-right">{price(p.unit_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-gray-600">{t("staff.noParts")}</p>
      )}
    </div>
  );
}
