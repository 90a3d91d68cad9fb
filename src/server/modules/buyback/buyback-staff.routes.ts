import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
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

const noStore = { "cache-control": "private, no-store" };

/** Staff side of buy-back: records and their workflow, appraisal versions, bonuses, centres. */
export async function buybackStaffRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("buyback:staff-records", async (req, reply) => {
    reply.headers(noStore);
    return listRecords(ctx, req.lang, req.t, req.query);
  });

  route.get("buyback:staff-record", async (req, reply) => {
    reply.headers(noStore);
    return loadStaffDetail(ctx, req.lang, req.t, req.user!, req.params.id);
  });

  route.post("buyback:staff-status", async (req) => {
    await changeStatus(ctx, req.user!, req.params.id, req.body);
    return loadStaffDetail(ctx, req.lang, req.t, req.user!, req.params.id);
  });

  route.get("buyback:staff-models", async (req) => listModels(ctx, req.lang));

  route.patch("buyback:staff-model-save", async (req) => {
    await updateModel(ctx, req.user!.id, req.params.model, req.body);
    return loadStaffAppraisal(ctx, req.lang, req.params.model);
  });

  route.get("buyback:staff-appraisal", async (req) => loadStaffAppraisal(ctx, req.lang, req.params.model));

  route.post("buyback:staff-appraisal-save", async (req, reply) => {
    const { base_version, ...draft } = req.body;
    await saveAppraisal(ctx, req.user!.id, req.params.model, draft, base_version);
    return reply.status(201).send(await loadStaffAppraisal(ctx, req.lang, req.params.model));
  });

  route.put("buyback:bonuses-save", async (req) =>
    saveBonuses(ctx, req.user!.id, req.body.bonuses_manufacturers),
  );

  route.get("buyback:staff-centers", async () => allStoresForCenters(ctx));

  route.patch("buyback:staff-center-save", async (req) => {
    await updateCenter(ctx, req.user!.id, req.params.id, req.body);
    return { ok: true as const };
  });
}
