import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.js";
import { rebuildPaths } from "../../modules/catalog/admin/category-paths.js";
import type { AppContext } from "../../platform/context.js";
import {
  attributeDefinitions,
  attributeGroups,
  banners,
  masterProducts,
  metaMasters,
  productReviews,
  products,
  productTypes,
  specialOffers,
  storeStock,
  typeCategories,
} from "../schema.js";
import {
  ATTRIBUTE_GROUPS,
  ATTRIBUTES,
  BADGES,
  BANNERS,
  demoOs,
  LEASED_MODELS,
  META_MASTERS,
  OFFERS,
  RECOMMENDED,
  REVIEWS,
  RO_ROOT_SLUGS,
  SEO_TEXTS,
  USED_GRADES,
} from "./catalog-extras-data.js";

/**
 * Merchandising on top of the demo catalogue: attribute definitions and groups, an "os" attribute,
 * badges and recommended ranks, meta-masters, refurbished and leased offers, expected stock,
 * special offers, home banners, category SEO texts and reviews. Idempotent: runs once.
 */
export async function seedCatalogExtras(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const ro = ctx.market.language === "ro";
  const tx = (t: { cs: string; ro: string }) => (ro ? t.ro : t.cs);
  if ((await db.select().from(attributeGroups).limit(1)).length) return;
  const masters = await db
    .select({ id: masterProducts.id, seo: masterProducts.seoName })
    .from(masterProducts);
  if (!masters.length) return;
  const masterId = new Map(masters.map((m) => [m.seo, m.id]));
  const idsOf = (seos: string[]) =>
    seos.map((s) => masterId.get(s)).filter((x): x is number => x !== undefined);

  const groups = await db
    .insert(attributeGroups)
    .values(ATTRIBUTE_GROUPS.map((g, i) => ({ code: g.code, name: tx(g.name), position: i })))
    .returning();
  const groupId = new Map(groups.map((g) => [g.code, g.id]));
  await db.insert(attributeDefinitions).values(
    ATTRIBUTES.map((a, i) => ({
      key: a.key,
      name: tx(a.name),
      groupId: groupId.get(a.group),
      unit: a.unit,
      valueType: a.valueType,
      filterable: a.filterable,
      position: i,
    })),
  );
  const combos = (await db.execute(sql`select distinct f.name as maker, t.code as type from master_products m
    join manufacturers f on f.id = m.manufacturer_id join product_types t on t.id = m.product_type_id`)) as unknown as {
    rows: { maker: string; type: string }[];
  };
  for (const { maker, type } of combos.rows) {
    const os = demoOs(maker, type);
    if (os)
      await db.execute(sql`update products p set attributes = p.attributes || jsonb_build_object('os', ${os}::text)
        from master_products m, manufacturers f, product_types t
        where p.master_product_id = m.id and f.id = m.manufacturer_id and t.id = m.product_type_id and f.name = ${maker} and t.code = ${type}`);
  }

  for (const [seo, badges] of Object.entries(BADGES))
    await db.update(masterProducts).set({ badges }).where(eq(masterProducts.seoName, seo));
  for (const [i, seo] of RECOMMENDED.entries())
    await db
      .update(masterProducts)
      .set({ recommendedRank: 100 - i })
      .where(eq(masterProducts.seoName, seo));
  for (const g of META_MASTERS) {
    const [meta] = await db.insert(metaMasters).values({ name: g.name }).returning();
    const ids = idsOf(g.models);
    if (ids.length)
      await db.update(masterProducts).set({ metaMasterId: meta.id }).where(inArray(masterProducts.id, ids));
  }

  await seedUsedVariants(ctx, idsOf(USED_GRADES.map((u) => u.model)));
  await db
    .update(products)
    .set({ isLeased: true })
    .where(inArray(products.masterProductId, idsOf(LEASED_MODELS)));
  // A few models wait for stock, so "expected on" and the expected list have something to show.
  const waiting = idsOf(["samsung-galaxy-z-fold6", "google-pixel-9-pro"]);
  const waitingProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.masterProductId, waiting));
  if (waitingProducts.length) {
    const ids = waitingProducts.map((p) => p.id);
    await db.delete(storeStock).where(inArray(storeStock.productId, ids));
    await db
      .update(products)
      .set({ warehouseStock: 0, expectedStockDate: sql`current_date + 10` as any })
      .where(inArray(products.id, ids));
  }

  const types = await db.select().from(productTypes);
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  await db.insert(specialOffers).values(
    OFFERS.map((o, i) => ({
      kind: o.kind,
      masterProductId: o.model ? masterId.get(o.model) : null,
      productTypeId: o.type ? typeId.get(o.type) : null,
      name: tx(o.name),
      description: tx(o.description),
      validTo: o.days ? (sql`now() + ${`${o.days} days`}::interval` as any) : null,
      position: i,
    })),
  );
  const linkOf = async (link: string) => {
    if (link.startsWith("product:")) {
      const [p] = await db
        .select({ seo: products.seoName })
        .from(products)
        .where(eq(products.masterProductId, masterId.get(link.slice(8)) ?? -1))
        .orderBy(products.id)
        .limit(1);
      return p ? `/${p.seo}/` : "/";
    }
    const path = link
      .replace("/vykup/", `/${ctx.market.slugs.buyback}/`)
      .replace("/servis/", `/${ctx.market.slugs.service}/`);
    const root = path.split("/")[1];
    return ro && RO_ROOT_SLUGS[root] ? path.replace(`/${root}/`, `/${RO_ROOT_SLUGS[root]}/`) : path;
  };
  const bannerRows = [];
  for (const [i, b] of BANNERS.entries())
    bannerRows.push({
      placement: b.placement,
      title: tx(b.title),
      subtitle: tx(b.subtitle),
      linkUrl: await linkOf(b.link),
      color: b.color,
      position: i,
    });
  await db.insert(banners).values(bannerRows);
  for (const [seo, s] of Object.entries(SEO_TEXTS))
    await db
      .update(typeCategories)
      .set({ seoTitle: tx(s.title), seoDescription: tx(s.description), seoText: tx(s.text) })
      .where(eq(typeCategories.urlPath, seo));
  const reviews = REVIEWS.filter((r) => masterId.has(r.model));
  if (reviews.length)
    await db.insert(productReviews).values(
      reviews.map((r) => ({
        masterProductId: masterId.get(r.model)!,
        rating: r.rating,
        fullName: r.name,
        pros: tx(r.pros),
        cons: tx(r.cons),
        text: tx(r.text),
        status: r.approved ? "approved" : "pending",
        moderatedAt: r.approved ? new Date() : null,
      })),
    );
  if (ro) await romanianSlugs(ctx);
  await db.execute(sql`select catalog_refresh_search_terms()`);
}

/** Romanian root category addresses; the Czech ones answer 301 (rebuildPaths keeps them as redirects). */
async function romanianSlugs(ctx: AppContext): Promise<void> {
  for (const [cz, ro] of Object.entries(RO_ROOT_SLUGS))
    await ctx.db
      .update(typeCategories)
      .set({ seoName: ro })
      .where(and(eq(typeCategories.seoName, cz), isNull(typeCategories.parentId)));
  await rebuildPaths(ctx.db);
}

/** Refurbished grades of older iPhones: the first two colours of each memory size, cheaper by grade. */
async function seedUsedVariants(ctx: AppContext, masterIds: number[]): Promise<void> {
  if (!masterIds.length) return;
  const ro = ctx.market.language === "ro";
  const rows = await ctx.db.select().from(products).where(inArray(products.masterProductId, masterIds));
  const byMaster = new Map<number, typeof rows>();
  for (const r of rows) byMaster.set(r.masterProductId, [...(byMaster.get(r.masterProductId) ?? []), r]);
  const masters = await ctx.db
    .select({ id: masterProducts.id, seo: masterProducts.seoName })
    .from(masterProducts)
    .where(inArray(masterProducts.id, masterIds));
  const values: (typeof products.$inferInsert)[] = [];
  for (const m of masters) {
    const grades = USED_GRADES.find((u) => u.model === m.seo)?.grades ?? [];
    const colours = [...new Set((byMaster.get(m.id) ?? []).map((p) => p.colorName))].slice(0, 2);
    for (const p of (byMaster.get(m.id) ?? []).filter((x) => colours.includes(x.colorName))) {
      for (const [gi, [grade, share]] of grades.entries()) {
        values.push({
          masterProductId: m.id,
          code: `${p.code}R${gi}`,
          seoName: `${p.seoName}-${slugify(ro ? "recondiționat" : "repasovany")}-${slugify(grade)}`,
          name: `${p.name} (${ro ? "recondiționat" : "repasovaný"}, ${grade})`,
          colorName: p.colorName,
          colorHex: p.colorHex,
          memoryGb: p.memoryGb,
          quality: grade,
          price: Math.max(1, Math.round((p.price * share) / 10000)) * 10000 - 1000,
          commonPrice: p.price,
          warehouseStock: (p.id + gi) % 4,
          attributes: p.attributes,
        });
      }
    }
  }
  if (values.length) await ctx.db.insert(products).values(values);
}
