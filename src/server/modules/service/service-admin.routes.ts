import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminOperation,
  adminOperationsQuery,
  adminOperationsResponse,
  operationCreateBody,
  operationParams,
  operationUpdateBody,
} from "../../../contract/service-admin.js";
import { z } from "../../../contract/z.js";
import {
  adminOperations,
  createOperation,
  deleteOperation,
  updateOperation,
} from "./service-admin.service.js";

const BASE = "/api/new/service/admin/operations";

/** Operations and prices per model: staff read them, supervisors change them (prices are money). */
export async function serviceAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get(
    `${BASE}/`,
    {
      schema: { querystring: adminOperationsQuery, response: { 200: adminOperationsResponse } },
      config: { name: "service:admin-operations", access: "staff" },
    },
    async (req) => adminOperations(ctx, req.query.model),
  );

  app.post(
    `${BASE}/`,
    {
      schema: { body: operationCreateBody, response: { 201: adminOperation } },
      config: { name: "service:admin-operation-create", access: "supervisor" },
    },
    async (req, reply) => reply.status(201).send(await createOperation(ctx, req.user!, req.body)),
  );

  app.patch(
    `${BASE}/:id/`,
    {
      schema: { params: operationParams, body: operationUpdateBody, response: { 200: adminOperation } },
      config: { name: "service:admin-operation-update", access: "supervisor" },
    },
    async (req) => updateOperation(ctx, req.user!, req.params.id, req.body),
  );

  app.delete(
    `${BASE}/:id/`,
    {
      schema: { params: operationParams, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { name: "service:admin-operation-delete", access: "supervisor" },
    },
    async (req) => {
      await deleteOperation(ctx, req.user!, req.params.id);
      return { ok: true as const };
    },
  );
}
