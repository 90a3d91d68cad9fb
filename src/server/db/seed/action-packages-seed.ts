import { and, asc, desc, eq, ilike, notLike, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/context.js";
import {
  actionPackageParts,
  actionPackages,
  masterProductCategories,
  masterProducts,
  products,
  typeCategories,
} from "../schema.js";

/** A demo package: its names and its parts found by model name ("maker model", or a pattern in a category). */
const PACKAGES = [
  {
    cs: "iPhone 16 s krytem a ochranným sklem",
    ro: "iPhone 16 cu husă și folie de sticlă",
    parts: [
      { model: "Apple iPhone 16", exact: true },
      { model: "%iPhone 16%", category: "cases" },
      { model: "%iPhone 16%", category: "screen-protection" },
    ],
  },
  {
    cs: "Galaxy S25 s krytem a ochranným sklem",
    ro: "Galaxy S25 cu husă și folie de sticlă",
    parts: [
      { model: "Samsung Galaxy S25", exact: true },
      { model: "%Galaxy S25%", category: "cases" },
      { model: "%Galaxy S25%", category: "screen-protection" },
    ],
  },
  {
    cs: "iPhone 16 s nabíječkou 20 W",
    ro: "iPhone 16 cu încărcător de 20 W",
    parts: [
      { model: "Apple iPhone 16", exact: true },
      { model: "%20W%", category: "chargers" },
    ],
  },
];

type Part = (typeof PACKAGES)[number]["parts"][number] & { category?: string; exact?: boolean };

/** The best-stocked active variant of a model (in a category), cheapest first among equals. */
async function variantOf(ctx: AppContext, part: Part) {
  const [row] = await ctx.db
    .select({ id: products.id, price: products.price })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .where(
      and(
        eq(products.isActive, true),
        part.exact ? eq(masterProducts.name, part.model) : ilike(masterProducts.name, part.model),
        // "iPhone 16" must not find the "iPhone 16 Pro" (case-sensitive: "protecție" is no "Pro").
        part.exact ? undefined : notLike(masterProducts.name, "%Pro%"),
        part.category
          ? sql`exists (select 1 from ${masterProductCategories} mc join ${typeCategories} c on c.id = mc.type_category_id
              where mc.master_product_id = ${masterProducts.id} and c.seo_name = ${part.category})`
          : undefined,
      ),
    )
    .orderBy(desc(sql`${products.warehouseStock} > 0`), asc(products.price))
    .limit(1);
  return row ?? null;
}

/**
 * Demo action packages (issue 20), in each market from its own catalogue: a phone with its case
 * and glass, and a phone with a charger, about 8 % below their parts, ending in 9. Idempotent:
 * nothing happens once the shop has a package; a package whose parts the catalogue lacks is left out.
 */
export async function seedActionPackages(ctx: AppContext): Promise<void> {
  const [any] = await ctx.db.select({ id: actionPackages.id }).from(actionPackages).limit(1);
  if (any) return;
  for (const p of PACKAGES) {
    const parts = await Promise.all(p.parts.map((part) => variantOf(ctx, part)));
    if (parts.some((x) => !x) || new Set(parts.map((x) => x!.id)).size < parts.length) continue;
    const sum = parts.reduce((s, x) => s + x!.price, 0);
    const units = Math.floor((sum * 0.92) / 100 / 10) * 10 - 1;
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(actionPackages)
        .values({ nameCs: p.cs, nameRo: p.ro, price: units * 100 })
        .returning({ id: actionPackages.id });
      await tx
        .insert(actionPackageParts)
        .values(
          parts.map((x, position) => ({ packageId: row!.id, productId: x!.id, quantity: 1, position })),
        );
    });
  }
}
