import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { hasPermission } from "../../platform/access.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { streamStatus } from "../../platform/live-status.js";
import * as loans from "./installments-staff.service.js";
import { issueInvoice } from "./invoice-job.js";
import { sendCustomMail } from "./order-custom-mail.js";
import { addItem, removeItem } from "./order-items-edit.js";
import { sendConfirmation } from "./order-mail.js";
import { shipFromStore, shipFromStores } from "./order-skip-warehouse.js";
import { STATUS_MAIL_JOB, sendStatusMail } from "./order-status-mail.js";
import * as orders from "./orders.service.js";
import * as staff from "./orders-staff.service.js";

export async function ordersRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await ctx.jobs.work<{ orderId: number }>(orders.ORDER_CONFIRMATION_JOB, ({ orderId }) =>
    sendConfirmation(ctx, orderId),
  );
  await ctx.jobs.work<{ orderId: number; sendId?: string }>(staff.INVOICE_JOB, ({ orderId, sendId }) =>
    issueInvoice(ctx, orderId, sendId),
  );
  await ctx.jobs.work<{ orderId: number; status: string }>(STATUS_MAIL_JOB, ({ orderId, status }) =>
    sendStatusMail(ctx, orderId, status),
  );

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
  const detail = (req: { params: { id: number }; t: TFunction }) =>
    staff.orderDetail(ctx, req.params.id, req.t);
  route.get("orders:staff-detail", async (req) => detail(req));
  // Spec: change status (docs/order-states.md). Cancelling a paid order needs the supervisor permission.
  const supervisor = (req: FastifyRequest) => ({ supervisor: hasPermission(req.user, "supervisor") });
  route.post("orders:staff-status", async (req) => {
    await staff.changeStatus(
      ctx,
      req.user!.id,
      req.params.id,
      req.body.status,
      req.body.delivery_number,
      supervisor(req),
    );
    return detail(req);
  });
  route.post("orders:staff-cancel", async (req) => {
    await staff.changeStatus(ctx, req.user!.id, req.params.id, "cancelled", undefined, supervisor(req));
    return detail(req);
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
    return detail(req);
  });
  // Spec: custom order e-mail; skip warehouse order; products added or removed before picking.
  route.post("orders:staff-email", async (req) => {
    await sendCustomMail(ctx, req.user!.id, req.params.id, req.body);
    return detail(req);
  });
  route.get("orders:staff-ship-from-store", async (req) => shipFromStores(ctx, req.params.id));
  route.post("orders:staff-ship-from-store", async (req) => {
    await shipFromStore(ctx, req.user!.id, req.params.id, req.body.store_id);
    return detail(req);
  });
  route.post("orders:staff-items", async (req) => {
    await addItem(ctx, req.user!.id, req.params.id, req.body);
    return detail(req);
  });
  route.delete("orders:staff-item", async (req) => {
    await removeItem(ctx, req.user!.id, req.params.id, req.params.item, req.t);
    return detail(req);
  });

  // Spec §2 installment overview and admin; §4 Sent finalises the loan at the lender.
  route.get("orders:staff-installments", async (req) => loans.listInstallments(ctx, req.query));
  route.post("orders:staff-installment-status", async (req) =>
    loans.changeInstallmentStatus(ctx, req.user!.id, req.params.id, req.body.status, req.body.application_id),
  );
}
