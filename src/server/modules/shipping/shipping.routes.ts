import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { sendDownload } from "../../platform/download.js";
import { PDF_CONTENT_TYPE } from "./handover-pdf.js";
import * as shipping from "./shipping.service.js";

/** Handover to carriers, the delivery grid and the pickup-point map (issue 17); all the warehouse's. */
export async function shippingRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // Renders a list's PDF when a web instance asks for one not yet stored (decision 013).
  await ctx.jobs.work(
    shipping.HANDOVER_PDF_JOB,
    async (data: Parameters<typeof shipping.makeHandoverPdf>[1]) => {
      await shipping.makeHandoverPdf(ctx, data);
    },
  );

  route.get("shipping:waiting", () => shipping.waiting(ctx));
  route.get("shipping:handovers", (req) => shipping.listHandovers(ctx, req.query));
  route.post("shipping:handovers", async (req, reply) =>
    reply.status(201).send(await shipping.createHandover(ctx, req.user!.id, req.body)),
  );
  route.get("shipping:handover", (req) => shipping.handoverDetail(ctx, req.params.id));
  route.get("shipping:handover-pdf", async (req, reply) => {
    const { number, pdf } = await shipping.handoverPdf(ctx, req.user!.id, req.params.id, req.lang);
    return sendDownload(reply, pdf, PDF_CONTENT_TYPE, `${number}.pdf`);
  });
  route.post("shipping:handover-handed-over", (req) => shipping.handOver(ctx, req.user!.id, req.params.id));

  route.get("shipping:deliveries", (req) => shipping.listDeliveries(ctx, req.query));
  route.get("shipping:delivery", (req) => shipping.deliveryDetail(ctx, req.params.id));
  route.post("shipping:delivery-delivered", (req) =>
    shipping.markDelivered(ctx, req.user!.id, req.params.id),
  );

  route.get("shipping:pickup-points", () => shipping.pickupPoints(ctx));
}
