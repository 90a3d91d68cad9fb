import type { MetaMasterDetail } from "../../../../contract/meta-master.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound, ValidationError } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { masterGrid } from "./master-grid.queries.js";
import { countMasters, setMetaMaster } from "./masters.queries.js";
import * as q from "./meta-masters.queries.js";

/** Meta-masters group models of one line (memory sizes, sizes) for the product page switch (spec §7). */
export async function listMetaMasters(ctx: AppContext, opts: { search?: string; exclude?: number } = {}) {
  return q.metaMasterSummaries(ctx.db, opts);
}

export async function getMetaMaster(ctx: AppContext, id: number): Promise<MetaMasterDetail> {
  const mm = await q.metaMasterById(ctx.db, id);
  if (!mm) throw notFound("catalog:admin.metaMasterNotFound");
  const grid = await masterGrid(ctx.db, { metaMaster: id }, "name", 500, 0);
  return { id: mm.id, name: mm.name, master_products: grid.results };
}

async function assertMasters(ctx: AppContext, ids: number[]) {
  if ((await countMasters(ctx.db, ids)) !== new Set(ids).size)
    throw new ValidationError({ master_product_ids: ["catalog:productNotFound"] });
}

export async function addMetaMaster(
  ctx: AppContext,
  staff: SessionUser,
  name: string,
  masterIds: number[] = [],
) {
  if (masterIds.length) await assertMasters(ctx, masterIds);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await q.insertMetaMaster(tx, name);
    if (masterIds.length) await setMetaMaster(tx, masterIds, created);
    return created;
  });
  await audit(ctx.db, {
    actorId: staff.id,
    action: "create",
    entity: "meta_master",
    entityId: id,
    detail: { masterIds },
  });
  return getMetaMaster(ctx, id);
}

export async function updateMetaMaster(ctx: AppContext, staff: SessionUser, id: number, name: string) {
  if (!(await q.renameMetaMaster(ctx.db, id, name))) throw notFound("catalog:admin.metaMasterNotFound");
  await audit(ctx.db, { actorId: staff.id, action: "update", entity: "meta_master", entityId: id });
  return getMetaMaster(ctx, id);
}

/** Deleting a group leaves its models alone, just ungrouped. */
export async function deleteMetaMaster(ctx: AppContext, staff: SessionUser, id: number) {
  const row = await q.deleteMetaMaster(ctx.db, id);
  if (!row) throw notFound("catalog:admin.metaMasterNotFound");
  await audit(ctx.db, {
    actorId: staff.id,
    action: "delete",
    entity: "meta_master",
    entityId: id,
    detail: { name: row.name },
  });
}

export async function addMasterProducts(
  ctx: AppContext,
  staff: SessionUser,
  metaId: number,
  masterIds: number[],
) {
  await getMetaMaster(ctx, metaId);
  await assertMasters(ctx, masterIds);
  await setMetaMaster(ctx.db, masterIds, metaId);
  await audit(ctx.db, {
    actorId: staff.id,
    action: "add-master-products",
    entity: "meta_master",
    entityId: metaId,
    detail: { masterIds },
  });
  return getMetaMaster(ctx, metaId);
}

/** Moves one model to another group (or out of any). Answers with the group it is in now, if any. */
export async function swapMetaMaster(
  ctx: AppContext,
  staff: SessionUser,
  masterId: number,
  metaId: number | null,
) {
  await assertMasters(ctx, [masterId]);
  if (metaId !== null) await getMetaMaster(ctx, metaId);
  await setMetaMaster(ctx.db, [masterId], metaId);
  await audit(ctx.db, {
    actorId: staff.id,
    action: "swap",
    entity: "master_product",
    entityId: masterId,
    detail: { metaId },
  });
  return {
    master_product_id: masterId,
    meta_master: metaId === null ? null : await getMetaMaster(ctx, metaId),
  };
}
