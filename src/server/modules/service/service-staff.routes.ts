import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { staffOrder, staffOrders } from "./service-staff.service.js";
import { addNote, addPart, changeStatus, proposePrice } from "./service-workflow.service.js";

/** Staff: the grid and detail of repair orders and claims, and every change to them. */
export async function serviceStaffRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("service:staff-orders", async (req) => staffOrders(ctx, req.query));

  route.get("service:staff-order", async (req) => staffOrder(ctx, req.params.id));

  route.post("service:staff-order-status", async (req) =>
    changeStatus(ctx, req.user!, req.params.id, req.body.status, req.body.note ?? ""),
  );

  route.post("service:staff-order-note", async (req) =>
    addNote(ctx, req.user!, req.params.id, req.body.text, req.body.is_public),
  );

  route.post("service:staff-order-part", async (req) => addPart(ctx, req.user!, req.params.id, req.body));

  route.post("service:staff-price-change", async (req) =>
    proposePrice(ctx, req.user!, req.params.id, req.body.new_price, req.body.reason),
  );
}
