import { productTypeLabel } from "../../../../domain/market.js";
import { defined } from "../../../db/defined.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { badRequest, conflict, notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import * as attributes from "./attributes.queries.js";
import { addPairs, type GridFilter, masterGrid, removePairs } from "./master-grid.queries.js";
import { updateMaster } from "./masters.queries.js";
import { manufacturersByName, productTypesInOrder } from "./staff-options.queries.js";

export async function manufacturerOptions(ctx: AppContext) {
  const rows = await manufacturersByName(ctx.db);
  return rows.map((m) => ({ id: m.id, name: m.name, seo_name: m.seoName }));
}

/** Spec §7 "type devices": the product types, labelled as shoppers see them. */
export async function typeDevices(ctx: AppContext) {
  const rows = await productTypesInOrder(ctx.db);
  return rows.map((r) => ({ id: r.id, code: r.code, label: productTypeLabel(ctx.market, r.code, r.label) }));
}

export async function masterProductGrid(
  ctx: AppContext,
  q: GridFilter & { page?: number; page_size?: number; ordering?: string },
) {
  const page = q.page ?? 1;
  const size = q.page_size ?? 50;
  const r = await masterGrid(ctx.db, q, q.ordering ?? "name", size, (page - 1) * size);
  return { count: r.count, page, pages: Math.max(1, Math.ceil(r.count / size)), results: r.results };
}

/**
 * Spec §5: adding or removing categories needs at least one product row and one category; the
 * spec's warning otherwise. Answers with the spec's success messages (§8).
 */
export async function changeProductCategories(
  ctx: AppContext,
  staff: SessionUser,
  op: "add" | "remove",
  masterIds: number[],
  categoryIds: number[],
) {
  if (!masterIds.length || !categoryIds.length) throw badRequest("catalog:admin.selectProductsAndCategories");
  const changed =
    op === "add"
      ? await addPairs(ctx.db, masterIds, categoryIds)
      : await removePairs(ctx.db, masterIds, categoryIds);
  await audit(ctx.db, {
    actorId: staff.id,
    action: `categories-${op}`,
    entity: "master_product",
    detail: { masterIds, categoryIds, changed },
  });
  return {
    ok: true as const,
    changed,
    message: op === "add" ? "catalog:admin.saved" : "catalog:admin.removed",
  };
}

export async function patchMaster(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  b: {
    badges?: string[];
    recommended_rank?: number;
    seo_title?: string | null;
    seo_description?: string | null;
    description?: string;
  },
) {
  const values = defined({
    badges: b.badges,
    recommendedRank: b.recommended_rank,
    seoTitle: b.seo_title,
    seoDescription: b.seo_description,
    description: b.description,
  });
  if (!(await updateMaster(ctx.db, id, values))) throw notFound("catalog:productNotFound");
  await audit(ctx.db, {
    actorId: staff.id,
    action: "update",
    entity: "master_product",
    entityId: id,
    detail: { fields: Object.keys(b) },
  });
  return (await masterGrid(ctx.db, { ids: [id] }, "id", 1, 0)).results[0];
}

/** Spec §7: the attribute name choices (`attr-name-choices`) for staff selects. */
export async function attributeNameChoices(ctx: AppContext) {
  const rows = await attributes.attributesInOrder(ctx.db);
  return rows.map((a) => ({ value: a.key, label: a.name }));
}

export async function listAttributes(ctx: AppContext) {
  const rows = await attributes.attributesWithGroups(ctx.db);
  return rows.map(({ a, g }) => ({
    id: a.id,
    key: a.key,
    name: a.name,
    group: a.groupId,
    group_name: g?.name ?? null,
    unit: a.unit,
    value_type: a.valueType,
    filterable: a.filterable,
    comparable: a.comparable,
    position: a.position,
  }));
}

type AttrBody = {
  key?: string;
  name?: string;
  group?: number | null;
  unit?: string | null;
  value_type?: string;
  filterable?: boolean;
  comparable?: boolean;
  position?: number;
};
const attrColumns = (b: AttrBody) => ({
  name: b.name,
  groupId: b.group,
  unit: b.unit,
  valueType: b.value_type,
  filterable: b.filterable,
  comparable: b.comparable,
  position: b.position,
});

export async function saveAttribute(ctx: AppContext, staff: SessionUser, id: number | null, b: AttrBody) {
  if (id === null) {
    if (await attributes.attributeKeyTaken(ctx.db, b.key!)) throw conflict("catalog:admin.attributeExists");
    id = await attributes.insertAttribute(ctx.db, { ...attrColumns(b), key: b.key!, name: b.name! });
  } else {
    if (!(await attributes.updateAttribute(ctx.db, id, defined(attrColumns(b)))))
      throw notFound("catalog:admin.attributeNotFound");
  }
  await audit(ctx.db, { actorId: staff.id, action: "save", entity: "attribute_definition", entityId: id });
  return (await listAttributes(ctx)).find((a) => a.id === id)!;
}

export async function listAttributeGroups(ctx: AppContext) {
  return attributes.attributeGroupsInOrder(ctx.db);
}

export async function saveAttributeGroup(
  ctx: AppContext,
  staff: SessionUser,
  id: number | null,
  b: { code?: string; name?: string; position?: number },
) {
  let row: attributes.AttributeGroupRow | undefined;
  if (id === null) {
    if (await attributes.attributeGroupCodeTaken(ctx.db, b.code!))
      throw conflict("catalog:admin.attributeExists");
    row = await attributes.insertAttributeGroup(ctx.db, {
      code: b.code!,
      name: b.name!,
      position: b.position ?? 0,
    });
  } else {
    row = await attributes.updateAttributeGroup(ctx.db, id, defined({ name: b.name, position: b.position }));
    if (!row) throw notFound("catalog:admin.attributeNotFound");
  }
  await audit(ctx.db, { actorId: staff.id, action: "save", entity: "attribute_group", entityId: row.id });
  return row;
}
