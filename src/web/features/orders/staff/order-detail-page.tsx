import { useQuery } from "@tanstack/react-query";
import { Link, useOutletContext, useParams } from "react-router";
import type { Me } from "../../../../contract/accounts.js";
import { useShop, useT } from "../../../shop-context.js";
import { useDate, useDateTime } from "../../../ui/staff-kit.js";
import { BackLink, StaffRecordPage } from "../../../ui/staff-record-page.js";
import { EntityTasks } from "../../team/entity-tasks.js";
import { staffOrderQuery } from "../api/orders-staff-queries.js";
import { CreditNotes } from "./credit-notes.js";
import { useOrderAction } from "./order-action.js";
import { OrderCustomMail } from "./order-custom-mail.js";
import { customMailOf, historyLine } from "./order-history-line.js";
import { OrderItems } from "./order-items.js";
import { OrderSkipWarehouse } from "./order-skip-warehouse.js";
import { OrderStatusActions } from "./order-status-actions.js";

/** A text field of an address or the order's info (stored as the customer's form sent it). */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Spec §3 Order staff view: status, payment, delivery, customer, addresses, items; the staff
 * actions (change status, invoice, credit notes, custom e-mail, skip warehouse, products added or
 * removed) with what the state machine allows (docs/order-states.md).
 */
export function OrderDetailPage() {
  const { id } = useParams();
  const user = useOutletContext<NonNullable<Me["user"]>>();
  const supervisor = user.role === "admin" || user.permissions.includes("supervisor");
  const t = useT("orders");
  const tc = useT("checkout");
  const te = useT("einvoice");
  const { api, price, market } = useShop();
  const when = useDateTime();
  const day = useDate();
  const order = staffOrderQuery(api, id ?? "");
  const params = { id: id ?? "" };
  const query = useQuery(order);
  const act = useOrderAction(order.queryKey);
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
  const confirmThen = (message: string, run: () => void) => {
    if (window.confirm(message)) run();
  };
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
            <strong>{t(`status.${o.status}`, { defaultValue: o.status })}</strong> · {when(o.created_at)}
            {o.overdue && (
              <span
                title={t("staff.overdueTitle")}
                className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
              >
                {t("staff.overdue")}
              </span>
            )}
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
          <OrderStatusActions o={o} act={act} supervisor={supervisor} />
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
                  act.mutate({ run: () => api.post("orders:staff-invoice", { action: "create" }, params) })
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
                    act.mutate({
                      run: () =>
                        api.post("orders:staff-invoice", { action: "resend", confirm: true }, params),
                    }),
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
      <OrderItems o={o} act={act} queryKey={order.queryKey} />
      <p className="text-right text-lg font-bold">{price(o.total)}</p>
      {o.invoice_status === "created" && <CreditNotes orderId={o.id} supervisor={supervisor} />}
      <div className="grid gap-4 md:grid-cols-2">
        <OrderCustomMail o={o} queryKey={order.queryKey} />
        <OrderSkipWarehouse o={o} act={act} />
      </div>
      <EntityTasks type="order" number={o.number} />
      <section className="text-sm">
        <h2 className="mb-1 font-bold">{t("staff.history")}</h2>
        <ol className="space-y-1">
          {o.history.map((h) => {
            const mail = customMailOf(h);
            return (
              <li key={`${h.at}-${h.field}-${h.value}`}>
                {when(h.at)} · {historyLine(h, (itemId) => o.items.find((i) => i.id === itemId)?.name, t)}
                {mail?.message && (
                  <p className="mt-1 ml-4 border-l-2 border-gray-200 pl-2 whitespace-pre-line text-gray-700">
                    {mail.message}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
