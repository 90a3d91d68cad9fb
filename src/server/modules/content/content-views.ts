import type { ArticleAdmin, ArticleSummary, ArticleView, ComponentType } from "../../../contract/content.js";
import { COMPONENT_PARAMS } from "../../../contract/content.js";
import { imageRefOf, type StoredImage } from "../../../domain/image-ref.js";
import type { ArticleListRow, ArticleRow, ComponentRow, LandingRow } from "./content.queries.js";
import { renderMarkdown } from "./markdown.js";

/** What the content answers are made of: rows mapped to the contract's shapes. */

export const isPublished = (at: Date | string | null, now: Date) =>
  at !== null && new Date(at).getTime() <= now.getTime();

export function articleSummary(row: ArticleListRow, language: string): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    author: row.author,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    category: row.categorySlug ? { slug: row.categorySlug, name: row.categoryName ?? "" } : null,
    image: imageRefOf(row.image, language, row.title),
  };
}

export function articleView(row: ArticleListRow, language: string): ArticleView {
  return {
    ...articleSummary(row, language),
    body_html: renderMarkdown(row.body),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function articleAdmin(row: ArticleRow): ArticleAdmin {
  return {
    id: row.id,
    language: row.language as ArticleAdmin["language"],
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    body: row.body,
    category_id: row.categoryId,
    author: row.author,
    image_id: row.imageId,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function landingAdmin(row: LandingRow, componentCount: number) {
  return {
    id: row.id,
    language: row.language as "cs" | "ro",
    slug: row.slug,
    title: row.title,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    publish_at: row.publishAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    component_count: componentCount,
  };
}

export const componentParamsOf = (c: ComponentRow) => ({
  id: c.id,
  page_id: c.pageId,
  type: c.type as ComponentType,
  params: c.params,
});

/**
 * A component's params as its type reads them, or null when they no longer pass its schema (a
 * component added but not filled in yet): the public page leaves such a component out.
 */
export function parsedParams(c: ComponentRow) {
  const schema = COMPONENT_PARAMS[c.type as ComponentType];
  if (!schema) return null;
  const parsed = schema.safeParse(c.params);
  return parsed.success ? (parsed.data as Record<string, unknown>) : null;
}

export const imageOf = (images: Map<number, StoredImage>, id: unknown, language: string, alt: string) =>
  typeof id === "number" ? imageRefOf(images.get(id), language, alt) : null;
