import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, min, sql } from "drizzle-orm";
import type { StoredImage } from "../../../domain/image-ref.js";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import {
  articleCategories,
  articles,
  faqGroups,
  faqItems,
  images,
  landingComponents,
  landingPages,
} from "../../db/schema.js";

/** A picture's columns as `imageRefOf` reads them. */
const imageJson = sql<StoredImage | null>`case when ${images.id} is null then null else json_build_object(
  'hash', ${images.hash}, 'width', ${images.width}, 'height', ${images.height},
  'variant_widths', ${images.variantWidths}, 'alt_cs', ${images.altCs}, 'alt_ro', ${images.altRo}) end`;

// Articles

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleListRow = ArticleRow & {
  categorySlug: string | null;
  categoryName: string | null;
  image: StoredImage | null;
};

const articleColumns = {
  article: articles,
  categorySlug: articleCategories.slug,
  categoryName: articleCategories.name,
  image: imageJson,
};
const flat = (r: {
  article: ArticleRow;
  categorySlug: string | null;
  categoryName: string | null;
  image: StoredImage | null;
}): ArticleListRow => ({
  ...r.article,
  categorySlug: r.categorySlug,
  categoryName: r.categoryName,
  image: r.image,
});

/** Published articles of a language (optionally one category), newest first, one page and the total. */
export async function publishedArticles(
  db: DbOrTx,
  language: string,
  now: Date,
  opts: { categoryId?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(articles.language, language),
    isNotNull(articles.publishedAt),
    lte(articles.publishedAt, now),
    opts.categoryId ? eq(articles.categoryId, opts.categoryId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(articleColumns)
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .leftJoin(images, eq(images.id, articles.imageId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows: rows.map(flat), count: total?.n ?? 0 };
}

/** One article by its address, published or not (the caller decides what the clock allows). */
export async function articleBySlug(db: DbOrTx, language: string, slug: string) {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(images, eq(images.id, articles.imageId))
    .where(and(eq(articles.language, language), eq(articles.slug, slug)));
  return row ? flat(row) : null;
}

export async function categoriesOf(db: DbOrTx, language?: string) {
  return db
    .select()
    .from(articleCategories)
    .where(language ? eq(articleCategories.language, language) : undefined)
    .orderBy(asc(articleCategories.position), asc(articleCategories.name));
}

export async function categoryBySlug(db: DbOrTx, language: string, slug: string) {
  const [row] = await db
    .select()
    .from(articleCategories)
    .where(and(eq(articleCategories.language, language), eq(articleCategories.slug, slug)));
  return row ?? null;
}

export async function categoryById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(articleCategories).where(eq(articleCategories.id, id));
  return row ?? null;
}

export async function insertCategory(db: DbOrTx, values: typeof articleCategories.$inferInsert) {
  const [row] = await db.insert(articleCategories).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function adminArticles(
  db: DbOrTx,
  language: string | undefined,
  page: number,
  pageSize: number,
) {
  const where = language ? eq(articles.language, language) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function articleById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

/** Inserts an article; null when its address is taken in that language. */
export async function insertArticle(db: DbOrTx, values: typeof articles.$inferInsert) {
  const [row] = await db.insert(articles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateArticle(db: DbOrTx, id: number, values: Partial<typeof articles.$inferInsert>) {
  const [row] = await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  return row ?? null;
}

export async function deleteArticle(db: DbOrTx, id: number) {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length > 0;
}

export async function slugTaken(
  db: DbOrTx,
  table: "articles" | "landing",
  language: string,
  slug: string,
  exceptId?: number,
) {
  const t = table === "articles" ? articles : landingPages;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.language, language), eq(t.slug, slug)));
  return rows.some((r) => r.id !== exceptId);
}

export async function imageExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return rows.length > 0;
}

export async function imagesByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, StoredImage>();
  const rows = await db
    .select({ id: images.id, image: imageJson })
    .from(images)
    .where(inArray(images.id, ids));
  return new Map(rows.map((r) => [r.id, r.image!]));
}

// FAQ

export async function faqOf(db: DbOrTx, language: string | undefined) {
  const groups = await db
    .select()
    .from(faqGroups)
    .where(language ? eq(faqGroups.language, language) : undefined)
    .orderBy(asc(faqGroups.position), asc(faqGroups.id));
  const items = groups.length
    ? await db
        .select()
        .from(faqItems)
        .where(
          inArray(
            faqItems.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(faqItems.position), asc(faqItems.id))
    : [];
  return groups.map((g) => ({ ...g, items: items.filter((i) => i.groupId === g.id) }));
}

export async function faqGroupById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(faqGroups).where(eq(faqGroups.id, id));
  return row ?? null;
}

export async function faqItemsOfGroups(db: DbOrTx, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db
    .select()
    .from(faqItems)
    .where(inArray(faqItems.groupId, groupIds))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
}

export async function insertFaqGroup(db: DbOrTx, values: typeof faqGroups.$inferInsert) {
  await db.insert(faqGroups).values(values);
}
export async function updateFaqGroup(db: DbOrTx, id: number, values: Partial<typeof faqGroups.$inferInsert>) {
  return (await db.update(faqGroups).set(values).where(eq(faqGroups.id, id)).returning()).length > 0;
}
export async function deleteFaqGroup(db: DbOrTx, id: number) {
  return (await db.delete(faqGroups).where(eq(faqGroups.id, id)).returning()).length > 0;
}
export async function insertFaqItem(db: DbOrTx, values: typeof faqItems.$inferInsert) {
  await db.insert(faqItems).values(values);
}
export async function updateFaqItem(db: DbOrTx, id: number, values: Partial<typeof faqItems.$inferInsert>) {
  return (await db.update(faqItems).set(values).where(eq(faqItems.id, id)).returning()).length > 0;
}
export async function deleteFaqItem(db: DbOrTx, id: number) {
  return (await db.delete(faqItems).where(eq(faqItems.id, id)).returning()).length > 0;
}

// Landing pages

export type LandingRow = typeof landingPages.$inferSelect;
export type ComponentRow = typeof landingComponents.$inferSelect;

export async function landingBySlug(db: DbOrTx, language: string, slug: string) {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.language, language), eq(landingPages.slug, slug)));
  return row ?? null;
}

export async function landingById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
  return row ?? null;
}

/** Locks a page for a change of its components (two editors adding at once get distinct positions). */
export async function lockLanding(db: DbOrTx, id: number) {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id)).for("update");
  return row ?? null;
}

export async function adminLandings(db: DbOrTx, language: string | undefined) {
  return db
    .select({
      page: landingPages,
      components: sql<number>`(select count(*)::int from ${landingComponents} c where c.page_id = ${landingPages.id})`,
    })
    .from(landingPages)
    .where(language ? eq(landingPages.language, language) : undefined)
    .orderBy(desc(landingPages.updatedAt), desc(landingPages.id));
}

export async function insertLanding(db: DbOrTx, values: typeof landingPages.$inferInsert) {
  const [row] = await db.insert(landingPages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateLanding(
  db: DbOrTx,
  id: number,
  values: Partial<typeof landingPages.$inferInsert>,
) {
  const [row] = await db
    .update(landingPages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(landingPages.id, id))
    .returning();
  return row ?? null;
}

export async function deleteLanding(db: DbOrTx, id: number) {
  return (await db.delete(landingPages).where(eq(landingPages.id, id)).returning()).length > 0;
}

export async function componentsOf(db: DbOrTx, pageId: number) {
  return db
    .select()
    .from(landingComponents)
    .where(eq(landingComponents.pageId, pageId))
    .orderBy(asc(landingComponents.position), asc(landingComponents.id));
}

export async function componentById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(landingComponents).where(eq(landingComponents.id, id));
  return row ?? null;
}

export async function insertComponent(db: DbOrTx, values: typeof landingComponents.$inferInsert) {
  const [row] = await db.insert(landingComponents).values(values).returning();
  return row!;
}

export async function updateComponentParams(db: DbOrTx, id: number, params: Record<string, unknown>) {
  const [row] = await db
    .update(landingComponents)
    .set({ params })
    .where(eq(landingComponents.id, id))
    .returning();
  return row ?? null;
}

export async function setComponentPosition(db: DbOrTx, id: number, position: number) {
  await db.update(landingComponents).set({ position }).where(eq(landingComponents.id, id));
}

export async function deleteComponent(db: DbOrTx, id: number) {
  const [row] = await db.delete(landingComponents).where(eq(landingComponents.id, id)).returning();
  return row ?? null;
}

export async function touchLanding(db: DbOrTx, id: number) {
  await db.update(landingPages).set({ updatedAt: new Date() }).where(eq(landingPages.id, id));
}

/** Only ids of active products, in the order given. */
export async function activeProductIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where is_active and id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((i) => found.has(i));
}

/** The next moment an article of the language is scheduled after `now` (a cached list ends there). */
export async function nextArticleAfter(db: DbOrTx, language: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(articles.publishedAt) })
    .from(articles)
    .where(and(eq(articles.language, language), gt(articles.publishedAt, now)));
  return row?.at ?? null;
}
