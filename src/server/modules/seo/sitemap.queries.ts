import { sql } from "drizzle-orm";
import { getMarket, type MarketCode } from "../../../domain/market.js";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

export const URLS_PER_SITEMAP = 40_000;

export async function productCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where is_active`,
  );
  return row.n;
}

/** One sitemap file's product addresses, in a stable order (by id). */
export async function productSlugs(
  db: DbOrTx,
  page: number,
): Promise<{ seo_name: string; updated: string }[]> {
  return queryRows(
    db,
    sql`select seo_name, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated from products where is_active
      order by id limit ${URLS_PER_SITEMAP} offset ${(page - 1) * URLS_PER_SITEMAP}`,
  );
}

export async function displayedCategoryPaths(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ url_path: string }>(
    db,
    sql`select url_path from type_categories where for_display order by url_path`,
  );
  return rows.map((r) => r.url_path);
}

export async function storeSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ seo_name: string }>(db, sql`select seo_name from stores order by seo_name`);
  return rows.map((r) => r.seo_name);
}

/**
 * Content pages in the shop's language (issue 20): the articles overview and the FAQ, every
 * published article (with its last change) and every landing page published by `now`.
 */
export async function contentEntries(
  db: DbOrTx,
  market: { code: MarketCode; language: string },
  now: Date,
): Promise<{ loc: string; lastmod?: string }[]> {
  const s = getMarket(market.code).slugs;
  const rows = await queryRows<{ kind: "article" | "landing"; slug: string; updated: string }>(
    db,
    sql`select 'article' as kind, slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated
        from content_articles where language = ${market.language} and published_at <= ${now}
      union all
      select 'landing', slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD')
        from content_landing_pages where language = ${market.language} and publish_at <= ${now}
      order by 1, 2`,
  );
  return [
    { loc: `/${s.articles}/` },
    { loc: `/${s.faq}/` },
    ...rows.map((r) => ({
      loc: `/${r.kind === "article" ? s.articles : s.landing}/${r.slug}/`,
      lastmod: r.updated,
    })),
  ];
}
