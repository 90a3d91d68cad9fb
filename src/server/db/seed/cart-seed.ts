import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/context.js";
import {
  discountCodes,
  discounts,
  leaseOffers,
  masterProducts,
  productGifts,
  products,
  productTypes,
  serviceOffers,
} from "../schema.js";

/** Price bands of devices (CZK) and the service prices in each: [general, screen, warranty 12, warranty 24, prolong]. */
const BANDS: [number, number, number[]][] = [
  [0, 10_000, [990, 490, 690, 1_190, 1_490]],
  [10_000, 20_000, [1_990, 790, 1_290, 2_190, 2_490]],
  [20_000, 40_000, [2_990, 1_190, 1_990, 3_490, 3_490]],
  [40_000, 1_000_000, [3_990, 1_490, 2_990, 4_990, 4_490]],
];

/** The Romanian shop prices at about 1 : 5, ending in 9 as shops do (same rule as the catalogue seed). */
const local = (czk: number, ro: boolean) =>
  ro ? (Math.max(1, Math.round(czk / 50)) * 10 - 1) * 100 : czk * 100;

/** Insurance, warranty offers, demo discounts, gifts and time-limited lease offers. Idempotent. */
export async function seedCart(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(serviceOffers);
  if (n > 0) return;
  const ro = ctx.market.currency === "RON";
  const types = ["phone", "tablet", "watch", "computer"];
  const cs = !ro;
  await ctx.db.insert(serviceOffers).values(
    BANDS.flatMap(([min, max, p]) => [
      {
        kind: "general_insurance",
        code: "tuito-general",
        name: cs
          ? "Pojištění Tuito proti poškození a krádeži (24 měsíců)"
          : "Asigurare Tuito pentru daune și furt (24 luni)",
        months: 24,
        price: local(p[0], ro),
        minDevicePrice: local(min, ro),
        maxDevicePrice: local(max, ro) - 1,
        productTypeCodes: types,
      },
      {
        kind: "screen_insurance",
        code: "tuito-screen",
        name: cs ? "Pojištění displeje Tuito (12 měsíců)" : "Asigurare ecran Tuito (12 luni)",
        months: 12,
        price: local(p[1], ro),
        minDevicePrice: local(min, ro),
        maxDevicePrice: local(max, ro) - 1,
        productTypeCodes: ["phone", "tablet", "watch"],
      },
      {
        kind: "warranty",
        code: "mp-12",
        name: cs ? "Prodloužená záruka +12 měsíců" : "Garanție extinsă +12 luni",
        months: 12,
        price: local(p[2], ro),
        minDevicePrice: local(min, ro),
        maxDevicePrice: local(max, ro) - 1,
        productTypeCodes: types,
      },
      {
        kind: "warranty",
        code: "mp-24",
        name: cs ? "Prodloužená záruka +24 měsíců" : "Garanție extinsă +24 luni",
        months: 24,
        price: local(p[3], ro),
        minDevicePrice: local(min, ro),
        maxDevicePrice: local(max, ro) - 1,
        productTypeCodes: types,
      },
      {
        kind: "prolong",
        code: "ZARUKA5",
        name: cs ? "Záruka 5 let" : "Garanție 5 ani",
        months: 36,
        price: local(p[4], ro),
        minDevicePrice: local(min, ro),
        maxDevicePrice: local(max, ro) - 1,
        productTypeCodes: ["phone", "tablet", "computer"],
      },
    ]),
  );

  const [spring] = await ctx.db
    .insert(discounts)
    .values({
      marketingName: cs ? "Jarní sleva 10 %" : "Reducere de primăvară 10 %",
      discountType: "percentage",
      discountValue: 10,
      isCombinable: true,
    })
    .returning();
  await ctx.db.insert(discountCodes).values({ discountId: spring.id, code: "JARO10" });
  await ctx.db.insert(discounts).values({
    marketingName: cs ? "Studentská sleva ISIC 5 %" : "Reducere studenți ISIC 5 %",
    discountType: "percentage",
    discountValue: 5,
    cardType: "isic",
    isPublic: false,
  });

  const phoneType = await ctx.db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.code, "phone"));
  const accessoryType = await ctx.db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.code, "accessory"));
  if (!phoneType.length) return;
  const phones = await ctx.db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(eq(masterProducts.productTypeId, phoneType[0].id))
    .orderBy(asc(masterProducts.id))
    .limit(3);
  if (accessoryType.length) {
    const [gift] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
      .where(eq(masterProducts.productTypeId, accessoryType[0].id))
      .orderBy(asc(products.price))
      .limit(1);
    if (gift)
      await ctx.db
        .insert(productGifts)
        .values(phones.map((m) => ({ masterProductId: m.id, giftProductId: gift.id })))
        .onConflictDoNothing();
  }
  const now = Date.now();
  await ctx.db.insert(leaseOffers).values(
    phones.map((m, i) => ({
      componentId: 1,
      masterProductId: m.id,
      months: 24,
      monthlyPrice: local(990 + i * 200, ro),
      validFrom: new Date(now - 86_400_000),
      validTo: new Date(now + (7 + i * 7) * 86_400_000),
    })),
  );
}
