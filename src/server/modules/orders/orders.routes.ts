import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  installmentListQuery,
  installmentListResponse,
  installmentRow,
  installmentStatusBody,
} from "../../../contract/order-installments.js";
import {
  cancelBody,
  idParams,
  invoiceBody,
  orderKeyQuery,
  orderStatusParams,
  pickingBody,
  publicOrderResponse,
  staffOrderDetailResponse,
  staffOrderListQuery,
  staffOrderListResponse,
  statusBody,
  withdrawalBody,
  withdrawalResponse,
} from "../../../contract/orders.js";
import { z } from "../../../contract/z.js";
import { stores } from "../../db/schema.js";
import * as loans from "./installments-staff.service.js";
import { issueInvoice } from "./invoice-job.js";
import { sendConfirmation } from "./order-mail.js";
import { ORDER_CONFIRMATION_JOB } from "./order-submit.service.js";
import * as orders from "./orders.service.js";
import * as staff from "./orders-staff.service.js";

const ok = z.object({ ok: z.literal(true) });

export async function ordersRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  await ctx.jobs.work<{ orderId: number }>(ORDER_CONFIRMATION_JOB, ({ orderId }) =>
    sendConfirmation(ctx, orderId),
  );
  await ctx.jobs.work<{ orderId: number }>(staff.INVOICE_JOB, ({ orderId }) => issueInvoice(ctx, orderId));

  app.get(
    "/api/new/orders/status/:number/",
    {
      schema: {
        params: orderStatusParams,
        querystring: orderKeyQuery,
        response: { 200: publicOrderResponse },
      },
      config: { name: "orders:status" },
    },
    async (req, reply) => {
      const o = await orders.orderByKey(ctx, req.params.number, req.query.key);
      const [store] = o.storeId
        ? await ctx.db.select({ name: stores.name }).from(stores).where(eq(stores.id, o.storeId))
        : [];
      reply.header("cache-control", "private, no-store");
      return orders.publicOrder(ctx, o, req.t, store?.name ?? null);
    },
  );

  app.post(
    "/api/new/orders/withdrawal/",
    {
      schema: { body: withdrawalBody, response: { 201: withdrawalResponse } },
      config: { name: "orders:withdrawal" },
    },
    async (req, reply) => reply.status(201).send(await orders.withdraw(ctx, req.body, req.t)),
  );

  const ADMIN = "/api/new/orders/admin/orders";
  app.get(
    `${ADMIN}/`,
    {
      schema: { querystring: staffOrderListQuery, response: { 200: staffOrderListResponse } },
      config: { name: "orders:staff-list", access: "staff" },
    },
    async (req) => staff.listOrders(ctx, req.query),
  );
  app.get(
    `${ADMIN}/:id/`,
    {
      schema: { params: idParams, response: { 200: staffOrderDetailResponse } },
      config: { name: "orders:staff-detail", access: "staff" },
    },
    async (req) => staff.orderDetail(ctx, req.params.id),
  );
  app.post(
    `${ADMIN}/:id/status/`,
    {
      schema: { params: idParams, body: statusBody, response: { 200: staffOrderDetailResponse } },
      config: { name: "orders:staff-status", access: "staff" },
    },
    async (req) => {
      await staff.changeStatus(ctx, req.user!.id, req.params.id, req.body.status, req.body.delivery_number);
      return staff.orderDetail(ctx, req.params.id);
    },
  );
  app.post(
    `${ADMIN}/:id/cancel/`,
    {
      schema: { params: idParams, body: cancelBody, response: { 200: staffOrderDetailResponse } },
      config: { name: "orders:staff-cancel", access: "staff" },
    },
    async (req) => {
      await staff.changeStatus(ctx, req.user!.id, req.params.id, "cancelled");
      return staff.orderDetail(ctx, req.params.id);
    },
  );
  app.post(
    `${ADMIN}/:id/picking/`,
    {
      schema: { params: idParams, body: pickingBody, response: { 200: ok } },
      config: { name: "orders:staff-picking", access: "staff" },
    },
    async (req) => {
      await staff.setPicking(
        ctx,
        req.user!.id,
        req.params.id,
        req.body.item_id,
        req.body.status,
        req.body.confirm,
      );
      return { ok: true as const };
    },
  );
  app.post(
    `${ADMIN}/:id/invoice/`,
    {
      schema: { params: idParams, body: invoiceBody, response: { 200: staffOrderDetailResponse } },
      config: { name: "orders:staff-invoice", access: "staff" },
    },
    async (req) => {
      await staff.invoiceAction(ctx, req.user!.id, req.params.id, req.body.action, req.body.confirm);
      return staff.orderDetail(ctx, req.params.id);
    },
  );

  // Spec §2 installment overview and admin; §4 Sent finalises the loan at the lender.
  app.get(
    "/api/new/orders/admin/installments/",
    {
      schema: { querystring: installmentListQuery, response: { 200: installmentListResponse } },
      config: { name: "orders:staff-installments", access: "staff" },
    },
    async (req) => loans.listInstallments(ctx, req.query),
  );
  app.post(
    "/api/new/orders/admin/installments/:id/status/",
    {
      schema: { params: idParams, body: installmentStatusBody, response: { 200: installmentRow } },
      config: { name: "orders:staff-installment-status", access: "staff" },
    },
    async (req) =>
      loans.changeInstallmentStatus(
        ctx,
        req.user!.id,
        req.params.id,
        req.body.status,
        req.body.application_id,
      ),
  );
}
