import { eq, inArray, sql } from "drizzle-orm";
import type { MetaMasterDetail } from "../../../../contract/meta-master.js";
import { queryRows } from "../../../db/query-rows.js";
import { masterProducts, metaMasters } from "../../../db/schema.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound, ValidationError } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { masterGrid } from "./master-grid.queries.js";

/** Meta-masters group models of one line (memory sizes, sizes) for the product page switch (spec §7). */
export async function listMetaMasters(ctx: AppContext, opts: { search?: string; exclude?: number } = {}) {
  return queryRows<{ id: number; name: string; master_count: number }>(
    ctx.db,
    sql`select mm.id, mm.name, (select count(*)::int from master_products m where m.meta_master_id = mm.id) as master_count
      from meta_masters mm
      where (${opts.exclude ?? null}::int is null or mm.id <> ${opts.exclude ?? null}::int)
        and (${opts.search ?? null}::text is null or immutable_unaccent(lower(mm.name)) like '%' || immutable_unaccent(lower(${opts.search ?? null}::text)) || '%')
      order by mm.name, mm.id`,
  );
}

export async function getMetaMaster(ctx: AppContext, id: number): Promise<MetaMasterDetail> {
  const [mm] = await ctx.db.select().from(metaMasters).where(eq(metaMasters.id, id));
  if (!mm) throw notFound("catalog:admin.metaMasterNotFound");
  const grid = await masterGrid(ctx.db, { metaMaster: id }, "name", 500, 0);
  return { id: mm.id, name: mm.name, master_products: grid.results };
}

async function assertMasters(ctx: AppContext, ids: number[]) {
  const found = await ctx.db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(inArray(masterProducts.id, ids));
  if (found.length !== new Set(ids).size)
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
    const [mm] = await tx.insert(metaMasters).values({ name }).returning();
    if (masterIds.length)
      await tx
        .update(masterProducts)
        .set({ metaMasterId: mm.id })
        .where(inArray(masterProducts.id, masterIds));
    return mm.id;
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
  const [row] = await ctx.db.update(metaMasters).set({ name }).where(eq(metaMasters.id, id)).returning();
  if (!row) throw notFound("catalog:admin.metaMasterNotFound");
  await audit(ctx.db, { actorId: staff.id, action: "update", entity: "meta_master", entityId: id });
  return getMetaMaster(ctx, id);
}

/** Deleting a group leaves its models alone, just ungrouped. */
export async function deleteMetaMaster(ctx: AppContext, staff: SessionUser, id: number) {
  const [row] = await ctx.db.delete(metaMasters).where(eq(metaMasters.id, id)).returning();
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
  await ctx.db
    .update(masterProducts)
    .set({ metaMasterId: metaId })
    .where(inArray(masterProducts.id, masterIds));
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
  await ctx.db.update(masterProducts).set({ metaMasterId: metaId }).where(eq(masterProducts.id, masterId));
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
