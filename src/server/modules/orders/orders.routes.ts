import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { streamStatus } from "../../platform/live-status.js";
import * as loans from "./installments-staff.service.js";
import { issueInvoice } from "./invoice-job.js";
import { sendConfirmation } from "./order-mail.js";
import * as orders from "./orders.service.js";
import * as staff from "./orders-staff.service.js";

export async function ordersRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await ctx.jobs.work<{ orderId: number }>(orders.ORDER_CONFIRMATION_JOB, ({ orderId }) =>
    sendConfirmation(ctx, orderId),
  );
  await ctx.jobs.work<{ orderId: number }>(staff.INVOICE_JOB, ({ orderId }) => issueInvoice(ctx, orderId));

  route.get("orders:status", async (req, reply) => {
    const o = await orders.orderByKey(ctx, req.params.number, req.query.key);
    reply.header("cache-control", "private, no-store");
    return orders.publicOrder(ctx, o, req.t);
  });

  // The status page's live updates: the same number and key as the page, a 404 otherwise.
  route.get("orders:status-events", async (req, reply) => {
    const o = await orders.orderByKey(ctx, req.params.number, req.query.key);
    streamStatus(ctx, "order", o.id, o.status, req, reply);
  });

  route.post("orders:withdrawal", async (req, reply) =>
    reply.status(201).send(await orders.withdraw(ctx, req.body, req.t)),
  );

  route.get("orders:staff-list", async (req) => staff.listOrders(ctx, req.query));
  route.get("orders:staff-detail", async (req) => staff.orderDetail(ctx, req.params.id));
  route.post("orders:staff-status", async (req) => {
    await staff.changeStatus(ctx, req.user!.id, req.params.id, req.body.status, req.body.delivery_number);
    return staff.orderDetail(ctx, req.params.id);
  });
  route.post("orders:staff-cancel", async (req) => {
    await staff.changeStatus(ctx, req.user!.id, req.params.id, "cancelled");
    return staff.orderDetail(ctx, req.params.id);
  });
  route.post("orders:staff-picking", async (req) => {
    await staff.setPicking(
      ctx,
      req.user!.id,
      req.params.id,
      req.body.item_id,
      req.body.status,
      req.body.confirm,
    );
    return { ok: true as const };
  });
  route.post("orders:staff-invoice", async (req) => {
    await staff.invoiceAction(ctx, req.user!.id, req.params.id, req.body.action, req.body.confirm);
    return staff.orderDetail(ctx, req.params.id);
  });

  // Spec §2 installment overview and admin; §4 Sent finalises the loan at the lender.
  route.get("orders:staff-installments", async (req) => loans.listInstallments(ctx, req.query));
  route.post("orders:staff-installment-status", async (req) =>
    loans.changeInstallmentStatus(ctx, req.user!.id, req.params.id, req.body.status, req.body.application_id),
  );
}
