import { ORDER_STATUSES } from "../domain/order-states.js";
import { z } from "./z.js";

export const orderStatusParams = z.object({ number: z.string().trim().min(1).max(20) });
export const orderKeyQuery = z.object({ key: z.string().trim().min(10).max(60) });

/** An order's line as the customer sees it (the status page, the account's order detail). */
export const orderItem = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  kind: z.string(),
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  final_price: z.number(),
  picking_status: z.string(),
  /** The action package the line was sold in (issue 20), by its name then; absent otherwise. */
  action_package: z.string().optional(),
});

export const publicOrderResponse = z.object({
  number: z.string(),
  created_at: z.string(),
  status: z.string(),
  status_label: z.string(),
  payment_status: z.string(),
  payment_type: z.string(),
  delivery_code: z.string(),
  delivery_name: z.string(),
  store: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  delivery_price: z.number(),
  payment_fee: z.number(),
  discount_total: z.number(),
  items: z.array(orderItem),
  history: z.array(z.object({ field: z.string(), value: z.string(), label: z.string(), at: z.string() })),
  can_pay: z.boolean(),
  can_withdraw: z.boolean(),
  withdrawal_deadline: z.string().nullable(),
  bank_transfer: z.object({ account: z.string(), variable_symbol: z.string() }).nullable(),
  /** Set once the invoice is issued: the page offers its PDF. */
  invoice_number: z.string().nullable(),
});

export const withdrawalBody = z.object({
  order_number: z.string().trim().min(1).max(20),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  item_ids: z.array(z.number().int().positive()).max(100).optional().default([]),
  reason: z.string().trim().max(1000).optional().default(""),
  bank_account: z.string().trim().max(50).optional().default(""),
});
export const withdrawalResponse = z.object({ return_request_id: z.number(), message: z.string() });

// Staff
export const staffOrderListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  status: z.string().trim().max(30).optional(),
  search: z.string().trim().max(100).optional(),
  /** Only orders still new or confirmed 30 minutes after they were placed (domain/order-states.ts). */
  overdue: z.enum(["true"]).optional(),
  ordering: z
    .enum(["created_at", "-created_at", "total", "-total", "number", "-number"])
    .default("-created_at"),
});
export const staffOrderRow = z.object({
  id: z.number(),
  number: z.string(),
  created_at: z.string(),
  status: z.string(),
  payment_status: z.string(),
  paid_at: z.string().nullable(),
  payment_type: z.string(),
  delivery_name: z.string(),
  delivery_number: z.string().nullable(),
  delivery_status: z.string(),
  customer_name: z.string(),
  company: z.string(),
  email: z.string(),
  total: z.number(),
  currency: z.string(),
  invoice_status: z.string(),
  /** Spec's older-than-30-minutes flag: still new or confirmed 30 minutes after it was placed. */
  overdue: z.boolean(),
  /** Skip warehouse: the store the goods leave from instead of the warehouse. */
  ship_from_store: z.string().nullable(),
});
export const staffOrderListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(staffOrderRow),
});

export const staffOrderDetailResponse = staffOrderRow.extend({
  billing: z.record(z.string(), z.unknown()),
  delivery_address: z.record(z.string(), z.unknown()).nullable(),
  info: z.record(z.string(), z.unknown()),
  store: z.string().nullable(),
  dispensing_point: z.string().nullable(),
  timeslot: z.string().nullable(),
  items: z.array(orderItem),
  history: z.array(
    z.object({ field: z.string(), value: z.string(), actor_id: z.number().nullable(), at: z.string() }),
  ),
  discounts: z.array(
    z.object({ id: z.number(), name: z.string(), code: z.string().nullable(), amount: z.number() }),
  ),
  items_total: z.number(),
  discount_total: z.number(),
  delivery_price: z.number(),
  payment_fee: z.number(),
  vat_total: z.number(),
  installment: z.record(z.string(), z.unknown()).nullable(),
  invoice_number: z.string().nullable(),
  invoice_sent_at: z.string().nullable(),
  return_requests: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      item_ids: z.array(z.number()),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  allowed_statuses: z.array(z.string()),
  /** The language the customer ordered in: custom e-mails go out in it. */
  language: z.string(),
  ship_from_store_id: z.number().nullable(),
  /** Cancelling needs the supervisor permission (the order is paid). */
  cancel_needs_supervisor: z.boolean(),
  /** Why products cannot be added or removed now, or null when they can. */
  items_refusal: z.string().nullable(),
  /** Why the order cannot skip the warehouse now, or null when it can. */
  skip_warehouse_refusal: z.string().nullable(),
});

export { ORDER_STATUSES };
export const PICKING_STATUSES = ["waiting", "picked", "not_found", "needs_replacement"] as const;

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const statusBody = z.object({
  status: z.enum(ORDER_STATUSES),
  delivery_number: z.string().trim().max(60).optional(),
});
export const cancelBody = z.object({
  confirm: z.literal(true, { message: "orders:confirmRequired" }),
  reason: z.string().trim().max(500).optional().default(""),
});
export const pickingBody = z.object({
  item_id: z.number().int().positive(),
  status: z.enum(PICKING_STATUSES),
  /** Spec §4: a reset back to waiting needs a confirmation. */
  confirm: z.boolean().optional().default(false),
});
/** Spec: custom order e-mail, staff's own words to the customer about the order. */
export const customMailBody = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .regex(/^[^\r\n]*$/, "validation.invalid"),
  message: z.string().trim().min(1).max(5000),
});
export type CustomMailBody = z.infer<typeof customMailBody>;

/** Spec: skip warehouse order, the store the order is sent from. */
export const shipFromStoreBody = z.object({ store_id: z.number().int().min(1).max(2_147_483_647) });
export const shipFromStoresResponse = z.object({
  results: z.array(z.object({ id: z.number(), name: z.string(), city: z.string() })),
});

/** A product added to an order by staff: its code and how many. */
export const addItemBody = z.object({
  code: z.string().trim().min(1).max(60),
  quantity: z.number().int().min(1).max(100),
});
export const orderItemParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  item: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const invoiceBody = z.object({
  action: z.enum(["create", "resend"]),
  confirm: z.boolean().optional().default(false),
});

// Invoices and credit notes (spec §1 "manage invoices and credit notes", §4 invoice states)
const docLine = z.object({
  id: z.string(),
  key: z.string(),
  item_id: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  total: z.number(),
  vat_rate: z.number(),
  base: z.number(),
  vat: z.number(),
});
const vatRecap = z.object({ rate: z.number(), base: z.number(), vat: z.number(), total: z.number() });

export const creditNoteRow = z.object({
  id: z.number(),
  number: z.string(),
  issued_at: z.string(),
  sent_at: z.string().nullable(),
  reason: z.string(),
  total: z.number(),
  lines: z.array(z.object({ key: z.string(), name: z.string(), quantity: z.number(), total: z.number() })),
});

/** The issued invoice as data, with what each line still has to credit. */
export const staffInvoiceResponse = z.object({
  number: z.string(),
  issue_date: z.string(),
  tax_point_date: z.string(),
  due_date: z.string(),
  variable_symbol: z.string(),
  currency: z.string(),
  lines: z.array(docLine.extend({ remaining_quantity: z.number(), remaining_total: z.number() })),
  vat: z.array(vatRecap),
  base: z.number(),
  vat_total: z.number(),
  total: z.number(),
  credit_notes: z.array(creditNoteRow),
});

export const creditNoteBody = z.object({
  reason: z.string().trim().min(1).max(300),
  /** Everything still on the invoice; otherwise the chosen lines. */
  full: z.boolean().optional().default(false),
  lines: z
    .array(
      z.object({ line: z.string().trim().min(1).max(40), quantity: z.number().int().min(1).max(100_000) }),
    )
    .max(200)
    .optional()
    .default([]),
});
export type CreditNoteBody = z.infer<typeof creditNoteBody>;

export const creditNoteListResponse = z.object({ results: z.array(creditNoteRow) });
