import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { images } from "./images.js";

/**
 * Content pages (issue 20): articles, the FAQ and landing pages built from components. Every row
 * has its language (`cs` on the Czech shop, `ro` on the Romanian one): both shops may share one
 * database, and each shows only its own language's pages.
 */

export const articleCategories = pgTable(
  "content_article_categories",
  {
    id: serial("id").primaryKey(),
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("content_article_categories_slug_idx").on(t.language, t.slug)],
);

export const articles = pgTable(
  "content_articles",
  {
    id: serial("id").primaryKey(),
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The lead paragraph shown in the overview and as the description. */
    perex: text("perex").notNull(),
    /** Markdown (a small subset), rendered and escaped on the server: staff never write HTML. */
    body: text("body").notNull(),
    categoryId: integer("category_id").references(() => articleCategories.id, { onDelete: "set null" }),
    /** The author's name as published (a byline, not an account). */
    author: text("author").notNull(),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** Shown from this moment on; null is a draft. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("content_articles_slug_idx").on(t.language, t.slug),
    index("content_articles_published_idx").on(t.language, t.publishedAt),
  ],
);

export const faqGroups = pgTable("content_faq_groups", {
  id: serial("id").primaryKey(),
  language: text("language").notNull(),
  title: text("title").notNull(),
  position: integer("position").notNull().default(0),
});

export const faqItems = pgTable(
  "content_faq_items",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => faqGroups.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** Markdown, as an article's body. */
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("content_faq_items_group_idx").on(t.groupId, t.position)],
);

export const landingPages = pgTable(
  "content_landing_pages",
  {
    id: serial("id").primaryKey(),
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** Public from this moment on (scheduled publishing); null is a draft only staff see. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("content_landing_pages_slug_idx").on(t.language, t.slug)],
);

/**
 * A landing page's component (hero, product strip, text, banner, FAQ block, countdown). Its id is
 * the spec's `component_pk` (component params, limited-offers-lease); `params` are checked by the
 * type's schema in `contract/content.ts` on every save.
 */
export const landingComponents = pgTable(
  "content_landing_components",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    position: integer("position").notNull().default(0),
    params: jsonb("params").notNull().$type<Record<string, unknown>>(),
  },
  (t) => [index("content_landing_components_page_idx").on(t.pageId, t.position)],
);
