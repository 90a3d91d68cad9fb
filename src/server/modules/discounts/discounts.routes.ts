import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  discountInput,
  discountListQuery,
  discountListResponse,
  discountOut,
  generateCodesBody,
  generateCodesResponse,
} from "../../../contract/discounts.js";
import { idParams } from "../../../contract/orders.js";
import * as staff from "./discounts-staff.service.js";

const BASE = "/api/new/discounts/admin/discounts";

/** Staff: discounts grid and detail (spec §2). */
export async function discountsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  app.get(
    `${BASE}/`,
    {
      schema: { querystring: discountListQuery, response: { 200: discountListResponse } },
      config: { name: "discounts:staff-list", access: "staff" },
    },
    async (req) => staff.listDiscounts(ctx, req.query, req.t),
  );
  app.post(
    `${BASE}/`,
    {
      schema: { body: discountInput, response: { 201: discountOut } },
      config: { name: "discounts:staff-list", access: "staff" },
    },
    async (req, reply) =>
      reply.status(201).send(await staff.createDiscount(ctx, req.user!.id, req.body, req.t)),
  );
  app.get(
    `${BASE}/:id/`,
    {
      schema: { params: idParams, response: { 200: discountOut } },
      config: { name: "discounts:staff-detail", access: "staff" },
    },
    async (req) => staff.discountDetail(ctx, req.params.id, req.t),
  );
  app.put(
    `${BASE}/:id/`,
    {
      schema: { params: idParams, body: discountInput, response: { 200: discountOut } },
      config: { name: "discounts:staff-detail", access: "staff" },
    },
    async (req) => staff.updateDiscount(ctx, req.user!.id, req.params.id, req.body, req.t),
  );
  app.post(
    `${BASE}/:id/generate-codes/`,
    {
      schema: { params: idParams, body: generateCodesBody, response: { 200: generateCodesResponse } },
      config: { name: "discounts:staff-generate", access: "staff" },
    },
    async (req) => ({ codes: await staff.generateCodes(ctx, req.user!.id, req.params.id, req.body.count) }),
  );
}
