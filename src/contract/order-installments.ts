import { z } from "./z.js";

/** Spec §4: a loan moves new → approved → sent (finalised at the lender), or ends rejected/cancelled. */
export const INSTALLMENT_STATUSES = ["new", "approved", "rejected", "sent", "cancelled"] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const installmentListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(INSTALLMENT_STATUSES).optional(),
  company: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
});

export const installmentRow = z.object({
  order_id: z.number(),
  number: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  company: z.string(),
  company_name: z.string(),
  months: z.number(),
  amount: z.number(),
  monthly: z.number().nullable(),
  down_payment: z.number().nullable(),
  arrange: z.string(),
  currency: z.string(),
  order_status: z.string(),
  status: z.enum(INSTALLMENT_STATUSES),
  application_id: z.string().nullable(),
  lender_state: z.string().nullable(),
  lender_reference: z.string().nullable(),
  sent_at: z.string().nullable(),
  allowed_statuses: z.array(z.enum(INSTALLMENT_STATUSES)),
});

export const installmentListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(installmentRow),
});

export const installmentStatusBody = z.object({
  status: z.enum(INSTALLMENT_STATUSES),
  /** The lender's application number when staff arranged the loan on the store's terminal. */
  application_id: z.string().trim().min(1).max(60).optional(),
});
