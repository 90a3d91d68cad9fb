import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../contract/common.js";
import { invoiceRegisterQuery, invoiceRegisterResponse } from "../../../contract/invoice-register.js";
import {
  creditNoteBody,
  creditNoteListResponse,
  creditNoteRow,
  orderKeyQuery,
  orderStatusParams,
  staffInvoiceResponse,
} from "../../../contract/orders.js";
import { ISDOC_CONTENT_TYPE } from "./invoice-isdoc.js";
import { PDF_CONTENT_TYPE } from "./invoice-pdf.js";
import { invoiceRegister, registerCsv } from "./invoice-register.js";
import * as invoices from "./invoices.service.js";
import * as orders from "./orders.service.js";

/** A document as a download named by its number (F26001042.pdf, D2600104201.isdoc). */
function download(reply: FastifyReply, body: Buffer | string, type: string, filename: string) {
  return reply
    .header("content-type", type)
    .header(
      "content-disposition",
      `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(body);
}

/** Invoices and credit notes as documents: PDF and ISDOC downloads, credit notes (spec §1, §4). */
export async function invoicesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  await ctx.jobs.work<{ id: number }>(invoices.CREDIT_NOTE_JOB, ({ id }) => invoices.sendCreditNote(ctx, id));

  // The customer's copy, behind the same access key as the public order status page.
  app.get(
    "/api/new/orders/status/:number/invoice/",
    {
      schema: { params: orderStatusParams, querystring: orderKeyQuery },
      config: { name: "orders:invoice-pdf" },
    },
    async (req, reply) => {
      const o = await orders.orderByKey(ctx, req.params.number, req.query.key);
      const { doc, pdf } = await invoices.invoiceFiles(ctx, o);
      return download(reply, pdf, PDF_CONTENT_TYPE, `${doc.number}.pdf`);
    },
  );

  const ADMIN = "/api/new/orders/admin/orders";
  app.get(
    "/api/new/orders/admin/invoices/",
    {
      schema: { querystring: invoiceRegisterQuery, response: { 200: invoiceRegisterResponse } },
      config: { name: "orders:staff-invoice-register", access: "staff" },
    },
    (req) => invoiceRegister(ctx, req.query.month),
  );
  app.get(
    "/api/new/orders/admin/invoices/csv/",
    {
      schema: { querystring: invoiceRegisterQuery },
      config: { name: "orders:staff-invoice-register-csv", access: "staff" },
    },
    async (req, reply) => {
      const csv = registerCsv(
        await invoiceRegister(ctx, req.query.month),
        ["number", "kind", "issueDate", "order", "customer", "total", "currency"].map((h) =>
          req.t(`orders:invoiceRegister.col.${h}`),
        ),
        (kind) => req.t(`orders:invoiceRegister.kind.${kind}`),
      );
      return download(
        reply,
        csv,
        "text/csv; charset=utf-8",
        `${req.t("orders:invoiceRegister.file")}-${req.query.month}.csv`,
      );
    },
  );
  app.get(
    `${ADMIN}/:id/invoice/`,
    {
      schema: { params: idParams, response: { 200: staffInvoiceResponse } },
      config: { name: "orders:staff-invoice-document", access: "staff" },
    },
    async (req) => invoices.invoiceOverview(ctx, req.params.id),
  );
  app.get(
    `${ADMIN}/:id/invoice/pdf/`,
    { schema: { params: idParams }, config: { name: "orders:staff-invoice-pdf", access: "staff" } },
    async (req, reply) => {
      const { doc, pdf } = await invoices.invoiceFiles(ctx, await invoices.invoicedOrder(ctx, req.params.id));
      return download(reply, pdf, PDF_CONTENT_TYPE, `${doc.number}.pdf`);
    },
  );
  app.get(
    `${ADMIN}/:id/invoice/isdoc/`,
    { schema: { params: idParams }, config: { name: "orders:staff-invoice-isdoc", access: "staff" } },
    async (req, reply) => {
      const o = await invoices.invoicedOrder(ctx, req.params.id);
      const doc = await invoices.invoiceOf(ctx, o);
      return download(reply, invoices.isdocOf(ctx, o, doc), ISDOC_CONTENT_TYPE, `${doc.number}.isdoc`);
    },
  );
  app.get(
    `${ADMIN}/:id/credit-notes/`,
    {
      schema: { params: idParams, response: { 200: creditNoteListResponse } },
      config: { name: "orders:staff-credit-notes", access: "staff" },
    },
    async (req) => invoices.listCreditNotes(ctx, req.params.id),
  );
  app.post(
    `${ADMIN}/:id/credit-notes/`,
    {
      schema: { params: idParams, body: creditNoteBody, response: { 201: creditNoteRow } },
      config: { name: "orders:staff-credit-note-create", access: "staff" },
    },
    async (req, reply) =>
      reply.status(201).send(await invoices.createCreditNote(ctx, req.user!.id, req.params.id, req.body)),
  );
  app.get(
    "/api/new/orders/admin/credit-notes/:id/pdf/",
    { schema: { params: idParams }, config: { name: "orders:staff-credit-note-pdf", access: "staff" } },
    async (req, reply) => {
      const { files } = await invoices.creditNoteFiles(ctx, req.params.id);
      return download(reply, files.pdf, PDF_CONTENT_TYPE, `${files.doc.number}.pdf`);
    },
  );
  app.get(
    "/api/new/orders/admin/credit-notes/:id/isdoc/",
    { schema: { params: idParams }, config: { name: "orders:staff-credit-note-isdoc", access: "staff" } },
    async (req, reply) => {
      const { order, doc } = await invoices.creditNoteDocument(ctx, req.params.id);
      return download(reply, invoices.isdocOf(ctx, order, doc), ISDOC_CONTENT_TYPE, `${doc.number}.isdoc`);
    },
  );
}
