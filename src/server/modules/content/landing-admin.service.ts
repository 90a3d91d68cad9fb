import type { z } from "zod";
import {
  COMPONENT_PARAMS,
  type ComponentType,
  type LandingDetail,
  type landingBody,
} from "../../../contract/content.js";
import type { Language } from "../../../domain/market.js";
import { getT } from "../../../i18n/i18n-core.js";
import type { DbOrTx } from "../../db/client.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import * as q from "./content.queries.js";
import { buildLanding, withCards } from "./content.service.js";
import { contentChanged } from "./content-admin.service.js";
import { componentParamsOf, landingAdmin } from "./content-views.js";

/**
 * Staff building landing pages (issue 20): the page (address, texts, `publish_at`), its
 * components in order, each component's params (spec §7 "GET and POST component params", checked
 * by the schema of the component's type), and the preview of the page as it will look.
 */

type LandingInput = z.output<typeof landingBody>;

export async function listLandings(ctx: AppContext, language?: string) {
  return (await q.adminLandings(ctx.db, language)).map((r) => landingAdmin(r.page, r.components));
}

export async function landingDetail(ctx: AppContext, id: number): Promise<LandingDetail> {
  const page = await q.landingById(ctx.db, id);
  if (!page) throw notFound("content:errors.notFound");
  const components = await q.componentsOf(ctx.db, id);
  return { ...landingAdmin(page, components.length), components: components.map(componentParamsOf) };
}

const landingValues = (b: LandingInput) => ({
  language: b.language,
  slug: b.slug,
  title: b.title,
  seoTitle: b.seo_title,
  seoDescription: b.seo_description,
  publishAt: b.publish_at ? new Date(b.publish_at) : null,
});

const slugTaken = () =>
  new ValidationError({ slug: ["content:errors.slugTaken"] }, "content:errors.slugTaken");

export async function createLanding(ctx: AppContext, user: SessionUser, body: LandingInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await q.insertLanding(tx, landingValues(body));
    if (!inserted) throw slugTaken();
    await audit(tx, {
      actorId: user.id,
      action: "content.landing-create",
      entity: "landing_page",
      entityId: inserted.id,
    });
    return inserted;
  });
  await contentChanged(ctx);
  return landingAdmin(row, 0);
}

export async function updateLanding(ctx: AppContext, user: SessionUser, id: number, body: LandingInput) {
  if (!(await q.landingById(ctx.db, id))) throw notFound("content:errors.notFound");
  if (await q.slugTaken(ctx.db, "landing", body.language, body.slug, id)) throw slugTaken();
  await ctx.db.transaction(async (tx) => {
    await q.updateLanding(tx, id, landingValues(body));
    await audit(tx, {
      actorId: user.id,
      action: "content.landing-update",
      entity: "landing_page",
      entityId: id,
      detail: { publish_at: body.publish_at },
    });
  });
  await contentChanged(ctx);
  return landingDetail(ctx, id);
}

export async function deleteLanding(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.deleteLanding(tx, id))) throw notFound("content:errors.notFound");
    await audit(tx, {
      actorId: user.id,
      action: "content.landing-delete",
      entity: "landing_page",
      entityId: id,
    });
  });
  await contentChanged(ctx);
}

/** The page as shoppers will see it, published or not (staff preview). */
export async function previewLanding(ctx: AppContext, id: number) {
  const page = await q.landingById(ctx.db, id);
  if (!page) throw notFound("content:errors.notFound");
  return withCards(ctx, await buildLanding(ctx, page));
}

/** A new component's params: texts in the page's language for staff to overwrite. */
/** Read inside the caller's transaction (`db` is it): a second connection there could wait forever. */
async function defaultParams(db: DbOrTx, type: ComponentType, language: string) {
  const t = getT(language as Language, "content");
  const text = (key: string) => t(`defaults.${key}`);
  switch (type) {
    case "hero":
      return {
        title: text("heroTitle"),
        subtitle: text("heroSubtitle"),
        cta_label: "",
        cta_url: "",
        color: "#115e59",
        image_id: null,
      };
    case "product_strip":
      return { title: text("stripTitle"), source: "ids", product_ids: [], category_path: "", limit: 8 };
    case "text":
      return { title: "", body: text("textBody") };
    case "banner":
      return { title: text("bannerTitle"), text: "", url: "/", color: "#115e59", image_id: null };
    case "faq": {
      const [group] = await q.faqOf(db, language);
      return { title: text("faqTitle"), group_id: group?.id ?? null };
    }
    case "countdown":
      return {
        title: text("countdownTitle"),
        text: "",
        ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      };
  }
}

export async function addComponent(ctx: AppContext, user: SessionUser, pageId: number, type: ComponentType) {
  const row = await ctx.db.transaction(async (tx) => {
    const page = await q.lockLanding(tx, pageId);
    if (!page) throw notFound("content:errors.notFound");
    const existing = await q.componentsOf(tx, pageId);
    const position = Math.max(-1, ...existing.map((c) => c.position)) + 1;
    const params = await defaultParams(tx, type, page.language);
    const inserted = await q.insertComponent(tx, { pageId, type, position, params });
    await q.touchLanding(tx, pageId);
    await audit(tx, {
      actorId: user.id,
      action: "content.component-add",
      entity: "landing_page",
      entityId: pageId,
      detail: { component: inserted.id, type },
    });
    return inserted;
  });
  await contentChanged(ctx);
  return componentParamsOf(row);
}

/** Puts a page's components in the order given: every one of them, once. */
export async function orderComponents(ctx: AppContext, user: SessionUser, pageId: number, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.lockLanding(tx, pageId))) throw notFound("content:errors.notFound");
    const existing = await q.componentsOf(tx, pageId);
    const same =
      existing.length === ids.length &&
      new Set(ids).size === ids.length &&
      existing.every((c) => ids.includes(c.id));
    if (!same)
      throw new ValidationError({ ids: ["content:errors.componentOrder"] }, "content:errors.componentOrder");
    for (const [position, id] of ids.entries()) await q.setComponentPosition(tx, id, position);
    await q.touchLanding(tx, pageId);
    await audit(tx, {
      actorId: user.id,
      action: "content.component-order",
      entity: "landing_page",
      entityId: pageId,
    });
  });
  await contentChanged(ctx);
  return landingDetail(ctx, pageId);
}

export async function deleteComponent(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await q.deleteComponent(tx, id);
    if (!row) throw notFound("content:errors.componentNotFound");
    await q.touchLanding(tx, row.pageId);
    await audit(tx, {
      actorId: user.id,
      action: "content.component-delete",
      entity: "landing_page",
      entityId: row.pageId,
      detail: { component: id },
    });
  });
  await contentChanged(ctx);
}

export async function componentParams(ctx: AppContext, id: number) {
  const row = await q.componentById(ctx.db, id);
  if (!row) throw notFound("content:errors.componentNotFound");
  return componentParamsOf(row);
}

/**
 * Saves a component's params: parsed by its type's schema (a ZodError is a 400 with the fields'
 * messages in the shop's language), then what they name is checked (a picture, a FAQ group of the
 * page's language, products that exist).
 */
export async function saveComponentParams(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: Record<string, unknown>,
) {
  const row = await q.componentById(ctx.db, id);
  if (!row) throw notFound("content:errors.componentNotFound");
  const page = await q.landingById(ctx.db, row.pageId);
  const params = COMPONENT_PARAMS[row.type as ComponentType].parse(body) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  if (typeof params.image_id === "number" && !(await q.imageExists(ctx.db, params.image_id)))
    errors.image_id = ["content:errors.image"];
  if (row.type === "faq") {
    const group = await q.faqGroupById(ctx.db, params.group_id as number);
    if (!group || group.language !== page?.language) errors.group_id = ["content:errors.faqGroup"];
  }
  if (row.type === "product_strip" && params.source === "ids") {
    const ids = params.product_ids as number[];
    if ((await q.activeProductIds(ctx.db, ids)).length !== ids.length)
      errors.product_ids = ["content:errors.productMissing"];
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(errors, first[0]);
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await q.updateComponentParams(tx, id, params);
    if (!updated) throw notFound("content:errors.componentNotFound");
    await q.touchLanding(tx, updated.pageId);
    await audit(tx, {
      actorId: user.id,
      action: "content.component-params",
      entity: "landing_page",
      entityId: updated.pageId,
      detail: { component: id, type: row.type },
    });
    return updated;
  });
  await contentChanged(ctx);
  return componentParamsOf(saved);
}
