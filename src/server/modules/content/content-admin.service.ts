import type { z } from "zod";
import type { articleBody, categoryBody, faqGroupBody, faqItemBody } from "../../../contract/content.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import * as q from "./content.queries.js";
import { CONTENT_CHANGED, contentCache } from "./content-cache.js";
import { articleAdmin } from "./content-views.js";

/** Staff editing of articles, their categories and the FAQ (permission `marketing`). */

/** After a change: this instance's cache at once, the others' through the event bus. */
export async function contentChanged(ctx: AppContext): Promise<void> {
  contentCache(ctx.db).clear();
  await ctx.events.publish(CONTENT_CHANGED, {});
}

type ArticleInput = z.output<typeof articleBody>;

async function checkArticle(ctx: AppContext, body: ArticleInput, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  if (await q.slugTaken(ctx.db, "articles", body.language, body.slug, exceptId))
    errors.slug = ["content:errors.slugTaken"];
  if (body.category_id !== null) {
    const category = await q.categoryById(ctx.db, body.category_id);
    if (!category || category.language !== body.language) errors.category_id = ["content:errors.category"];
  }
  if (body.image_id !== null && !(await q.imageExists(ctx.db, body.image_id)))
    errors.image_id = ["content:errors.image"];
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(errors, first[0]);
}

const articleValues = (b: ArticleInput) => ({
  language: b.language,
  slug: b.slug,
  title: b.title,
  perex: b.perex,
  body: b.body,
  categoryId: b.category_id,
  author: b.author,
  imageId: b.image_id,
  seoTitle: b.seo_title,
  seoDescription: b.seo_description,
  publishedAt: b.published_at ? new Date(b.published_at) : null,
});

export async function listArticles(
  ctx: AppContext,
  query: { language?: string; page: number; page_size: number },
) {
  const { rows, count } = await q.adminArticles(ctx.db, query.language, query.page, query.page_size);
  return { count, results: rows.map(articleAdmin) };
}

export async function getArticle(ctx: AppContext, id: number) {
  const row = await q.articleById(ctx.db, id);
  if (!row) throw notFound("content:errors.notFound");
  return articleAdmin(row);
}

export async function createArticle(ctx: AppContext, user: SessionUser, body: ArticleInput) {
  await checkArticle(ctx, body);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await q.insertArticle(tx, articleValues(body));
    // Two editors saving one address at once: the unique index decides, the second hears why.
    if (!inserted)
      throw new ValidationError({ slug: ["content:errors.slugTaken"] }, "content:errors.slugTaken");
    await audit(tx, {
      actorId: user.id,
      action: "content.article-create",
      entity: "article",
      entityId: inserted.id,
    });
    return inserted;
  });
  await contentChanged(ctx);
  return articleAdmin(row);
}

export async function updateArticle(ctx: AppContext, user: SessionUser, id: number, body: ArticleInput) {
  if (!(await q.articleById(ctx.db, id))) throw notFound("content:errors.notFound");
  await checkArticle(ctx, body, id);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await q.updateArticle(tx, id, articleValues(body));
    if (!updated) throw notFound("content:errors.notFound");
    await audit(tx, { actorId: user.id, action: "content.article-update", entity: "article", entityId: id });
    return updated;
  });
  await contentChanged(ctx);
  return articleAdmin(row);
}

export async function deleteArticle(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.deleteArticle(tx, id))) throw notFound("content:errors.notFound");
    await audit(tx, { actorId: user.id, action: "content.article-delete", entity: "article", entityId: id });
  });
  await contentChanged(ctx);
}

const categoryOut = (c: Awaited<ReturnType<typeof q.categoryById>> & object) => ({
  id: c.id,
  language: c.language as "cs" | "ro",
  slug: c.slug,
  name: c.name,
  position: c.position,
});

export async function listCategories(ctx: AppContext, language?: string) {
  return (await q.categoriesOf(ctx.db, language)).map(categoryOut);
}

export async function createCategory(
  ctx: AppContext,
  user: SessionUser,
  body: z.output<typeof categoryBody>,
) {
  const row = await q.insertCategory(ctx.db, { ...body, position: 0 });
  if (!row) throw new ValidationError({ slug: ["content:errors.slugTaken"] }, "content:errors.slugTaken");
  await audit(ctx.db, {
    actorId: user.id,
    action: "content.category-create",
    entity: "article_category",
    entityId: row.id,
  });
  await contentChanged(ctx);
  return categoryOut(row);
}

// FAQ

export async function adminFaq(ctx: AppContext, language?: string) {
  const groups = await q.faqOf(ctx.db, language);
  return {
    groups: groups.map((g) => ({
      id: g.id,
      language: g.language as "cs" | "ro",
      title: g.title,
      position: g.position,
      items: g.items.map((i) => ({ id: i.id, question: i.question, answer: i.answer, position: i.position })),
    })),
  };
}

async function faqChange(
  ctx: AppContext,
  user: SessionUser,
  action: string,
  entityId: number | undefined,
  run: () => Promise<unknown>,
) {
  const ok = await run();
  if (ok === false) throw notFound("content:errors.notFound");
  await audit(ctx.db, { actorId: user.id, action: `content.${action}`, entity: "faq", entityId });
  await contentChanged(ctx);
}

export const createFaqGroup = (ctx: AppContext, user: SessionUser, b: z.output<typeof faqGroupBody>) =>
  faqChange(ctx, user, "faq-group-create", undefined, () => q.insertFaqGroup(ctx.db, b));
export const updateFaqGroup = (
  ctx: AppContext,
  user: SessionUser,
  id: number,
  b: z.output<typeof faqGroupBody>,
) => faqChange(ctx, user, "faq-group-update", id, () => q.updateFaqGroup(ctx.db, id, b));
export const deleteFaqGroup = (ctx: AppContext, user: SessionUser, id: number) =>
  faqChange(ctx, user, "faq-group-delete", id, () => q.deleteFaqGroup(ctx.db, id));

async function checkGroup(ctx: AppContext, groupId: number) {
  if (!(await q.faqGroupById(ctx.db, groupId)))
    throw new ValidationError({ group_id: ["content:errors.faqGroup"] }, "content:errors.faqGroup");
}

export async function createFaqItem(ctx: AppContext, user: SessionUser, b: z.output<typeof faqItemBody>) {
  await checkGroup(ctx, b.group_id);
  await faqChange(ctx, user, "faq-item-create", undefined, () =>
    q.insertFaqItem(ctx.db, {
      groupId: b.group_id,
      question: b.question,
      answer: b.answer,
      position: b.position,
    }),
  );
}
export async function updateFaqItem(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  b: z.output<typeof faqItemBody>,
) {
  await checkGroup(ctx, b.group_id);
  await faqChange(ctx, user, "faq-item-update", id, () =>
    q.updateFaqItem(ctx.db, id, {
      groupId: b.group_id,
      question: b.question,
      answer: b.answer,
      position: b.position,
    }),
  );
}
export const deleteFaqItem = (ctx: AppContext, user: SessionUser, id: number) =>
  faqChange(ctx, user, "faq-item-delete", id, () => q.deleteFaqItem(ctx.db, id));
