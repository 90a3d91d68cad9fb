import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { DiscountRule } from "../../../domain/discounts.js";
import type { Db } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { cartDiscounts, discountCodes, discounts } from "../../db/schema.js";

export type DiscountRow = typeof discounts.$inferSelect;

export const toRule = (d: DiscountRow, code: string | null): DiscountRule => ({
  id: d.id,
  name: d.marketingName,
  code,
  type: d.discountType as DiscountRule["type"],
  value: d.discountValue,
  perPiece: d.isDiscountPerPiece,
  minPieces: d.minimalDiscountNumerical,
  minSets: d.minimalDiscountSets,
  productIds: d.productIds,
  combinable: d.isCombinable,
  active: d.isActive,
  validFrom: d.validFrom,
  validTo: d.validTo,
});

// Read on every cart, summary and order: statements built once (see db/prepared.ts).
const ownRules = prepared((db) =>
  db
    .select({
      d: discounts,
      code: discountCodes.code,
      codeId: cartDiscounts.codeId,
      usedAt: discountCodes.usedAt,
    })
    .from(cartDiscounts)
    .innerJoin(discounts, eq(discounts.id, cartDiscounts.discountId))
    .leftJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId))
    .where(eq(cartDiscounts.cartId, sql.placeholder("cartId")))
    .prepare("cart_discounts_own"),
);
const automaticRules = prepared((db) => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  return db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.isAutomaticAssignment, true),
        eq(discounts.isActive, true),
        or(isNull(discounts.validFrom), lte(discounts.validFrom, now)),
        or(isNull(discounts.validTo), gte(discounts.validTo, now)),
      ),
    )
    .prepare("discounts_automatic");
});

/** The cart's own discounts (by code or card) and the automatic ones valid now. */
export async function cartRules(
  db: Db,
  cartId: number,
  now: Date,
): Promise<(DiscountRule & { codeId: number | null })[]> {
  const [own, auto] = await Promise.all([
    ownRules(db).execute({ cartId }),
    automaticRules(db).execute({ now: now.toISOString() }),
  ]);
  const seen = new Set(own.map((o) => o.d.id));
  return [
    // A single-use code used meanwhile (by another order) makes its discount invalid here.
    ...own.map((o) => ({ ...toRule(o.d, o.code), active: o.d.isActive && !o.usedAt, codeId: o.codeId })),
    ...auto.filter((d) => !seen.has(d.id)).map((d) => ({ ...toRule(d, null), codeId: null })),
  ];
}

export async function findCode(db: Db, code: string) {
  const [row] = await db
    .select({
      d: discounts,
      codeId: discountCodes.id,
      usedAt: discountCodes.usedAt,
      singleUse: discountCodes.singleUse,
    })
    .from(discountCodes)
    .innerJoin(discounts, eq(discounts.id, discountCodes.discountId))
    .where(eq(discountCodes.code, code));
  return row ?? null;
}

export async function cardDiscount(db: Db, cardType: string) {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.cardType, cardType), eq(discounts.isActive, true)))
    .orderBy(sql`${discounts.id} desc`)
    .limit(1);
  return row ?? null;
}
