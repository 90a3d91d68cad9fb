import { orderItem } from "./orders.js";
import { z } from "./z.js";

/** The account's order list (issue 16): newest first, ten a page. */
export const myOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

export const myOrderRow = z.object({
  number: z.string(),
  created_at: z.string(),
  status: z.string(),
  /** The status in words, as the order status page says it. */
  status_label: z.string(),
  total: z.number(),
  currency: z.string(),
  /** Pieces of goods (devices, accessories, gifts), services not counted. */
  item_count: z.number(),
});
export type MyOrderRow = z.infer<typeof myOrderRow>;

export const myOrdersResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(myOrderRow),
});

export const myOrderParams = z.object({ number: z.string().trim().min(1).max(20) });

const address = z.object({
  name: z.string(),
  company: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
});

export const myOrderDetail = myOrderRow.extend({
  items: z.array(orderItem),
  items_total: z.number(),
  discount_total: z.number(),
  delivery_price: z.number(),
  payment_fee: z.number(),
  delivery: z.object({
    code: z.string(),
    /** The method and carrier as the checkout named it. */
    name: z.string(),
    store: z.string().nullable(),
    address: address.nullable(),
    /** The carrier's consignment number, once shipped. */
    tracking_number: z.string().nullable(),
    state: z.string(),
    state_label: z.string(),
    delivered_at: z.string().nullable(),
  }),
  billing: address,
  payment: z.object({
    type: z.string(),
    label: z.string(),
    state: z.string(),
    state_label: z.string(),
    paid_at: z.string().nullable(),
  }),
  history: z.array(z.object({ label: z.string(), at: z.string() })),
  documents: z.object({
    invoice_number: z.string().nullable(),
    /** The market's e-document: ISDOC in Czechia, RO e-Factura UBL in Romania. */
    e_format: z.enum(["isdoc", "efactura"]),
    credit_notes: z.array(z.object({ number: z.string(), issued_at: z.string(), total: z.number() })),
  }),
  withdrawal: z.object({
    /** open: within 14 days of delivery; not_delivered: the period has not started; passed; closed (cancelled or returned). */
    state: z.enum(["open", "not_delivered", "passed", "closed"]),
    deadline: z.string().nullable(),
  }),
});
export type MyOrderDetail = z.infer<typeof myOrderDetail>;

/** The account's bought products (issue 16): goods of delivered or collected orders with their warranty. */
export const myProductsResponse = z.object({
  results: z.array(
    z.object({
      order_number: z.string(),
      item_id: z.number(),
      name: z.string(),
      code: z.string(),
      quantity: z.number(),
      /** The day the customer took it over (delivered or collected), in the shop's zone. */
      bought_on: z.string(),
      /** The last day of the warranty in the shop's zone: 24 months, plus any extended warranty bought with it. */
      warranty_until: z.string(),
      extended_months: z.number(),
      under_warranty: z.boolean(),
    }),
  ),
});
export type MyProduct = z.infer<typeof myProductsResponse>["results"][number];

/** A customer's document download: the status link's key, or the logged-in owner without one. */
export const orderDocumentQuery = z.object({ key: z.string().trim().min(10).max(60).optional() });
export const creditNoteParams = z.object({
  number: z.string().trim().min(1).max(20),
  credit: z.string().trim().min(1).max(30),
});
