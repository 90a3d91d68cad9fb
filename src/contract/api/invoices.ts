import { creditNoteParams, orderDocumentQuery } from "../account-orders.js";
import { idParams } from "../common.js";
import { invoiceRegisterQuery, invoiceRegisterResponse } from "../invoice-register.js";
import {
  creditNoteBody,
  creditNoteListResponse,
  creditNoteRow,
  orderStatusParams,
  staffInvoiceResponse,
} from "../orders.js";
import { type ApiRoutes, unchecked } from "./define.js";

/** The routes of `server/modules/…/invoices.routes.ts`. */
export const invoicesApi = {
  // The customer's copies: by the status link's key, or by the logged-in owner (the account's orders).
  "orders:invoice-pdf": {
    path: "/api/new/orders/status/:number/invoice/",
    GET: { params: orderStatusParams, query: orderDocumentQuery, answer: unchecked<string>() /* a file */ },
  },
  "orders:invoice-isdoc": {
    path: "/api/new/orders/status/:number/invoice/isdoc/",
    GET: { params: orderStatusParams, query: orderDocumentQuery, answer: unchecked<string>() /* a file */ },
  },
  "orders:credit-note-pdf": {
    path: "/api/new/orders/status/:number/credit-notes/:credit/",
    GET: { params: creditNoteParams, query: orderDocumentQuery, answer: unchecked<string>() /* a file */ },
  },
  "orders:credit-note-isdoc": {
    path: "/api/new/orders/status/:number/credit-notes/:credit/isdoc/",
    GET: { params: creditNoteParams, query: orderDocumentQuery, answer: unchecked<string>() /* a file */ },
  },
  "orders:staff-invoice-register": {
    path: "/api/new/orders/admin/invoices/",
    GET: {
      query: invoiceRegisterQuery,
      response: { 200: invoiceRegisterResponse },
      access: "staff",
      permission: "finance",
    },
  },
  "orders:staff-invoice-register-csv": {
    path: "/api/new/orders/admin/invoices/csv/",
    GET: {
      query: invoiceRegisterQuery,
      access: "staff",
      permission: "finance",
      answer: unchecked<string>() /* a file */,
    },
  },
  "orders:staff-invoice-document": {
    path: "/api/new/orders/admin/orders/:id/invoice/",
    GET: { params: idParams, response: { 200: staffInvoiceResponse }, access: "staff", permission: "orders" },
  },
  "orders:staff-invoice-pdf": {
    path: "/api/new/orders/admin/orders/:id/invoice/pdf/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "orders",
      answer: unchecked<string>() /* a file */,
    },
  },
  "orders:staff-invoice-isdoc": {
    path: "/api/new/orders/admin/orders/:id/invoice/isdoc/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "orders",
      answer: unchecked<string>() /* a file */,
    },
  },
  "orders:staff-credit-notes": {
    path: "/api/new/orders/admin/orders/:id/credit-notes/",
    GET: {
      params: idParams,
      response: { 200: creditNoteListResponse },
      access: "staff",
      permission: "orders",
    },
  },
  "orders:staff-credit-note-create": {
    path: "/api/new/orders/admin/orders/:id/credit-notes/",
    POST: {
      params: idParams,
      body: creditNoteBody,
      response: { 201: creditNoteRow },
      access: "staff",
      permission: "orders",
    },
  },
  "orders:staff-credit-note-pdf": {
    path: "/api/new/orders/admin/credit-notes/:id/pdf/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "orders",
      answer: unchecked<string>() /* a file */,
    },
  },
  "orders:staff-credit-note-isdoc": {
    path: "/api/new/orders/admin/credit-notes/:id/isdoc/",
    GET: {
      params: idParams,
      access: "staff",
      permission: "orders",
      answer: unchecked<string>() /* a file */,
    },
  },
} as const satisfies ApiRoutes;
