import { isRoCountyCode } from "../../domain/ro-counties.js";
import { isValidCui } from "../../domain/validators/cui.js";
import { orderDocumentQuery } from "../account-orders.js";
import { idParams, paging } from "../common.js";
import { invoiceRegisterQuery, invoiceRegisterRow } from "../invoice-register.js";
import { orderStatusParams } from "../orders.js";
import { z } from "../z.js";
import { type ApiRoutes, unchecked } from "./define.js";

export const einvoiceStates = ["queued", "uploaded", "accepted", "rejected"] as const;

export const einvoiceListQuery = z.object({
  state: z.enum(einvoiceStates).optional(),
  ...paging,
});

const ruleError = z.object({ rule: z.string(), message: z.string(), source: z.enum(["local", "anaf"]) });

export const einvoiceRow = z.object({
  id: z.number(),
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  credit_note_id: z.number().nullable(),
  issue_date: z.string(),
  /** The last day for ANAF: 5 Romanian working days after the issue date. */
  deadline: z.string(),
  /** Not accepted and the deadline has passed (in the shop's zone). */
  overdue: z.boolean(),
  state: z.enum(einvoiceStates),
  upload_index: z.string().nullable(),
  uploads: z.number(),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  errors: z.array(ruleError),
  uploaded_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  has_answer: z.boolean(),
});

export const einvoiceListResponse = z.object({ count: z.number(), results: z.array(einvoiceRow) });

const text = (max: number) => z.string().trim().max(max).optional().default("");

/** Staff's correction of the buyer before a resend; empty fields keep the order's values. */
export const einvoiceCorrection = z.object({
  name: text(200),
  address: text(200),
  city: text(100),
  postcode: text(12).refine((v) => v === "" || /^\d{6}$/.test(v), "einvoice:correction.postcode"),
  county: text(5).refine((v) => v === "" || isRoCountyCode(v), "einvoice:correction.county"),
  company_id: text(14).refine((v) => v === "" || isValidCui(v), "einvoice:correction.cui"),
  vat_id: text(14).refine((v) => v === "" || (/^RO/i.test(v) && isValidCui(v)), "einvoice:correction.vatId"),
});
export type EinvoiceCorrection = z.infer<typeof einvoiceCorrection>;

export const einvoiceDetail = z.object({
  document: einvoiceRow,
  /** The buyer as the order has it (what a correction overrides). */
  buyer: z.object({
    is_company: z.boolean(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.string(),
    county: z.string(),
    company_id: z.string(),
    vat_id: z.string(),
  }),
  correction: einvoiceCorrection.nullable(),
});

export const einvoiceRegisterQuery = invoiceRegisterQuery.extend({
  market: z.enum(["cz", "ro"]).optional(),
  e_state: z.enum([...einvoiceStates, "none"]).optional(),
});

export const einvoiceRegisterResponse = z.object({
  month: z.string(),
  results: z.array(
    invoiceRegisterRow.extend({
      market: z.enum(["cz", "ro"]),
      /** The e-document: ISDOC for Czech documents, RO e-Factura (with its ANAF state) for Romanian ones. */
      e_format: z.enum(["isdoc", "efactura"]),
      e_state: z.enum([...einvoiceStates, "none"]).nullable(),
    }),
  ),
  invoiced: z.number(),
  credited: z.number(),
  net: z.number(),
});

/** The routes of `server/modules/einvoice/einvoice.routes.ts`. */
export const einvoiceApi = {
  "einvoice:invoice-ubl": {
    path: "/api/new/einvoice/status/:number/invoice/",
    GET: { params: orderStatusParams, query: orderDocumentQuery, answer: unchecked<string>() /* a file */ },
  },
  "einvoice:staff-documents": {
    path: "/api/new/einvoice/admin/documents/",
    GET: {
      query: einvoiceListQuery,
      response: { 200: einvoiceListResponse },
      access: "staff",
      permission: "finance",
    },
  },
  "einvoice:staff-document": {
    path: "/api/new/einvoice/admin/documents/:id/",
    GET: { params: idParams, response: { 200: einvoiceDetail }, access: "staff", permission: "finance" },
  },
  "einvoice:staff-resend": {
    path: "/api/new/einvoice/admin/documents/:id/resend/",
    POST: {
      params: idParams,
      body: einvoiceCorrection,
      response: { 200: einvoiceRow },
      access: "staff",
      permission: "finance",
    },
  },
  "einvoice:staff-send-now": {
    path: "/api/new/einvoice/admin/documents/:id/send-now/",
    POST: { params: idParams, response: { 200: einvoiceRow }, access: "staff", permission: "finance" },
  },
  "einvoice:staff-document-xml": {
    path: "/api/new/einvoice/admin/documents/:id/xml/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "finance",
      answer: unchecked<string>() /* a file */,
    },
  },
  "einvoice:staff-document-answer": {
    path: "/api/new/einvoice/admin/documents/:id/answer/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "finance",
      answer: unchecked<string>() /* a ZIP */,
    },
  },
  "einvoice:staff-invoice-ubl": {
    path: "/api/new/einvoice/admin/orders/:id/invoice/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "finance",
      answer: unchecked<string>() /* a file */,
    },
  },
  "einvoice:staff-credit-note-ubl": {
    path: "/api/new/einvoice/admin/credit-notes/:id/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "finance",
      answer: unchecked<string>() /* a file */,
    },
  },
  "einvoice:staff-register": {
    path: "/api/new/einvoice/admin/register/",
    GET: {
      query: einvoiceRegisterQuery,
      response: { 200: einvoiceRegisterResponse },
      access: "staff",
      permission: "finance",
    },
  },
} as const satisfies ApiRoutes;
