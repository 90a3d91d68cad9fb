import type { AppraisalDraft, StaffAppraisal } from "../../../contract/buyback-staff.js";
import type { Language } from "../../../domain/market.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import {
  changeModel,
  type DeviceModelChange,
  loadDeviceTree,
  localize,
  type TreeModel,
} from "../device-selector/device-selector.service.js";
import { draftErrors } from "./appraisal-draft.js";
import { currentAppraisals, invalidateAppraisals } from "./appraisal-store.js";
import {
  type AppraisalRow,
  insertCurrentAppraisal,
  selectAppraisalVersions,
  selectLatestAppraisalVersion,
} from "./buyback.queries.js";

function modelRow(m: TreeModel, current: AppraisalRow | undefined, lang: Language) {
  return {
    slug: m.slug,
    name: m.name,
    type: { value: m.type.slug, label: localize(m.type.names, lang) },
    manufacturer: { value: m.maker.slug, label: m.maker.name },
    release_year: m.releaseYear,
    for_buyout: m.forBuyout,
    for_service: m.forService,
    version: current?.version ?? null,
    top_price: current ? Math.max(0, ...current.results.map((r) => r.price)) : null,
  };
}

export async function listModels(ctx: AppContext, lang: Language) {
  const [tree, current] = await Promise.all([loadDeviceTree(ctx.db), currentAppraisals(ctx.db)]);
  return { results: tree.models.map((m) => modelRow(m, current.get(m.id), lang)) };
}

async function findModel(ctx: AppContext, slug: string) {
  const model = (await loadDeviceTree(ctx.db)).modelBySlug.get(slug);
  if (!model) throw notFound("buyback:notFound");
  return model;
}

/** The current version as staff edit it (every language), and the list of earlier versions. */
export async function staffAppraisal(ctx: AppContext, lang: Language, slug: string): Promise<StaffAppraisal> {
  const model = await findModel(ctx, slug);
  const versions = await selectAppraisalVersions(ctx.db, model.id);
  const current = versions.find((v) => v.isCurrent);
  return {
    model: modelRow(model, current, lang),
    version: current?.version ?? null,
    minimal_buyout_price: current?.minimalBuyoutPrice ?? 0,
    results: current?.results ?? [],
    conditions: (current?.conditions ?? []) as StaffAppraisal["conditions"],
    default_choices: current?.defaultChoices ?? {},
    versions: versions.map((v) => ({
      version: v.version,
      created_at: v.createdAt.toISOString(),
      is_current: v.isCurrent,
    })),
  };
}

/**
 * Saves an edit as a new version and makes it current; quotes and sales keep pointing at the
 * version they were priced with. `base_version` guards against two editors overwriting each
 * other: saving over a version that is no longer current is a 409.
 */
export async function saveAppraisal(
  ctx: AppContext,
  actorId: number,
  slug: string,
  draft: AppraisalDraft,
  baseVersion: number | null,
) {
  const model = await findModel(ctx, slug);
  const errors = draftErrors(draft);
  if (errors) throw new ValidationError(errors);
  const version = await ctx.db.transaction(async (tx) => {
    const latest = await selectLatestAppraisalVersion(tx, model.id);
    if ((latest?.version ?? null) !== baseVersion)
      throw conflict("buyback:staleVersion", "stale_appraisal", { version: latest?.version ?? null });
    const next = (latest?.version ?? 0) + 1;
    await insertCurrentAppraisal(tx, {
      modelId: model.id,
      version: next,
      minimalBuyoutPrice: draft.minimal_buyout_price,
      results: draft.results,
      conditions: draft.conditions.map((c) => ({ ...c, help: { ...c.help, cs: c.help.cs ?? "" } })),
      defaultChoices: draft.default_choices,
      createdBy: actorId,
    });
    await audit(tx, {
      actorId,
      action: "buyback.appraisal-version",
      entity: "device_model",
      entityId: model.id,
      detail: { version: next },
    });
    return next;
  });
  invalidateAppraisals(ctx.db);
  return version;
}

export async function updateModel(
  ctx: AppContext,
  actorId: number,
  slug: string,
  patch: { name?: string; release_year?: number | null; for_buyout?: boolean; for_service?: boolean },
) {
  const model = await findModel(ctx, slug);
  const set: DeviceModelChange = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.release_year !== undefined) set.releaseYear = patch.release_year;
  if (patch.for_buyout !== undefined) set.forBuyout = patch.for_buyout;
  if (patch.for_service !== undefined) set.forService = patch.for_service;
  await changeModel(ctx, model.id, set);
  await audit(ctx.db, {
    actorId,
    action: "buyback.model-save",
    entity: "device_model",
    entityId: model.id,
    detail: { fields: Object.keys(set) },
  });
}
