import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ORDER_STATUSES, PICKING_STATUSES } from "../../../../contract/orders.js";
import { ApiError, type ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { useDate, useDateTime } from "../../../ui/staff-kit.js";
import { BackLink, StaffRecordPage } from "../../../ui/staff-record-page.js";
import { useToast } from "../../../ui/toast.js";
import { staffOrderQuery } from "../api/orders-staff-queries.js";
import { CreditNotes } from "./credit-notes.js";
import { historyLine } from "./order-history-line.js";

type Detail = ResponseOf<"orders:staff-detail">;

/** A text field of an address or the order's info (stored as the customer's form sent it). */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Statuses in which the goods leave the warehouse: every product and gift must be picked first. */
const LEAVES_WAREHOUSE = new Set(["ready", "shipped"]);

/** Spec §3 Order staff view: status, payment, delivery, customer, addresses, items; the staff actions. */
export function OrderDetailPage() {
  const { id } = useParams();
  const t = useT("orders");
  const tc = useT("checkout");
  const te = useT("einvoice");
  const { api, price, market } = useShop();
  const toast = useToast();
  const when = useDateTime();
  const day = useDate();
  const qc = useQueryClient();
  const [deliveryNumber, setDeliveryNumber] = useState("");
  const order = staffOrderQuery(api, id ?? "");
  const params = { id: id ?? "" };
  const query = useQuery(order);
  /** A staff action: its answer is the updated order, or (picking) a plain ok that reloads it. */
  const act = useMutation({
    mutationFn: (change: () => Promise<Detail | { ok: true }>) => change(),
    onSuccess: (d) => {
      if ("number" in d) qc.setQueryData(order.queryKey, d);
      else void qc.invalidateQueries({ queryKey: order.queryKey });
      toast.success(t("staff.saved"));
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  const o = query.data;
  if (!o)
    return (
      <StaffRecordPage
        back="/staff/orders/"
        backText={t("staff.title")}
        query={query}
        notFound={t("notFound")}
      >
        {() => null}
      </StaffRecordPage>
    );
  const unpicked = o.items.filter(
    (i) => (i.kind === "product" || i.kind === "gift") && i.picking_status !== "picked",
  );
  const confirmThen = (message: string, run: () => void) => {
    if (window.confirm(message)) run();
  };
  // The statuses the server allows next, in its order, as the statuses the status call takes.
  const nextStatuses = o.allowed_statuses.flatMap((s) => ORDER_STATUSES.filter((x) => x === s));
  const addr = (a: Record<string, unknown> | null) =>
    a
      ? [
          text(a.first_name) && `${text(a.first_name)} ${text(a.last_name)}`,
          text(a.company),
          text(a.address),
          `${text(a.postcode)} ${text(a.city)}`,
          text(a.phone),
          text(a.email),
        ].filter(Boolean)
      : [];
  return (
    <div className="space-y-4">
      <p>
        <BackLink to="/staff/orders/">{t("staff.title")}</BackLink>
      </p>
      <h1 className="text-2xl font-bold">
        {t("staff.order")} {o.number}
      </h1>
      <div className="grid gap-4 md:grid-cols-3">
        <section className="rounded-lg border border-gray-200 p-4 text-sm">
          <h2 className="mb-2 font-bold">{t("staff.statusCol")}</h2>
          <p>
            <strong>{t(`status.${o.status}`)}</strong> · {when(o.created_at)}
          </p>
          <p>
            {t(`paymentStatus.${o.payment_status}`)} · {tc(`payment.${o.payment_type}.name`)}
            {o.paid_at ? ` · ${when(o.paid_at)}` : ""}
          </p>
          <p>
            {/* A store pickup's delivery name is the store's name: say it once. */}
            {[o.delivery_name, o.store !== o.delivery_name && o.store, o.dispensing_point, o.timeslot]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {!o.store && (
            <p>
              {t("staff.deliveryNumber")}: {o.delivery_number ?? "–"} ·{" "}
              {t(`deliveryStatus.${o.delivery_status}`)}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {nextStatuses
              .filter((s) => s !== "cancelled")
              .map((s) => (
                <button
                  key={s}
                  type="button"
                  // The server refuses these while an item is unpicked; the reason is said below.
                  disabled={act.isPending || (LEAVES_WAREHOUSE.has(s) && unpicked.length > 0)}
                  onClick={() =>
                    act.mutate(() =>
                      api.post(
                        "orders:staff-status",
                        {
                          status: s,
                          ...(s === "shipped" && deliveryNumber ? { delivery_number: deliveryNumber } : {}),
                        },
                        params,
                      ),
                    )
                  }
                  className="rounded bg-teal-700 px-2 py-1 text-white disabled:opacity-50"
                >
                  → {t(`status.${s}`)}
                </button>
              ))}
            {unpicked.length > 0 && o.allowed_statuses.some((s) => LEAVES_WAREHOUSE.has(s)) && (
              <p className="w-full text-sm text-gray-700">
                {t("staff.pickFirst", { items: unpicked.map((i) => i.name).join(", ") })}
              </p>
            )}
            {o.allowed_statuses.includes("cancelled") && (
              <button
                type="button"
                onClick={() =>
                  confirmThen(
                    [
                      t("staff.cancelConfirm", { number: o.number, status: t(`status.${o.status}`) }),
                      o.payment_status === "paid" ? t("staff.cancelPaidNote") : "",
                    ]
                      .filter(Boolean)
                      .join("\n\n"),
                    () => act.mutate(() => api.post("orders:staff-cancel", { confirm: true }, params)),
                  )
                }
                className="rounded border border-red-600 px-2 py-1 text-red-700"
              >
                {t("staff.cancel")}
              </button>
            )}
          </div>
          {o.allowed_statuses.includes("shipped") && (
            <label className="mt-2 flex flex-col">
              {t("staff.deliveryNumber")}
              <input
                value={deliveryNumber}
                onChange={(e) => setDeliveryNumber(e.target.value)}
                className="rounded border border-gray-300 px-2 py-1"
              />
            </label>
          )}
        </section>
        <section className="rounded-lg border border-gray-200 p-4 text-sm">
          <h2 className="mb-2 font-bold">{t("staff.billing")}</h2>
          {addr(o.billing).map((l) => (
            <p key={l}>{l}</p>
          ))}
          {text(o.billing.tin) && <p>IČO {text(o.billing.tin)}</p>}
          {text(o.billing.vatn) && <p>DIČ {text(o.billing.vatn)}</p>}
          {o.delivery_address && (
            <>
              <h2 className="mt-3 mb-2 font-bold">{t("staff.deliveryAddress")}</h2>
              {addr(o.delivery_address).map((l) => (
                <p key={l}>{l}</p>
              ))}
            </>
          )}
          {text(o.info.note) && <p className="mt-2 italic">{text(o.info.note)}</p>}
        </section>
        <section className="rounded-lg border border-gray-200 p-4 text-sm">
          <h2 className="mb-2 font-bold">{t("staff.invoiceTitle")}</h2>
          <p>
            {t(`invoice.${o.invoice_status}`)} {o.invoice_number ? `· ${o.invoice_number}` : ""}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {o.invoice_status === "not_created" && (
              <button
                type="button"
                onClick={() =>
                  act.mutate(() => api.post("orders:staff-invoice", { action: "create" }, params))
                }
                className="rounded bg-teal-700 px-2 py-1 text-white"
              >
                {t("staff.invoiceCreate")}
              </button>
            )}
            {o.invoice_status === "created" && (
              <>
                <a
                  href={api.url("orders:staff-invoice-pdf", { id: o.id })}
                  className="rounded border border-teal-700 px-2 py-1 text-teal-800"
                >
                  {t("staff.invoicePdf")}
                </a>
                <a
                  href={api.url("orders:staff-invoice-isdoc", { id: o.id })}
                  className="rounded border border-teal-700 px-2 py-1 text-teal-800"
                >
                  {t("staff.invoiceIsdoc")}
                </a>
                {market.code === "ro" && (
                  // A Romanian invoice also goes to ANAF as RO e-Factura (decision 015).
                  <>
                    <a
                      href={api.url("einvoice:staff-invoice-ubl", { id: o.id })}
                      className="rounded border border-teal-700 px-2 py-1 text-teal-800"
                    >
                      {te("orderXml")}
                    </a>
                    <Link to="/staff/efactura/" className="px-2 py-1 text-teal-800 underline">
                      {te("orderScreen")}
                    </Link>
                  </>
                )}
              </>
            )}
            {o.invoice_status === "created" && (
              <button
                type="button"
                onClick={() =>
                  confirmThen(t("staff.resendConfirm"), () =>
                    act.mutate(() =>
                      api.post("orders:staff-invoice", { action: "resend", confirm: true }, params),
                    ),
                  )
                }
                className="rounded border border-teal-700 px-2 py-1 text-teal-800"
              >
                {t("staff.invoiceResend")}
              </button>
            )}
          </div>
          {o.return_requests.length > 0 && (
            <>
              <h2 className="mt-3 mb-1 font-bold">{t("staff.returns")}</h2>
              {o.return_requests.map((r) => (
                <p key={r.id}>
                  #{r.id} · {r.status} · {day(r.created_at)} {r.reason && `· ${r.reason}`}
                </p>
              ))}
            </>
          )}
        </section>
      </div>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              {["code", "product", "quantity", "unitPrice", "finalPrice", "picking"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {t(`staff.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {o.items.map((i) => (
              <tr key={i.id}>
                <td className="px-3 py-2 font-mono text-xs">{i.code}</td>
                <td className={`px-3 py-2 ${i.parent_id ? "pl-8 text-gray-600" : ""}`}>{i.name}</td>
                <td className="px-3 py-2">{i.quantity}</td>
                <td className="px-3 py-2 whitespace-nowrap">{price(i.unit_price)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{price(i.final_price)}</td>
                <td className="px-3 py-2">
                  {i.kind === "product" || i.kind === "gift" ? (
                    <select
                      aria-label={`${t("staff.col.picking")} ${i.name}`}
                      value={i.picking_status}
                      onChange={(e) => {
                        const status = PICKING_STATUSES.find((s) => s === e.target.value);
                        if (!status) return;
                        const run = () =>
                          act.mutate(() =>
                            api.post(
                              "orders:staff-picking",
                              { item_id: i.id, status, confirm: true },
                              params,
                            ),
                          );
                        if (status === "waiting") confirmThen(t("staff.resetConfirm"), run);
                        else run();
                      }}
                      className="rounded border border-gray-300 bg-white px-1 py-0.5"
                    >
                      {PICKING_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`picking.${s}`)}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-right text-lg font-bold">{price(o.total)}</p>
      {o.invoice_status === "created" && <CreditNotes orderId={o.id} />}
      <section className="text-sm">
        <h2 className="mb-1 font-bold">{t("staff.history")}</h2>
        <ol className="space-y-1">
          {o.history.map((h) => (
            <li key={`${h.at}-${h.field}-${h.value}`}>
              {when(h.at)} · {historyLine(h, (itemId) => o.items.find((i) => i.id === itemId)?.name, t)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
