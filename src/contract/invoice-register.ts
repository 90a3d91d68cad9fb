import { z } from "./z.js";

/** A calendar month, `YYYY-MM` (the register's period). */
export const invoiceRegisterQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "validation.invalid"),
});

export const invoiceRegisterRow = z.object({
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string(),
  issue_date: z.string(),
  order_id: z.number(),
  credit_note_id: z.number().nullable(),
  order_number: z.string(),
  customer: z.string(),
  /** VAT-inclusive, minor units; a credit note's is negative. */
  total: z.number(),
  currency: z.string(),
});

export const invoiceRegisterResponse = z.object({
  month: z.string(),
  results: z.array(invoiceRegisterRow),
  invoiced: z.number(),
  credited: z.number(),
  net: z.number(),
});
