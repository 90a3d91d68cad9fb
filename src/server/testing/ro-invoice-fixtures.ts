import { getMarket } from "../../domain/market.js";
import { getT } from "../../i18n/i18n.js";
import {
  buildCreditNote,
  buildInvoice,
  type OrderItemLike,
  type TaxDocument,
} from "../modules/orders/invoice-document.js";
import type { OrderRow } from "../modules/orders/orders.queries.js";

/** A Romanian order row for document tests (a consumer in Bucharest, sector 1, paid by card). */
export function roOrder(over: Partial<OrderRow> = {}, billing: Record<string, unknown> = {}): OrderRow {
  return {
    id: 7,
    number: "26000077",
    token: "t",
    accessKey: "k".repeat(22),
    userId: null,
    cartId: null,
    language: "ro",
    status: "confirmed",
    paymentStatus: "paid",
    paidAt: new Date("2026-03-04T10:05:00Z"),
    paymentType: "card",
    paymentCompany: null,
    deliveryCode: "fan",
    deliveryName: "FAN Courier",
    storeId: null,
    dispensingPointId: null,
    timeslot: null,
    shipFromStoreId: null,
    deliveryNumber: null,
    deliveryStatus: "waiting",
    deliveredAt: null,
    email: "stefan@example.ro",
    emailLookup: "x",
    billing: JSON.stringify({
      first_name: "Ștefan",
      last_name: "Țăranu",
      address: "Strada Mihai Eminescu 5",
      city: "București",
      postcode: "010011",
      phone: "+40712034567",
      ...billing,
    }),
    deliveryAddress: null,
    info: "{}",
    currency: "RON",
    itemsTotal: 427_900,
    discountTotal: 0,
    deliveryPrice: 1_999,
    paymentFee: 0,
    total: 409_899,
    vatTotal: 0,
    installment: null,
    discounts: [{ id: 0, name: "buyback:q1", code: null, amount: 20_000 }],
    invoiceStatus: "created",
    invoiceNumber: "F26000077",
    invoiceIssuedAt: new Date("2026-03-05T09:00:00Z"),
    invoiceSentAt: null,
    createdAt: new Date("2026-03-04T10:00:00Z"),
    updatedAt: new Date("2026-03-04T10:00:00Z"),
    ...over,
  };
}

export const roItems: OrderItemLike[] = [
  {
    id: 11,
    kind: "product",
    code: "SAM1",
    name: "Samsung Galaxy A55 – negru",
    quantity: 1,
    unitPrice: 299_900,
    finalPrice: 299_900,
    vatRate: 21,
  },
  {
    id: 12,
    kind: "accessory",
    code: "CARTE",
    name: "Ghid (carte)",
    quantity: 3,
    unitPrice: 42_667,
    finalPrice: 128_000,
    vatRate: 11,
  },
];

export function roInvoiceDoc(
  over: Partial<OrderRow> = {},
  billing: Record<string, unknown> = {},
): TaxDocument {
  return buildInvoice({
    order: roOrder(over, billing),
    items: roItems,
    market: getMarket("ro"),
    t: getT("ro"),
    issuedAt: new Date("2026-03-05T09:00:00Z"),
  });
}

export function roCreditNoteDoc(invoice = roInvoiceDoc()): TaxDocument {
  return buildCreditNote({
    invoice,
    number: "D2600007701",
    issuedAt: new Date("2026-03-20T10:00:00Z"),
    reason: "Retur <produs> & ambalaj",
    lines: invoice.lines.slice(0, 2).map((l, i) => (i === 1 ? { ...l, quantity: 1, total: 42_667 } : l)),
    market: getMarket("ro"),
  });
}
