import { and, asc, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
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

/**
 * The cart's own discounts and the automatic ones valid now, in one statement: a discount linked
 * to the cart comes as the cart's own (with its code), any other only when automatic and valid.
 * Read on every cart, summary and order, so it is built once (see db/prepared.ts).
 */
const rulesOfCart = prepared((db) => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  return db
    .select({
      d: discounts,
      own: sql<boolean>`${cartDiscounts.cartId} is not null`,
      code: discountCodes.code,
      codeId: cartDiscounts.codeId,
      usedAt: discountCodes.usedAt,
    })
    .from(discounts)
    .leftJoin(
      cartDiscounts,
      and(eq(cartDiscounts.discountId, discounts.id), eq(cartDiscounts.cartId, sql.placeholder("cartId"))),
    )
    .leftJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId))
    .where(
      or(
        isNotNull(cartDiscounts.cartId),
        and(
          eq(discounts.isAutomaticAssignment, true),
          eq(discounts.isActive, true),
          or(isNull(discounts.validFrom), lte(discounts.validFrom, now)),
          or(isNull(discounts.validTo), gte(discounts.validTo, now)),
        ),
      ),
    )
    .orderBy(sql`${cartDiscounts.cartId} is null`, asc(discounts.id))
    .prepare("cart_discount_rules");
});

/** The cart's own discounts (by code or card) and the automatic ones valid now. */
export async function cartRules(
  db: Db,
  cartId: number,
  now: Date,
): Promise<(DiscountRule & { codeId: number | null })[]> {
  const rows = await rulesOfCart(db).execute({ cartId, now: now.toISOString() });
  return rows.map((r) =>
    r.own
      ? // A single-use code used meanwhile (by another order) makes its discount invalid here.
        { ...toRule(r.d, r.code), active: r.d.isActive && !r.usedAt, codeId: r.codeId }
      : { ...toRule(r.d, null), codeId: null },
  );
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
