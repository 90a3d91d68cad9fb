import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bonusesResponse, bonusesSaveBody, detailParams } from "../../../contract/buyback.js";
import {
  appraisalSaveBody,
  centerParams,
  centerPatch,
  modelParams,
  modelPatch,
  modelsResponse,
  recordsQuery,
  recordsResponse,
  staffAppraisal,
  staffCentersResponse,
  staffDetail,
  statusBody,
} from "../../../contract/buyback-staff.js";
import { z } from "../../../contract/z.js";
import {
  listModels,
  staffAppraisal as loadStaffAppraisal,
  saveAppraisal,
  updateModel,
} from "./appraisal-admin.service.js";
import { saveBonuses } from "./bonus.service.js";
import { allStoresForCenters, updateCenter } from "./centers.service.js";
import { listRecords, staffDetail as loadStaffDetail } from "./records.service.js";
import { changeStatus } from "./workflow.service.js";

const BASE = "/api/new/buyback/staff";
const noStore = { "cache-control": "private, no-store" };

/** Staff side of buy-back: records and their workflow, appraisal versions, bonuses, centres. */
export async function buybackStaffRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const staff = (name: string) => ({ name: `buyback:${name}`, access: "staff" as const });

  app.get(
    `${BASE}/records/`,
    {
      schema: { querystring: recordsQuery, response: { 200: recordsResponse } },
      config: staff("staff-records"),
    },
    async (req, reply) => {
      reply.headers(noStore);
      return listRecords(ctx, req.lang, req.t, req.query);
    },
  );

  app.get(
    `${BASE}/records/:id/`,
    { schema: { params: detailParams, response: { 200: staffDetail } }, config: staff("staff-record") },
    async (req, reply) => {
      reply.headers(noStore);
      return loadStaffDetail(ctx, req.lang, req.t, req.user!, req.params.id);
    },
  );

  app.post(
    `${BASE}/records/:id/status/`,
    {
      schema: { params: detailParams, body: statusBody, response: { 200: staffDetail } },
      config: staff("staff-status"),
    },
    async (req) => {
      await changeStatus(ctx, req.user!, req.params.id, req.body);
      return loadStaffDetail(ctx, req.lang, req.t, req.user!, req.params.id);
    },
  );

  app.get(
    `${BASE}/models/`,
    { schema: { response: { 200: modelsResponse } }, config: staff("staff-models") },
    async (req) => listModels(ctx, req.lang),
  );

  app.patch(
    `${BASE}/models/:model/`,
    {
      schema: { params: modelParams, body: modelPatch, response: { 200: staffAppraisal } },
      config: staff("staff-model-save"),
    },
    async (req) => {
      await updateModel(ctx, req.user!.id, req.params.model, req.body);
      return loadStaffAppraisal(ctx, req.lang, req.params.model);
    },
  );

  app.get(
    `${BASE}/models/:model/appraisal/`,
    { schema: { params: modelParams, response: { 200: staffAppraisal } }, config: staff("staff-appraisal") },
    async (req) => loadStaffAppraisal(ctx, req.lang, req.params.model),
  );

  app.post(
    `${BASE}/models/:model/appraisal/`,
    {
      schema: { params: modelParams, body: appraisalSaveBody, response: { 201: staffAppraisal } },
      config: staff("staff-appraisal-save"),
    },
    async (req, reply) => {
      const { base_version, ...draft } = req.body;
      await saveAppraisal(ctx, req.user!.id, req.params.model, draft, base_version);
      return reply.status(201).send(await loadStaffAppraisal(ctx, req.lang, req.params.model));
    },
  );

  app.put(
    "/api/new/product/admin-bonuses-for-used-product",
    { schema: { body: bonusesSaveBody, response: { 200: bonusesResponse } }, config: staff("bonuses-save") },
    async (req) => saveBonuses(ctx, req.user!.id, req.body.bonuses_manufacturers),
  );

  app.get(
    `${BASE}/centers/`,
    { schema: { response: { 200: staffCentersResponse } }, config: staff("staff-centers") },
    async () => allStoresForCenters(ctx),
  );

  app.patch(
    `${BASE}/centers/:id/`,
    {
      schema: {
        params: centerParams,
        body: centerPatch,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: staff("staff-center-save"),
    },
    async (req) => {
      await updateCenter(ctx, req.user!.id, req.params.id, req.body);
      return { ok: true as const };
    },
  );
}
