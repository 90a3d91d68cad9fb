import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import {
  adminOperations,
  createOperation,
  deleteOperation,
  updateOperation,
} from "./service-admin.service.js";

/** Operations and prices per model: staff read them, supervisors change them (prices are money). */
export async function serviceAdminRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("service:admin-operations", async (req) => adminOperations(ctx, req.query.model));

  route.post("service:admin-operation-create", async (req, reply) =>
    reply.status(201).send(await createOperation(ctx, req.user!, req.body)),
  );

  route.patch("service:admin-operation-update", async (req) =>
    updateOperation(ctx, req.user!, req.params.id, req.body),
  );

  route.delete("service:admin-operation-delete", async (req) => {
    await deleteOperation(ctx, req.user!, req.params.id);
    return { ok: true as const };
  });
}
