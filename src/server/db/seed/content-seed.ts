import { eq, sql } from "drizzle-orm";
import { getMarket } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import {
  articleCategories,
  articles,
  faqGroups,
  faqItems,
  images,
  landingComponents,
  landingPages,
  leaseOffers,
} from "../schema.js";
import { DEMO_CONTENT } from "./content-data.js";

const DAY = 86_400_000;

/**
 * Demo articles, FAQ and a landing page with every component type, in Czech and Romanian (both
 * shops may share a database; each shows its own language). Idempotent: nothing when any article exists.
 */
export async function seedContent(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(articles);
  if (n > 0) return;
  const pictures = (await ctx.db.select({ id: images.id }).from(images).orderBy(images.id).limit(6)).map(
    (r) => r.id,
  );
  for (const language of ["cs", "ro"] as const) await seedLanguage(ctx, language, pictures);
}

async function seedLanguage(ctx: AppContext, language: "cs" | "ro", pictures: number[]) {
  const data = DEMO_CONTENT[language];
  const now = Date.now();
  const categories = await ctx.db
    .insert(articleCategories)
    .values(data.categories.map((c, position) => ({ ...c, language, position })))
    .returning();
  await ctx.db.insert(articles).values(
    data.articles.map((a, i) => ({
      language,
      slug: a.slug,
      title: a.title,
      perex: a.perex,
      body: a.body,
      author: a.author,
      categoryId: categories[a.category]!.id,
      imageId: pictures[i] ?? null,
      publishedAt: new Date(now - a.daysAgo * DAY),
    })),
  );
  const groups: number[] = [];
  for (const [position, g] of data.faq.entries()) {
    const [group] = await ctx.db.insert(faqGroups).values({ language, title: g.title, position }).returning();
    groups.push(group!.id);
    await ctx.db
      .insert(faqItems)
      .values(
        g.items.map(([question, answer], p) => ({ groupId: group!.id, question, answer, position: p })),
      );
  }

  const l = data.landing;
  const market = getMarket(language === "ro" ? "ro" : "cz");
  const [phones] = await ctx.db
    .execute<{ url_path: string }>(
      sql`select url_path from type_categories where for_display and parent_id is null order by position, id limit 1`,
    )
    .then((r) => (r as unknown as { rows: { url_path: string }[] }).rows);
  const [page] = await ctx.db
    .insert(landingPages)
    .values({
      language,
      slug: l.slug,
      title: l.title,
      seoTitle: l.seo,
      seoDescription: l.hero.subtitle,
      publishAt: new Date(now - DAY),
    })
    .returning();
  const components: { type: string; params: Record<string, unknown> }[] = [
    {
      type: "hero",
      params: {
        title: l.hero.title,
        subtitle: l.hero.subtitle,
        cta_label: l.hero.cta,
        cta_url: phones ? `/${phones.url_path}/` : "/",
        color: "#115e59",
        image_id: null,
      },
    },
    {
      type: "countdown",
      params: {
        title: l.countdown.title,
        text: l.countdown.text,
        ends_at: new Date(now + 10 * DAY).toISOString(),
      },
    },
    {
      type: "product_strip",
      params: {
        title: l.strip,
        source: "category",
        product_ids: [],
        category_path: phones?.url_path ?? "",
        limit: 8,
      },
    },
    { type: "text", params: { title: l.text.title, body: l.text.body } },
    {
      type: "banner",
      params: {
        title: l.banner.title,
        text: l.banner.text,
        url: `/${market.slugs.buyback}/`,
        color: "#1e3a8a",
        image_id: pictures[3] ?? null,
      },
    },
    { type: "faq", params: { title: l.faqTitle, group_id: groups[0] } },
  ];
  const rows = await ctx.db
    .insert(landingComponents)
    .values(components.map((c, position) => ({ pageId: page!.id, type: c.type, position, params: c.params })))
    .returning();
  // The countdown's time-limited lease offers: the cart seed's demo offers (component 1), for this component too.
  const countdown = rows.find((r) => r.type === "countdown")!;
  const demo = await ctx.db.select().from(leaseOffers).where(eq(leaseOffers.componentId, 1));
  if (demo.length)
    await ctx.db
      .insert(leaseOffers)
      .values(demo.map(({ id: _id, ...o }) => ({ ...o, componentId: countdown.id })));
}
