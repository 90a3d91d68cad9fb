import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  favouritesAddBody,
  favouritesResponse,
  lastVisitedBody,
  lastVisitedResponse,
  productIdParams,
  stockListQuery,
  stockListResponse,
} from "../../../contract/catalog-customer.js";
import { publicCache } from "../../platform/public-cache.js";
import * as customer from "./catalog-customer.service.js";

/** The shopper's own lists: favourites (logged in), last visited (customer or browser), stock lists. */
export async function catalogCustomerRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const FAV = "/api/new/catalog/favourites/";
  const LAST = "/api/new/catalog/last-visited/";

  app.get(
    FAV,
    {
      schema: { response: { 200: favouritesResponse } },
      config: { name: "catalog:favourites", access: "user" },
    },
    async (req) => customer.favourites(ctx, req.user!.id),
  );
  app.post(
    FAV,
    {
      schema: { body: favouritesAddBody, response: { 200: favouritesResponse } },
      config: { name: "catalog:favourites-add", access: "user" },
    },
    async (req) => customer.addFavourites(ctx, req.user!.id, req.body.product_ids),
  );
  app.delete(
    `${FAV}:product_id/`,
    {
      schema: { params: productIdParams, response: { 200: favouritesResponse } },
      config: { name: "catalog:favourites-remove", access: "user" },
    },
    async (req) => customer.removeFavourite(ctx, req.user!.id, req.params.product_id),
  );

  app.get(
    LAST,
    { schema: { response: { 200: lastVisitedResponse } }, config: { name: "catalog:last-visited" } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return customer.lastVisited(ctx, req);
    },
  );
  app.post(
    LAST,
    {
      schema: { body: lastVisitedBody, response: { 200: lastVisitedResponse } },
      config: { name: "catalog:last-visited-add" },
    },
    async (req, reply) => customer.recordVisit(ctx, req, reply, req.body.product_id),
  );

  app.get(
    "/api/new/catalog/expected/",
    {
      schema: { querystring: stockListQuery, response: { 200: stockListResponse } },
      config: { name: "catalog:expected" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog products");
      return customer.expected(ctx, req.query.limit ?? 24);
    },
  );
  app.get(
    "/api/new/catalog/newly-stocked/",
    {
      schema: { querystring: stockListQuery, response: { 200: stockListResponse } },
      config: { name: "catalog:newly-stocked" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog products");
      return customer.newlyStocked(ctx, req.query.limit ?? 24);
    },
  );
}
