import type { ReactNode } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MyOrderDetail } from "../../../contract/account-orders.js";
import { formatDisplayDateTime, formatDisplayDay } from "../../../domain/display-dates.js";
import { ApiError } from "../../api/api-client.js";
import { getApi, getMarketOf } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { requireUser } from "../account/require-user.js";
import { myOrderQuery } from "./api/account-orders-queries.js";
import { ORDERS_PATH, statusTone } from "./orders-page.js";

export async function orderDetailLoader({
  context,
  request,
  params,
}: LoaderFunctionArgs): Promise<MyOrderDetail> {
  const api = getApi(context);
  await requireUser(api, request, getMarketOf(context).slugs.login);
  try {
    return await myOrderQuery(api, params.number ?? "").load();
  } catch (err) {
    // Another customer's order, or none: the 404 page, the same for both.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}

export const orderDetailHandle: RouteHandle<MyOrderDetail> = {
  meta: ({ t, data: o }) => ({
    title: t("account:orders.detailTitle", { number: o?.number ?? "" }),
    robots: "noindex",
  }),
};

const GOODS = new Set(["product", "gift"]);

/** One of the customer's orders (issue 16): items and services, delivery, payment, history, documents, withdrawal. */
export function OrderDetailPage() {
  const o = useLoaderData() as MyOrderDetail;
  const t = useT("account");
  const { market, price } = useShop();
  const roots = o.items.filter((i) => i.parent_id === null || !o.items.some((p) => p.id === i.parent_id));
  const childrenOf = (id: number) => o.items.filter((i) => i.parent_id === id);
  return (
    <article aria-labelledby="order-title" className="space-y-5">
      <div>
        <Link to={ORDERS_PATH} className="text-sm text-teal-800 hover:underline">
          ← {t("orders.back")}
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="order-title" className="text-xl font-semibold">
              {t("orders.detailTitle", { number: o.number })}
            </h2>
            <p className="text-sm text-gray-600">
              {t("orders.placed", { date: formatDisplayDateTime(o.created_at, market) })}
            </p>
          </div>
          <span
            data-testid="order-status"
            className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone(o.status)}`}
          >
            {o.status_label}
          </span>
        </div>
      </div>

      <Box title={t("orders.goods")}>
        <ul className="divide-y divide-gray-100">
          {roots.map((i) => (
            <li key={i.id} className="py-2">
              <Line name={i.name} quantity={i.quantity} unit={i.unit_price} total={i.final_price} />
              {childrenOf(i.id).length > 0 && (
                <ul className="mt-1 space-y-1 border-l-2 border-gray-100 pl-3 text-sm text-gray-700">
                  {childrenOf(i.id).map((c) => (
                    <li key={c.id}>
                      <Line
                        name={GOODS.has(c.kind) ? c.name : `${t("orders.service")}: ${c.name}`}
                        quantity={c.quantity}
                        unit={c.unit_price}
                        total={c.final_price}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
          <Sum label={t("orders.itemsTotal")} value={price(o.items_total)} />
          {o.discount_total > 0 && <Sum label={t("orders.discount")} value={`−${price(o.discount_total)}`} />}
          <Sum label={t("orders.deliveryPrice")} value={price(o.delivery_price)} />
          {o.payment_fee > 0 && <Sum label={t("orders.paymentFee")} value={price(o.payment_fee)} />}
          <div className="flex justify-between gap-3 pt-1 text-base font-bold">
            <dt>{t("orders.total")}</dt>
            <dd>{price(o.total)}</dd>
          </div>
        </dl>
      </Box>

      <div className="grid gap-5 md:grid-cols-2">
        <Box title={t("orders.delivery")}>
          <dl className="space-y-2 text-sm">
            <Field label={t("orders.method")}>{o.delivery.name}</Field>
            {o.delivery.store && o.delivery.store !== o.delivery.name && (
              <Field label={t("orders.store")}>{o.delivery.store}</Field>
            )}
            {o.delivery.address && (
              <Field label={t("orders.address")}>
                <Address a={o.delivery.address} />
              </Field>
            )}
            <Field label={t("orders.deliveryState")}>
              {o.delivery.state_label}
              {o.delivery.delivered_at && (
                <span className="block text-gray-600">
                  {t("orders.deliveredAt", { date: formatDisplayDateTime(o.delivery.delivered_at, market) })}
                </span>
              )}
            </Field>
            {o.delivery.tracking_number && (
              <Field label={t("orders.tracking")}>
                <span className="font-mono">{o.delivery.tracking_number}</span>
              </Field>
            )}
          </dl>
        </Box>
        <Box title={t("orders.payment")}>
          <dl className="space-y-2 text-sm">
            <Field label={t("orders.method")}>{o.payment.label}</Field>
            <Field label={t("orders.paymentState")}>
              {o.payment.state_label}
              {o.payment.paid_at && (
                <span className="block text-gray-600">
                  {t("orders.paidAt", { date: formatDisplayDay(o.payment.paid_at, market) })}
                </span>
              )}
            </Field>
            <Field label={t("orders.billing")}>
              <Address a={o.billing} />
            </Field>
          </dl>
        </Box>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <Documents order={o} />
        <Withdrawal order={o} />
      </div>

      <Box title={t("orders.history")}>
        <ol className="space-y-2 border-l-2 border-teal-600 pl-4 text-sm">
          {o.history.map((h) => (
            <li key={`${h.at}-${h.label}`}>
              <span className="font-semibold">{h.label}</span>{" "}
              <span className="text-gray-500">{formatDisplayDateTime(h.at, market)}</span>
            </li>
          ))}
        </ol>
      </Box>
    </article>
  );
}

function Documents({ order: o }: { order: MyOrderDetail }) {
  const t = useT("account");
  const { api, market } = useShop();
  const d = o.documents;
  const link = "inline-flex items-center gap-2 text-teal-800 underline hover:text-teal-900";
  return (
    <Box title={t("orders.documents")}>
      {!d.invoice_number ? (
        <p className="text-sm text-gray-600">{t("orders.noDocuments")}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          <li>
            <a href={api.url("orders:invoice-pdf", { number: o.number })} download className={link}>
              {t("orders.invoicePdf", { number: d.invoice_number })}
            </a>
          </li>
          <li>
            {market.code === "ro" ? (
              <a href={api.url("einvoice:invoice-ubl", { number: o.number })} download className={link}>
                {t("orders.efactura", { number: d.invoice_number })}
              </a>
            ) : (
              <a href={api.url("orders:invoice-isdoc", { number: o.number })} download className={link}>
                {t("orders.isdoc", { number: d.invoice_number })}
              </a>
            )}
          </li>
          {d.credit_notes.map((n) => (
            <li key={n.number}>
              <a
                href={api.url("orders:credit-note-pdf", { number: o.number, credit: n.number })}
                download
                className={link}
              >
                {t("orders.creditNotePdf", { number: n.number })}
              </a>
              {market.code !== "ro" && (
                <a
                  href={api.url("orders:credit-note-isdoc", { number: o.number, credit: n.number })}
                  download
                  className={`${link} ml-3`}
                >
                  ISDOC
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

function Withdrawal({ order: o }: { order: MyOrderDetail }) {
  const t = useT("account");
  const { market } = useShop();
  const w = o.withdrawal;
  const date = w.deadline ? formatDisplayDay(w.deadline, market) : "";
  const text =
    w.state === "open"
      ? t("orders.withdrawOpen", { date })
      : w.state === "not_delivered"
        ? t("orders.withdrawNotDelivered")
        : w.state === "passed"
          ? t("orders.withdrawPassed", { date })
          : t("orders.withdrawClosed");
  return (
    <Box title={t("orders.withdrawal")}>
      <p className="text-sm text-gray-700">{text}</p>
      {(w.state === "open" || w.state === "not_delivered") && (
        <Link
          to={`/${market.checkoutSlugs.withdrawal}/?order=${encodeURIComponent(o.number)}`}
          className="mt-3 inline-block rounded-md border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {t("orders.withdrawLink")}
        </Link>
      )}
    </Box>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="mb-3 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Line({
  name,
  quantity,
  unit,
  total,
}: {
  name: string;
  quantity: number;
  unit: number;
  total: number;
}) {
  const { price } = useShop();
  return (
    <div className="flex justify-between gap-3">
      <span className="min-w-0">
        {name}
        {quantity > 1 && (
          <span className="block text-xs text-gray-500">
            {quantity} × {price(unit)}
          </span>
        )}
      </span>
      <span className="whitespace-nowrap">{price(total)}</span>
    </div>
  );
}

function Sum({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-gray-600">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-gray-500">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Address({ a }: { a: NonNullable<MyOrderDetail["delivery"]["address"]> }) {
  return (
    <span className="block">
      {a.name}
      {a.company && <span className="block">{a.company}</span>}
      <span className="block">{a.street}</span>
      <span className="block">
        {a.postcode} {a.city}
      </span>
    </span>
  );
}
