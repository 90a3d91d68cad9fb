import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { selectionQuery } from "../../../contract/device-selector.js";
import {
  operationsQuery,
  operationsResponse,
  serviceProductQuery,
  serviceProductResponse,
  serviceSelectorResponse,
  smartSearchQuery,
  smartSearchResponse,
} from "../../../contract/service.js";
import { registerSelectorRoutes } from "../device-selector/device-selector.routes.js";
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
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  registerSelectorRoutes(root, {
    area: "service",
    prefix: BASE,
    scope: (req) => serviceScope(ctx, req.lang),
  });

  app.get(
    `${BASE}/selector/`,
    {
      schema: { querystring: selectionQuery, response: { 200: serviceSelectorResponse } },
      config: { name: "service:selector", access: "public" },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return serviceSelector(ctx, req.lang, req.query);
    },
  );

  app.get(
    `${BASE}/operations/`,
    {
      schema: { querystring: operationsQuery, response: { 200: operationsResponse } },
      config: { name: "service:operations", access: "public" },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return operationsByColor(ctx, req.lang, req.query);
    },
  );

  app.get(
    `${BASE}/smart-search/`,
    {
      schema: { querystring: smartSearchQuery, response: { 200: smartSearchResponse } },
      config: { name: "service:smart-search", access: "public" },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return { results: await smartSearch(ctx, req.lang, req.query.term) };
    },
  );

  app.get(
    `${BASE}/product/`,
    {
      schema: { querystring: serviceProductQuery, response: { 200: serviceProductResponse } },
      config: { name: "service:product", access: "public" },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return serviceProduct(ctx, req.lang, req.query.model);
    },
  );

  await serviceOrderRoutes(root);
  await serviceStaffRoutes(root);
  await serviceAdminRoutes(root);
}
