import type { AdminCategory, CategoryTreeNode } from "../../../../contract/catalog-admin.js";
import { slugify } from "../../../../domain/slug.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound, ValidationError } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { type CategoryNode, type CategoryTree, loadCategoryTree } from "../category-tree.js";
import * as q from "./categories.queries.js";
import { rebuildPaths } from "./category-paths.js";

type Body = {
  name?: string;
  parent?: number | null;
  seo_name?: string;
  for_display?: boolean;
  for_buyout?: boolean;
  for_service?: boolean;
  filterable?: boolean;
  manufacturers?: number[];
  photo_id?: number | null;
  type_device?: number | null;
  meilisearch_boost?: string;
  seo_title?: string | null;
  seo_description?: string | null;
  seo_text?: string | null;
};

function toCategory(tree: CategoryTree, n: CategoryNode, productCount: Map<number, number>): AdminCategory {
  return {
    id: n.id,
    name: n.name,
    parent: n.parentId,
    seo_name: n.seoName,
    children: n.children.length > 0,
    for_display: n.forDisplay,
    for_buyout: n.forBuyout,
    for_service: n.forService,
    filterable: n.filterable,
    manufacturers: n.manufacturerIds,
    photo_id: n.photoId,
    type_device: n.productTypeId,
    meilisearch_boost: String(Number(n.meilisearchBoost)),
    url_path: n.urlPath,
    level: tree.level(n.id),
    position: n.position,
    seo_title: n.seoTitle,
    seo_description: n.seoDescription,
    seo_text: n.seoText,
    product_count: productCount.get(n.id) ?? 0,
  };
}

/** Every category in tree order (parents before children, siblings by position). */
export async function listCategories(ctx: AppContext): Promise<AdminCategory[]> {
  const [tree, n] = await Promise.all([loadCategoryTree(ctx.db), q.modelCounts(ctx.db)]);
  const out: AdminCategory[] = [];
  const walk = (node: CategoryNode) => {
    out.push(toCategory(tree, node, n));
    node.children.forEach(walk);
  };
  tree.roots.forEach(walk);
  return out;
}

export async function categoryTree(ctx: AppContext): Promise<CategoryTreeNode[]> {
  const [tree, n] = await Promise.all([loadCategoryTree(ctx.db), q.modelCounts(ctx.db)]);
  const build = (node: CategoryNode): CategoryTreeNode => ({
    ...toCategory(tree, node, n),
    nodes: node.children.map(build),
  });
  return tree.roots.map(build);
}

/** Light options for selects: every category with its full path name ("Telefony › Apple iPhone"). */
export async function typeCategoryOptions(ctx: AppContext) {
  const tree = await loadCategoryTree(ctx.db);
  return (await listCategories(ctx)).map((c) => ({
    id: c.id,
    name: c.name,
    parent: c.parent,
    level: c.level,
    url_path: c.url_path,
    path_name: tree
      .ancestry(c.id)
      .map((a) => a.name)
      .join(" › "),
  }));
}

async function getOne(ctx: AppContext, id: number): Promise<AdminCategory> {
  const found = (await listCategories(ctx)).find((c) => c.id === id);
  if (!found) throw notFound("catalog:admin.categoryNotFound");
  return found;
}

function columns(b: Body) {
  return {
    name: b.name,
    seoName: b.seo_name,
    forDisplay: b.for_display,
    forBuyout: b.for_buyout,
    forService: b.for_service,
    filterable: b.filterable,
    manufacturerIds: b.manufacturers,
    photoId: b.photo_id,
    productTypeId: b.type_device,
    meilisearchBoost: b.meilisearch_boost,
    seoTitle: b.seo_title,
    seoDescription: b.seo_description,
    seoText: b.seo_text,
  };
}

/** A sibling already uses the seo name: the url would clash (spec §5: server field errors on 400). */
function checkFree(
  tree: CategoryTree,
  parent: number | null,
  seo: string,
  self: number | null,
  field: "seo_name" | "name",
) {
  const siblings = parent ? (tree.byId.get(parent)?.children ?? []) : tree.roots;
  if (siblings.some((s) => s.seoName === seo && s.id !== self))
    throw new ValidationError({ [field]: ["catalog:admin.seoTaken"] });
}

export async function addCategory(
  ctx: AppContext,
  staff: SessionUser,
  b: Body & { name: string },
): Promise<AdminCategory> {
  const id = await ctx.db.transaction(async (tx) => {
    const tree = await loadCategoryTree(tx);
    const parent = b.parent ?? null;
    if (parent && !tree.byId.has(parent))
      throw new ValidationError({ parent: ["catalog:admin.categoryNotFound"] });
    const seo = b.seo_name || slugify(b.name);
    if (!seo) throw new ValidationError({ seo_name: ["catalog:admin.seoInvalid"] });
    checkFree(tree, parent, seo, null, "seo_name");
    const siblings = parent ? tree.byId.get(parent)!.children : tree.roots;
    const id = await q.insertCategory(tx, {
      ...columns(b),
      name: b.name,
      seoName: seo,
      parentId: parent,
      position: siblings.length ? Math.max(...siblings.map((s) => s.position)) + 1 : 0,
      urlPath: `~new~${Date.now()}~${Math.random()}`,
      productTypeId: b.type_device ?? (parent ? tree.byId.get(parent)!.productTypeId : null),
    });
    await rebuildPaths(tx);
    return id;
  });
  await audit(ctx.db, { actorId: staff.id, action: "create", entity: "type_category", entityId: id });
  return getOne(ctx, id);
}

export async function updateCategory(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  b: Body,
): Promise<AdminCategory> {
  await ctx.db.transaction(async (tx) => {
    const tree = await loadCategoryTree(tx);
    const node = tree.byId.get(id);
    if (!node) throw notFound("catalog:admin.categoryNotFound");
    const parent = b.parent === undefined ? node.parentId : b.parent;
    if (parent !== node.parentId) assertMovable(tree, id, parent);
    // A rename keeps the seo name (stable addresses) unless staff change it on purpose.
    const seo = b.seo_name ?? node.seoName;
    checkFree(tree, parent, seo, id, b.seo_name ? "seo_name" : "name");
    await q.updateCategory(tx, id, { ...columns(b), seoName: seo, parentId: parent });
    await rebuildPaths(tx);
  });
  await audit(ctx.db, {
    actorId: staff.id,
    action: "update",
    entity: "type_category",
    entityId: id,
    detail: { fields: Object.keys(b) },
  });
  return getOne(ctx, id);
}

/** A category cannot move under itself or its own descendants (spec §8: a move failure shows the name error). */
function assertMovable(tree: CategoryTree, id: number, newParent: number | null) {
  if (newParent === null) return;
  if (!tree.byId.has(newParent)) throw new ValidationError({ name: ["catalog:admin.categoryNotFound"] });
  if (tree.subtreeIds(id).includes(newParent))
    throw new ValidationError({ name: ["catalog:admin.moveIntoItself"] });
}

/** Spec §3: move to `target` as its first child, or to its left or right among its siblings. */
export async function moveCategory(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  target: number,
  position: "first-child" | "left" | "right",
) {
  await ctx.db.transaction(async (tx) => {
    const tree = await loadCategoryTree(tx);
    const node = tree.byId.get(id);
    const anchor = tree.byId.get(target);
    if (!node) throw notFound("catalog:admin.categoryNotFound");
    if (!anchor || target === id) throw new ValidationError({ name: ["catalog:admin.moveIntoItself"] });
    const parent = position === "first-child" ? anchor.id : anchor.parentId;
    assertMovable(tree, id, parent);
    checkFree(tree, parent, node.seoName, id, "name");
    const siblings = (parent ? tree.byId.get(parent)!.children : tree.roots)
      .filter((s) => s.id !== id)
      .map((s) => s.id);
    const at = position === "first-child" ? 0 : siblings.indexOf(anchor.id) + (position === "right" ? 1 : 0);
    siblings.splice(at, 0, id);
    await q.updateCategory(tx, id, { parentId: parent });
    for (const [i, sid] of siblings.entries()) await q.updateCategory(tx, sid, { position: i });
    await rebuildPaths(tx);
  });
  await audit(ctx.db, {
    actorId: staff.id,
    action: "move",
    entity: "type_category",
    entityId: id,
    detail: { target, position },
  });
  return getOne(ctx, id);
}

export async function deleteCategory(ctx: AppContext, staff: SessionUser, id: number): Promise<void> {
  const tree = await loadCategoryTree(ctx.db);
  const node = tree.byId.get(id);
  if (!node) throw notFound("catalog:admin.categoryNotFound");
  if (node.children.length) throw new ValidationError({ name: ["catalog:admin.hasChildren"] });
  await q.deleteCategory(ctx.db, id);
  await audit(ctx.db, {
    actorId: staff.id,
    action: "delete",
    entity: "type_category",
    entityId: id,
    detail: { name: node.name },
  });
}
