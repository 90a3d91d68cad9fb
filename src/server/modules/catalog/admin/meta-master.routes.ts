import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponse } from "../../../../contract/accounts.js";
import {
  addMasterProductBody,
  excludedParams,
  masterProductParams,
  metaMasterBody,
  metaMasterDetail,
  metaMasterListQuery,
  metaMasterParams,
  metaMasterPatch,
  metaMasterSummary,
  swapBody,
} from "../../../../contract/meta-master.js";
import { z } from "../../../../contract/z.js";
import * as meta from "./meta-master.service.js";

const BASE = "/api/new/mp-meta-master/admin";

/** Meta-master administration at the spec's paths (§7 Meta-master (staff)). */
export async function metaMasterRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const staff = (name: string) => ({ name, access: "staff" as const });

  app.get(
    `${BASE}/meta-masters/`,
    {
      schema: { querystring: metaMasterListQuery, response: { 200: z.array(metaMasterSummary) } },
      config: staff("meta-master:list"),
    },
    (req) => meta.listMetaMasters(ctx, { search: req.query.search }),
  );
  app.get(
    `${BASE}/exclude-meta-master/:excluded_meta_master_id`,
    {
      schema: { params: excludedParams, response: { 200: z.array(metaMasterSummary) } },
      config: staff("meta-master:exclude"),
    },
    (req) => meta.listMetaMasters(ctx, { exclude: req.params.excluded_meta_master_id }),
  );
  app.get(
    `${BASE}/get-meta-master/:meta_master_id/`,
    {
      schema: { params: metaMasterParams, response: { 200: metaMasterDetail } },
      config: staff("meta-master:get"),
    },
    (req) => meta.getMetaMaster(ctx, req.params.meta_master_id),
  );
  app.post(
    `${BASE}/add-meta-master/`,
    {
      schema: { body: metaMasterBody, response: { 201: metaMasterDetail } },
      config: staff("meta-master:add"),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await meta.addMetaMaster(ctx, req.user!, req.body.name, req.body.master_product_ids)),
  );
  app.patch(
    `${BASE}/update-meta-master/:meta_master_id/`,
    {
      schema: { params: metaMasterParams, body: metaMasterPatch, response: { 200: metaMasterDetail } },
      config: staff("meta-master:update"),
    },
    (req) => meta.updateMetaMaster(ctx, req.user!, req.params.meta_master_id, req.body.name),
  );
  app.delete(
    `${BASE}/delete-meta-master/:meta_master_id/`,
    {
      schema: { params: metaMasterParams, response: { 200: okResponse } },
      config: staff("meta-master:delete"),
    },
    async (req) => {
      await meta.deleteMetaMaster(ctx, req.user!, req.params.meta_master_id);
      return { ok: true as const, message: req.t("catalog:admin.removed") };
    },
  );
  app.patch(
    `${BASE}/add-master-product/`,
    {
      schema: { body: addMasterProductBody, response: { 200: metaMasterDetail } },
      config: staff("meta-master:add-master-product"),
    },
    (req) => meta.addMasterProducts(ctx, req.user!, req.body.meta_master_id, req.body.master_product_ids),
  );
  app.patch(
    `${BASE}/swap-meta-master/:master_product_id/`,
    {
      schema: {
        params: masterProductParams,
        body: swapBody,
        response: {
          200: z.object({ master_product_id: z.number(), meta_master: metaMasterDetail.nullable() }),
        },
      },
      config: staff("meta-master:swap"),
    },
    (req) => meta.swapMetaMaster(ctx, req.user!, req.params.master_product_id, req.body.meta_master_id),
  );
}
