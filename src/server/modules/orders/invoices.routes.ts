import type { FastifyInstance } from "fastify";
import { hasPermission } from "../../platform/access.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { sendDownload } from "../../platform/download.js";
import { ISDOC_CONTENT_TYPE } from "./invoice-isdoc.js";
import { PDF_CONTENT_TYPE } from "./invoice-pdf.js";
import { invoiceRegister, registerCsv } from "./invoice-register.js";
import * as invoices from "./invoices.service.js";
import * as orders from "./orders.service.js";

/** Invoices and credit notes as documents: PDF and ISDOC downloads, credit notes (spec §1, §4). */
export async function invoicesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await ctx.jobs.work<{ id: number }>(invoices.CREDIT_NOTE_JOB, ({ id }) => invoices.sendCreditNote(ctx, id));
  // The PDFs a download asks for when their file is not stored (web instances never render them).
  await ctx.jobs.work<{ orderId: number }>(invoices.INVOICE_PDF_JOB, ({ orderId }) =>
    invoices.makeInvoicePdf(ctx, orderId),
  );
  await ctx.jobs.work<{ id: number }>(invoices.CREDIT_NOTE_PDF_JOB, async ({ id }) => {
    await invoices.creditNoteFiles(ctx, id);
  });

  // The customer's copy, behind the same access key as the public order status page.
  // Or the logged-in owner's, from the account's orders (issue 16).
  const customerOrder = (req: {
    params: { number: string };
    query: { key?: string };
    user: { id: number } | null;
  }) => orders.orderForCustomer(ctx, req.params.number, req.query.key, req.user?.id ?? null);
  route.get("orders:invoice-pdf", async (req, reply) => {
    const { number, pdf } = await invoices.invoicePdf(ctx, await customerOrder(req));
    return sendDownload(reply, pdf, PDF_CONTENT_TYPE, `${number}.pdf`);
  });
  route.get("orders:invoice-isdoc", async (req, reply) => {
    const o = await invoices.invoicedOrderOf(await customerOrder(req));
    const doc = await invoices.invoiceOf(ctx, o);
    return sendDownload(reply, invoices.isdocOf(ctx, o, doc), ISDOC_CONTENT_TYPE, `${doc.number}.isdoc`);
  });
  route.get("orders:credit-note-pdf", async (req, reply) => {
    const o = await customerOrder(req);
    const note = await invoices.creditNoteOfCustomer(ctx, o, req.params.credit);
    const { number, pdf } = await invoices.creditNotePdf(ctx, note);
    return sendDownload(reply, pdf, PDF_CONTENT_TYPE, `${number}.pdf`);
  });
  route.get("orders:credit-note-isdoc", async (req, reply) => {
    const o = await customerOrder(req);
    const note = await invoices.creditNoteOfCustomer(ctx, o, req.params.credit);
    const { order, doc } = await invoices.creditNoteDocument(ctx, note.id);
    return sendDownload(reply, invoices.isdocOf(ctx, order, doc), ISDOC_CONTENT_TYPE, `${doc.number}.isdoc`);
  });

  route.get("orders:staff-invoice-register", (req) => invoiceRegister(ctx, req.query.month));
  route.get("orders:staff-invoice-register-csv", async (req, reply) => {
    const csv = registerCsv(
      await invoiceRegister(ctx, req.query.month),
      ["number", "kind", "issueDate", "order", "customer", "total", "currency"].map((h) =>
        req.t(`orders:invoiceRegister.col.${h}`),
      ),
      (kind) => req.t(`orders:invoiceRegister.kind.${kind}`),
    );
    return sendDownload(
      reply,
      csv,
      "text/csv; charset=utf-8",
      `${req.t("orders:invoiceRegister.file")}-${req.query.month}.csv`,
    );
  });
  route.get("orders:staff-invoice-document", async (req) => invoices.invoiceOverview(ctx, req.params.id));
  route.get("orders:staff-invoice-pdf", async (req, reply) => {
    const { number, pdf } = await invoices.invoicePdf(ctx, await invoices.invoicedOrder(ctx, req.params.id));
    return sendDownload(reply, pdf, PDF_CONTENT_TYPE, `${number}.pdf`);
  });
  route.get("orders:staff-invoice-isdoc", async (req, reply) => {
    const o = await invoices.invoicedOrder(ctx, req.params.id);
    const doc = await invoices.invoiceOf(ctx, o);
    return sendDownload(reply, invoices.isdocOf(ctx, o, doc), ISDOC_CONTENT_TYPE, `${doc.number}.isdoc`);
  });
  route.get("orders:staff-credit-notes", async (req) => invoices.listCreditNotes(ctx, req.params.id));
  route.post("orders:staff-credit-note-create", async (req, reply) =>
    reply.status(201).send(
      await invoices.createCreditNote(ctx, req.user!.id, req.params.id, req.body, {
        supervisor: hasPermission(req.user, "supervisor"),
      }),
    ),
  );
  route.get("orders:staff-credit-note-pdf", async (req, reply) => {
    const { number, pdf } = await invoices.creditNotePdf(
      ctx,
      await invoices.creditNoteForStaff(ctx, req.params.id),
    );
    return sendDownload(reply, pdf, PDF_CONTENT_TYPE, `${number}.pdf`);
  });
  route.get("orders:staff-credit-note-isdoc", async (req, reply) => {
    const { order, doc } = await invoices.creditNoteDocument(ctx, req.params.id);
    return sendDownload(reply, invoices.isdocOf(ctx, order, doc), ISDOC_CONTENT_TYPE, `${doc.number}.isdoc`);
  });
}
