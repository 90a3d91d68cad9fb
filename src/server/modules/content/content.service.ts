import type { ComponentView, FaqView, LandingView } from "../../../contract/content.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import * as catalogService from "../catalog/catalog.service.js";
import * as q from "./content.queries.js";
import { contentCache } from "./content-cache.js";
import { contentClock } from "./content-clock.js";
import { articleSummary, articleView, imageOf, isPublished, parsedParams } from "./content-views.js";
import { renderMarkdown } from "./markdown.js";

/**
 * The content module's public reads (issue 20): the articles overview and an article, the FAQ and
 * a landing page, in the shop's language. Scheduled pages are checked against the clock on every
 * read, cached or not, so a page appears at its `publish_at` without a restart.
 */

const lang = (ctx: AppContext) => ctx.market.language;
const nowMs = () => contentClock.now().getTime();

export async function articlesOverview(
  ctx: AppContext,
  query: { page: number; page_size: number; category?: string },
) {
  const language = lang(ctx);
  const key = `articles:${language}:${query.category ?? ""}:${query.page}:${query.page_size}`;
  return contentCache(ctx.db).read(
    key,
    async () => {
      const now = contentClock.now();
      const [categories, category] = await Promise.all([
        q.categoriesOf(ctx.db, language),
        query.category ? q.categoryBySlug(ctx.db, language, query.category) : null,
      ]);
      if (query.category && !category) throw notFound("content:errors.categoryNotFound");
      const [{ rows, count }, until] = await Promise.all([
        q.publishedArticles(ctx.db, language, now, {
          categoryId: category?.id,
          page: query.page,
          pageSize: query.page_size,
        }),
        q.nextArticleAfter(ctx.db, language, now),
      ]);
      return {
        until,
        value: {
          count,
          page: query.page,
          page_size: query.page_size,
          categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
          category: category ? { slug: category.slug, name: category.name } : null,
          results: rows.map((r) => articleSummary(r, language)),
        },
      };
    },
    nowMs(),
  );
}

export async function article(ctx: AppContext, slug: string) {
  const language = lang(ctx);
  const row = await contentCache(ctx.db).read(
    `article:${language}:${slug}`,
    async () => {
      const found = await q.articleBySlug(ctx.db, language, slug);
      return { value: found ? { view: articleView(found, language), publishedAt: found.publishedAt } : null };
    },
    nowMs(),
  );
  if (!row || !isPublished(row.publishedAt, contentClock.now())) throw notFound("content:errors.notFound");
  return row.view;
}

export async function faq(ctx: AppContext): Promise<FaqView> {
  const language = lang(ctx);
  return contentCache(ctx.db).read(
    `faq:${language}`,
    async () => {
      const groups = await q.faqOf(ctx.db, language);
      return {
        value: {
          groups: groups
            .filter((g) => g.items.length)
            .map((g) => ({
              id: g.id,
              title: g.title,
              items: g.items.map((i) => ({
                id: i.id,
                question: i.question,
                answer_html: renderMarkdown(i.answer),
              })),
            })),
        },
      };
    },
    nowMs(),
  );
}

/** A page with what its components name, but the product cards (read per request: prices and stock move). */
interface BuiltLanding {
  view: LandingView;
  stripIds: Map<number, number[]>;
}

/** Builds a page's view from its rows: params checked, texts rendered, pictures and FAQ questions read. */
export async function buildLanding(ctx: AppContext, page: q.LandingRow): Promise<BuiltLanding> {
  const language = page.language;
  const rows = (await q.componentsOf(ctx.db, page.id)).flatMap((c) => {
    const params = parsedParams(c);
    return params ? [{ c, params }] : [];
  });
  const imageIds = rows.map((r) => r.params.image_id).filter((i): i is number => typeof i === "number");
  const groupIds = rows.filter((r) => r.c.type === "faq").map((r) => r.params.group_id as number);
  const [images, faqItems] = await Promise.all([
    q.imagesByIds(ctx.db, imageIds),
    q.faqItemsOfGroups(ctx.db, groupIds),
  ]);
  const stripIds = new Map<number, number[]>();
  const components: ComponentView[] = [];
  for (const { c, params } of rows) {
    if (c.type === "product_strip") {
      const ids =
        params.source === "ids"
          ? await q.activeProductIds(ctx.db, params.product_ids as number[])
          : await catalogService.categoryProductIds(
              ctx,
              params.category_path as string,
              params.limit as number,
            );
      stripIds.set(c.id, ids.slice(0, params.limit as number));
    }
    components.push({
      id: c.id,
      type: c.type as ComponentView["type"],
      params,
      image: imageOf(images, params.image_id, language, String(params.title ?? page.title)),
      body_html: c.type === "text" ? renderMarkdown(String(params.body)) : null,
      cards: [],
      faq:
        c.type === "faq"
          ? faqItems
              .filter((i) => i.groupId === params.group_id)
              .map((i) => ({ id: i.id, question: i.question, answer_html: renderMarkdown(i.answer) }))
          : [],
    });
  }
  return {
    stripIds,
    view: {
      id: page.id,
      slug: page.slug,
      language: language as LandingView["language"],
      title: page.title,
      seo_title: page.seoTitle,
      seo_description: page.seoDescription,
      publish_at: page.publishAt?.toISOString() ?? null,
      components,
    },
  };
}

/** The page with its product strips' cards, read now through the catalogue (its own cache). */
export async function withCards(ctx: AppContext, built: BuiltLanding): Promise<LandingView> {
  const components = await Promise.all(
    built.view.components.map(async (c) => {
      const ids = built.stripIds.get(c.id);
      return ids?.length ? { ...c, cards: await catalogService.cards(ctx, ids) } : c;
    }),
  );
  return { ...built.view, components };
}

export async function landing(ctx: AppContext, slug: string): Promise<LandingView> {
  const language = lang(ctx);
  const built = await contentCache(ctx.db).read(
    `landing:${language}:${slug}`,
    async () => {
      const page = await q.landingBySlug(ctx.db, language, slug);
      return { value: page ? await buildLanding(ctx, page) : null };
    },
    nowMs(),
  );
  if (!built || !isPublished(built.view.publish_at, contentClock.now()))
    throw notFound("content:errors.notFound");
  return withCards(ctx, built);
}
