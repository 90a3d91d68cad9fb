import type { AdminOperation, AdminOperationsResponse } from "../../../contract/service-admin.js";
import type { LocalizedText } from "../../db/schema/devices.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { loadDeviceTree, localize, type TreeModel } from "../device-selector/device-selector.service.js";
import {
  deleteOperationRow,
  insertOperation,
  modelOperations,
  operationById,
  operationCodeTaken,
  serviceCentres,
  updateOperationRow,
  writePrices,
  writeStores,
} from "./service-admin.queries.js";
import { invalidateServiceOperations } from "./service-operations-cache.js";

export interface OperationFields {
  code: string;
  color?: string | null;
  names: LocalizedText;
  descriptions: { cs: string; ro: string; en?: string };
  duration_minutes: number;
  while_you_wait: boolean;
  position: number;
  is_active: boolean;
  prices: { cz: number | null; ro: number | null };
  store_ids: number[];
}

async function requireModel(ctx: AppContext, slug: string, field = "model"): Promise<TreeModel> {
  const model = (await loadDeviceTree(ctx.db)).modelBySlug.get(slug);
  if (!model?.forService) throw new ValidationError({ [field]: ["validation.choice"] });
  return model;
}

/** `service:admin-operations`: a model's operations with both markets' prices and the stores. */
export async function adminOperations(ctx: AppContext, modelSlug: string): Promise<AdminOperationsResponse> {
  const model = await requireModel(ctx, modelSlug);
  const [{ ops, prices, links }, centres] = await Promise.all([
    modelOperations(ctx.db, model.id),
    serviceCentres(ctx.db),
  ]);
  const colorSlug = new Map(model.colors.map((c) => [c.id, c.slug]));
  return {
    model: { value: model.slug, label: `${model.maker.name} ${model.name}` },
    colors: model.colors.map((c) => ({ value: c.slug, label: localize(c.names, "cs") })),
    stores: centres,
    operations: ops.map(
      (o): AdminOperation => ({
        id: o.id,
        code: o.code,
        color: o.colorId === null ? null : (colorSlug.get(o.colorId) ?? null),
        names: o.names,
        descriptions: o.descriptions,
        duration_minutes: o.durationMinutes,
        while_you_wait: o.whileYouWait,
        position: o.position,
        is_active: o.isActive,
        prices: {
          cz: prices.find((p) => p.operationId === o.id && p.market === "cz")?.price ?? null,
          ro: prices.find((p) => p.operationId === o.id && p.market === "ro")?.price ?? null,
        },
        store_ids: links.filter((l) => l.operationId === o.id).map((l) => l.storeId),
      }),
    ),
  };
}

/** Checks what refers to other records: the colour is the model's, the stores are service centres, the code is free. */
async function checkFields(ctx: AppContext, model: TreeModel, f: Partial<OperationFields>, selfId?: number) {
  let colorId: number | null | undefined;
  if (f.color !== undefined) {
    colorId = f.color === null ? null : (model.colors.find((c) => c.slug === f.color)?.id ?? -1);
    if (colorId === -1) throw new ValidationError({ color: ["validation.choice"] });
  }
  if (f.store_ids) {
    const centres = new Set((await serviceCentres(ctx.db)).map((s) => s.id));
    if (f.store_ids.some((id) => !centres.has(id)))
      throw new ValidationError({ store_ids: ["validation.choice"] });
  }
  if (f.code !== undefined || colorId !== undefined) {
    const taken = await operationCodeTaken(ctx.db, {
      modelId: model.id,
      code: f.code!,
      colorId: colorId ?? null,
      ...(selfId ? { exceptId: selfId } : {}),
    });
    if (taken) throw new ValidationError({ code: ["service:errors.codeTaken"] });
  }
  return colorId;
}

/** `service:admin-operation-create`. */
export async function createOperation(
  ctx: AppContext,
  actor: SessionUser,
  body: OperationFields & { model: string },
) {
  const model = await requireModel(ctx, body.model);
  const colorId = await checkFields(ctx, model, { ...body, color: body.color ?? null });
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertOperation(tx, {
      modelId: model.id,
      colorId: colorId ?? null,
      code: body.code,
      names: body.names,
      descriptions: body.descriptions,
      durationMinutes: body.duration_minutes,
      whileYouWait: body.while_you_wait,
      position: body.position,
      isActive: body.is_active,
    });
    await writePrices(tx, id, body.prices);
    await writeStores(tx, id, body.store_ids);
    await audit(tx, {
      actorId: actor.id,
      action: "service.operation-create",
      entity: "service_operation",
      entityId: id,
      detail: { model: model.slug, code: body.code, prices: body.prices },
    });
    return id;
  });
  invalidateServiceOperations(ctx.db);
  return (await adminOperations(ctx, model.slug)).operations.find((o) => o.id === id)!;
}

/** `service:admin-operation-update`: only the fields sent change; prices and stores are replaced whole. */
export async function updateOperation(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  f: Partial<OperationFields>,
) {
  const op = await operationById(ctx.db, id);
  if (!op) throw notFound("service:errors.operationNotFound");
  const tree = await loadDeviceTree(ctx.db);
  const model = tree.modelById.get(op.modelId)!;
  const currentColor = op.colorId === null ? null : (tree.colorById.get(op.colorId)?.slug ?? null);
  const colorId = await checkFields(
    ctx,
    model,
    { ...f, code: f.code ?? op.code, color: f.color === undefined ? currentColor : f.color },
    op.id,
  );
  await ctx.db.transaction(async (tx) => {
    await updateOperationRow(tx, id, {
      ...(f.code !== undefined && { code: f.code }),
      ...(colorId !== undefined && { colorId }),
      ...(f.names && { names: f.names }),
      ...(f.descriptions && { descriptions: f.descriptions }),
      ...(f.duration_minutes !== undefined && { durationMinutes: f.duration_minutes }),
      ...(f.while_you_wait !== undefined && { whileYouWait: f.while_you_wait }),
      ...(f.position !== undefined && { position: f.position }),
      ...(f.is_active !== undefined && { isActive: f.is_active }),
    });
    if (f.prices) await writePrices(tx, id, f.prices);
    if (f.store_ids) await writeStores(tx, id, f.store_ids);
    await audit(tx, {
      actorId: actor.id,
      action: "service.operation-update",
      entity: "service_operation",
      entityId: id,
      detail: { fields: Object.keys(f), ...(f.prices && { prices: f.prices }) },
    });
  });
  invalidateServiceOperations(ctx.db);
  return (await adminOperations(ctx, model.slug)).operations.find((o) => o.id === id)!;
}

/** `service:admin-operation-delete`: ordered repairs keep their copy of name and price. */
export async function deleteOperation(ctx: AppContext, actor: SessionUser, id: number) {
  const op = await operationById(ctx.db, id);
  if (!op) throw notFound("service:errors.operationNotFound");
  await ctx.db.transaction(async (tx) => {
    await deleteOperationRow(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: "service.operation-delete",
      entity: "service_operation",
      entityId: id,
      detail: { model: op.modelId, code: op.code },
    });
  });
  invalidateServiceOperations(ctx.db);
}
