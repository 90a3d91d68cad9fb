import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { registerSelectorRoutes } from "../device-selector/device-selector.service.js";
import { serviceAdminRoutes } from "./service-admin.routes.js";
import { serviceScope } from "./service-device.js";
import { operationsByColor, serviceProduct, serviceSelector } from "./service-lookup.service.js";
import { serviceOrderRoutes } from "./service-orders.routes.js";
import { smartSearch } from "./service-search.service.js";
import { serviceStaffRoutes } from "./service-staff.routes.js";

const BASE = "/api/new/service";
/** The same for every visitor and changed rarely by staff: a minute of shared caching. */
const CACHE = "public, max-age=60";

/** The service area (issue 4): the lookup calls here, orders, staff and administration in their files. */
export async function serviceRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  registerSelectorRoutes(root, {
    area: "service",
    prefix: BASE,
    scope: (req) => serviceScope(ctx, req.lang),
  });

  route.get("service:selector", async (req, reply) => {
    reply.header("cache-control", CACHE);
    return serviceSelector(ctx, req.lang, req.query);
  });

  route.get("service:operations", async (req, reply) => {
    reply.header("cache-control", CACHE);
    return operationsByColor(ctx, req.lang, req.query);
  });

  route.get("service:smart-search", async (req, reply) => {
    reply.header("cache-control", CACHE);
    return { results: await smartSearch(ctx, req.lang, req.query.term) };
  });

  route.get("service:product", async (req, reply) => {
    reply.header("cache-control", CACHE);
    return serviceProduct(ctx, req.lang, req.query.model);
  });

  await serviceOrderRoutes(root);
  await serviceStaffRoutes(root);
  await serviceAdminRoutes(root);
}
