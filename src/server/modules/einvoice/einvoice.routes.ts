import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { sendDownload } from "../../platform/download.js";
import * as einvoice from "./einvoice.service.js";

const XML = "application/xml; charset=utf-8";

/** RO e-Factura: UBL downloads, the transmission job and its staff screen (decision 015). */
export async function einvoiceRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await ctx.jobs.work<{ id: number }>(einvoice.TRANSMIT_JOB, async ({ id }) => {
    await einvoice.transmit(ctx, id);
  });
  await ctx.jobs.work(einvoice.SWEEP_JOB, async () => {
    await einvoice.sweep(ctx);
  });
  if (ctx.market.code === "ro") await ctx.jobs.schedule(einvoice.SWEEP_JOB, "* * * * *");

  // The customer's copy, behind the same access key as the order status page.
  route.get("einvoice:invoice-ubl", async (req, reply) => {
    const { number, xml } = await einvoice.customerInvoiceUbl(
      ctx,
      req.params.number,
      req.query.key,
      req.user?.id ?? null,
    );
    return sendDownload(reply, xml, XML, `${number}.xml`);
  });
  route.get("einvoice:staff-invoice-ubl", async (req, reply) => {
    const { number, xml } = await einvoice.staffInvoiceUbl(ctx, req.params.id);
    return sendDownload(reply, xml, XML, `${number}.xml`);
  });
  route.get("einvoice:staff-credit-note-ubl", async (req, reply) => {
    const { number, xml } = await einvoice.staffCreditNoteUbl(ctx, req.params.id);
    return sendDownload(reply, xml, XML, `${number}.xml`);
  });
  route.get("einvoice:staff-documents", (req) => einvoice.staffDocuments(ctx, req.query));
  route.get("einvoice:staff-document", (req) => einvoice.staffDocument(ctx, req.params.id));
  route.post("einvoice:staff-resend", (req) => einvoice.resend(ctx, req.user!.id, req.params.id, req.body));
  route.post("einvoice:staff-send-now", (req) => einvoice.sendNow(ctx, req.user!.id, req.params.id));
  route.get("einvoice:staff-document-xml", async (req, reply) => {
    const { number, xml } = await einvoice.documentFile(ctx, req.params.id);
    return sendDownload(reply, xml, XML, `${number}.xml`);
  });
  route.get("einvoice:staff-document-answer", async (req, reply) => {
    const { number, zip } = await einvoice.answerFile(ctx, req.params.id);
    return sendDownload(reply, zip, "application/zip", `${number}-anaf.zip`);
  });
  route.get("einvoice:staff-register", (req) => einvoice.register(ctx, req.query));
}
