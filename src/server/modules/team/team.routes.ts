import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as tasks from "./tasks.service.js";
import * as users from "./users.service.js";

/** Staff accounts (admin only) and staff tasks; access and permission come from the contract. */
export async function teamRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("team:users", async () => ({ results: await users.listStaffUsers(ctx) }));
  route.post("team:users", async (req, reply) =>
    reply.status(201).send(await users.createStaffUser(ctx, req.user!, req.body, req.t)),
  );
  route.patch("team:user", async (req) => users.updateStaffUser(ctx, req.user!, req.params.id, req.body));

  route.get("team:tasks", async (req) => tasks.listTasks(ctx, req.user!, req.query));
  route.post("team:tasks", async (req, reply) =>
    reply.status(201).send(await tasks.createTask(ctx, req.user!, req.body)),
  );
  route.patch("team:task", async (req) => tasks.changeTask(ctx, req.user!, req.params.id, req.body));
  route.get("team:assignees", async (req) => ({
    results: await tasks.assignees(ctx, req.query.entity_type),
  }));
}
