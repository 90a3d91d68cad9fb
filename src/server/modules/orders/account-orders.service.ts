import type { MyOrderDetail } from "../../../contract/account-orders.js";
import { zonedIsoDate } from "../../../domain/display-dates.js";
import { underWarranty, warrantyEndDate } from "../../../domain/warranty.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { boughtGoods, creditNotesOfOrder, userOrder, userOrdersPage } from "./account-orders.queries.js";
import { historyOf, itemsOf, type OrderRow, storeNameOf } from "./orders.queries.js";
import { canWithdraw, customerHistory, mapItem, withdrawalDeadline } from "./orders.service.js";

// The customer account's orders (issue 16): only the logged-in user's own; another's number is a 404.

const statusLabel = (t: TFunction, status: string) => t(`orders:status.${status}`);

export async function myOrders(
  ctx: AppContext,
  userId: number,
  q: { page: number; page_size: number },
  t: TFunction,
) {
  const { rows, n } = await userOrdersPage(ctx.db, userId, q.page, q.page_size);
  return {
    count: n,
    page: q.page,
    page_size: q.page_size,
    results: rows.map((r) => ({
      number: r.number,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      status_label: statusLabel(t, r.status),
      total: r.total,
      currency: r.currency,
      item_count: r.itemCount,
    })),
  };
}

type Address = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : "");
const parse = (s: string | null): Address | null => (s ? (JSON.parse(s) as Address) : null);
const addressOf = (a: Address) => ({
  name: `${str(a.first_name)} ${str(a.last_name)}`.trim(),
  company: str(a.company),
  street: str(a.address),
  city: str(a.city),
  postcode: str(a.postcode),
});

/** Home and courier deliveries go to an address; a store or a pickup point has none of the customer's. */
const toAddress = (code: string) => !/store|pickup|point|box/i.test(code);

function withdrawalOf(o: OrderRow, now = new Date()): MyOrderDetail["withdrawal"] {
  const deadline = withdrawalDeadline(o);
  const state =
    o.status === "cancelled" || o.status === "returned"
      ? "closed"
      : !deadline
        ? "not_delivered"
        : canWithdraw(o, now)
          ? "open"
          : "passed";
  return { state, deadline: deadline?.toISOString() ?? null };
}

export async function myOrderDetail(
  ctx: AppContext,
  userId: number,
  number: string,
  t: TFunction,
): Promise<MyOrderDetail> {
  const o = await userOrder(ctx.db, userId, number.toUpperCase());
  if (!o) throw notFound("orders:notFound");
  const [items, history, storeName, notes] = await Promise.all([
    itemsOf(ctx.db, o.id),
    historyOf(ctx.db, o.id),
    o.storeId ? storeNameOf(ctx.db, o.storeId) : null,
    creditNotesOfOrder(ctx.db, o.id),
  ]);
  const billing = parse(o.billing) ?? {};
  const delivery = parse(o.deliveryAddress) ?? (toAddress(o.deliveryCode) && !o.storeId ? billing : null);
  return {
    number: o.number,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    status_label: statusLabel(t, o.status),
    total: o.total,
    currency: o.currency,
    item_count: items
      .filter((i) => i.kind === "product" || i.kind === "gift")
      .reduce((s, i) => s + i.quantity, 0),
    items: items.map(mapItem),
    items_total: o.itemsTotal,
    discount_total: o.discountTotal,
    delivery_price: o.deliveryPrice,
    payment_fee: o.paymentFee,
    delivery: {
      code: o.deliveryCode,
      name: o.deliveryName,
      store: storeName,
      address: delivery ? addressOf(delivery) : null,
      tracking_number: o.deliveryNumber,
      state: o.deliveryStatus,
      state_label: t(`orders:deliveryStatus.${o.deliveryStatus}`),
      delivered_at: o.deliveredAt?.toISOString() ?? null,
    },
    billing: addressOf(billing),
    payment: {
      type: o.paymentType,
      label: t(`checkout:payment.${o.paymentType}.name`),
      state: o.paymentStatus,
      state_label: t(`orders:paymentStatus.${o.paymentStatus}`),
      paid_at: o.paidAt?.toISOString() ?? null,
    },
    // Picking is the warehouse's own business, not a step the customer follows (as the status page).
    history: customerHistory(history).map((h) => ({
      label: t(
        `orders:${h.field === "status" ? "status" : h.field === "payment_status" ? "paymentStatus" : "event"}.${h.value}`,
      ),
      at: h.createdAt.toISOString(),
    })),
    documents: {
      invoice_number: o.invoiceStatus === "created" ? o.invoiceNumber : null,
      e_format: ctx.market.code === "ro" ? "efactura" : "isdoc",
      credit_notes: notes.map((n) => ({
        number: n.number,
        issued_at: n.issuedAt.toISOString(),
        total: n.total,
      })),
    },
    withdrawal: withdrawalOf(o),
  };
}

/** Every product bought (delivered or collected) with the last day of its warranty. */
export async function myProducts(ctx: AppContext, userId: number) {
  const zone = ctx.market.timeZone;
  const today = zonedIsoDate(new Date(), zone);
  const rows = await boughtGoods(ctx.db, userId);
  return {
    results: rows.map((r) => {
      const boughtOn = zonedIsoDate(r.takenOver, zone);
      const until = warrantyEndDate(boughtOn, r.extendedMonths);
      return {
        order_number: r.orderNumber,
        item_id: r.itemId,
        name: r.name,
        code: r.code,
        quantity: r.quantity,
        bought_on: boughtOn,
        warranty_until: until,
        extended_months: r.extendedMonths,
        under_warranty: underWarranty(until, today),
      };
    }),
  };
}
