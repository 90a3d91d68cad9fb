import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  noteBody,
  partBody,
  priceChangeBody,
  staffOrderDetail,
  staffOrderParams,
  staffOrdersQuery,
  staffOrdersResponse,
  statusChangeBody,
} from "../../../contract/service-staff.js";
import { staffOrder, staffOrders } from "./service-staff.service.js";
import { addNote, addPart, changeStatus, proposePrice } from "./service-workflow.service.js";

const BASE = "/api/new/service/admin/orders";
const detail = { 200: staffOrderDetail };

/** Staff: the grid and detail of repair orders and claims, and every change to them. */
export async function serviceStaffRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get(
    `${BASE}/`,
    {
      schema: { querystring: staffOrdersQuery, response: { 200: staffOrdersResponse } },
      config: { name: "service:staff-orders", access: "staff" },
    },
    async (req) => staffOrders(ctx, req.query),
  );

  app.get(
    `${BASE}/:id/`,
    {
      schema: { params: staffOrderParams, response: detail },
      config: { name: "service:staff-order", access: "staff" },
    },
    async (req) => staffOrder(ctx, req.params.id),
  );

  app.post(
    `${BASE}/:id/status/`,
    {
      schema: { params: staffOrderParams, body: statusChangeBody, response: detail },
      config: { name: "service:staff-order-status", access: "staff" },
    },
    async (req) => changeStatus(ctx, req.user!, req.params.id, req.body.status, req.body.note ?? ""),
  );

  app.post(
    `${BASE}/:id/notes/`,
    {
      schema: { params: staffOrderParams, body: noteBody, response: detail },
      config: { name: "service:staff-order-note", access: "staff" },
    },
    async (req) => addNote(ctx, req.user!, req.params.id, req.body.text, req.body.is_public),
  );

  app.post(
    `${BASE}/:id/parts/`,
    {
      schema: { params: staffOrderParams, body: partBody, response: detail },
      config: { name: "service:staff-order-part", access: "staff" },
    },
    async (req) => addPart(ctx, req.user!, req.params.id, req.body),
  );

  app.post(
    `${BASE}/:id/price-changes/`,
    {
      schema: { params: staffOrderParams, body: priceChangeBody, response: detail },
      config: { name: "service:staff-price-change", access: "staff" },
    },
    async (req) => proposePrice(ctx, req.user!, req.params.id, req.body.new_price, req.body.reason),
  );
}
