import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { DiscountRule } from "../../../domain/discounts.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { cartDiscounts, carts, discountCodes, discounts } from "../../db/schema.js";

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountValues = Omit<typeof discounts.$inferInsert, "id">;

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
  packages: d.appliesToPackages,
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

export async function findCode(db: DbOrTx, code: string) {
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

export async function cardDiscount(db: DbOrTx, cardType: string) {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.cardType, cardType), eq(discounts.isActive, true)))
    .orderBy(sql`${discounts.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Links a code's discount to the cart (a second code of the same discount replaces the first). */
export async function attachCode(
  db: DbOrTx,
  cartId: number,
  discountId: number,
  codeId: number,
): Promise<void> {
  await db
    .insert(cartDiscounts)
    .values({ cartId, discountId, codeId })
    .onConflictDoUpdate({ target: [cartDiscounts.cartId, cartDiscounts.discountId], set: { codeId } });
}

/** Links a discount without a code (a card's) to the cart, once. */
export async function attachDiscount(db: DbOrTx, cartId: number, discountId: number): Promise<void> {
  await db.insert(cartDiscounts).values({ cartId, discountId, codeId: null }).onConflictDoNothing();
}

/** Unlinks from the cart one discount, the discount of one code, or (neither given) every discount. */
export async function detachDiscounts(
  db: DbOrTx,
  cartId: number,
  which: { discountId?: number; codeId?: number } = {},
): Promise<void> {
  await db
    .delete(cartDiscounts)
    .where(
      and(
        eq(cartDiscounts.cartId, cartId),
        which.discountId !== undefined ? eq(cartDiscounts.discountId, which.discountId) : undefined,
        which.codeId !== undefined ? eq(cartDiscounts.codeId, which.codeId) : undefined,
      ),
    );
}

/** Keeps the discount card on the cart (the number is encrypted at rest). */
export async function saveCartCard(db: DbOrTx, cartId: number, cardNumber: string, cardHolder: string) {
  await db.update(carts).set({ cardNumber, cardHolder }).where(eq(carts.id, cartId));
}

/** Of these codes, the single-use ones. */
export async function singleUseCodeIds(db: DbOrTx, codeIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(inArray(discountCodes.id, codeIds), eq(discountCodes.singleUse, true)));
  return rows.map((r) => r.id);
}

/** Marks a code used by the order unless it already is; false when another order had it first. */
export async function markCodeUsed(db: DbOrTx, codeId: number, orderId: number): Promise<boolean> {
  const done = await db
    .update(discountCodes)
    .set({ usedAt: new Date(), usedOrderId: orderId })
    .where(and(eq(discountCodes.id, codeId), isNull(discountCodes.usedAt)))
    .returning({ id: discountCodes.id });
  return done.length > 0;
}

/** A page of discounts, the newest first, whose marketing name contains `search`, and how many match. */
export async function selectDiscountPage(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = search ? ilike(discounts.marketingName, `%${search.replace(/[%_]/g, "")}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(discounts).where(where).orderBy(desc(discounts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The first codes of these discounts, at most `limit` in all, in order. */
export function selectCodesOf(db: DbOrTx, discountIds: number[], limit: number): Promise<DiscountCodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .where(inArray(discountCodes.discountId, discountIds))
    .orderBy(discountCodes.id)
    .limit(limit);
}

export async function selectDiscount(db: DbOrTx, id: number): Promise<DiscountRow | null> {
  const [d] = await db.select().from(discounts).where(eq(discounts.id, id));
  return d ?? null;
}

export async function countCodes(db: DbOrTx, discountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountCodes)
    .where(eq(discountCodes.discountId, discountId));
  return row?.n ?? 0;
}

/** Which of these codes exist (of any discount). */
export async function existingCodes(db: DbOrTx, codes: string[]): Promise<string[]> {
  const rows = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(inArray(discountCodes.code, codes));
  return rows.map((r) => r.code);
}

/** Every code of a discount. */
export async function codesOfDiscount(db: DbOrTx, discountId: number): Promise<string[]> {
  const rows = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.discountId, discountId));
  return rows.map((r) => r.code);
}

/** Adds codes to a discount; codes that exist already are skipped. Answers the codes added. */
export async function insertCodes(
  db: DbOrTx,
  discountId: number,
  codes: string[],
  singleUse?: boolean,
): Promise<string[]> {
  const rows = await db
    .insert(discountCodes)
    .values(codes.map((code) => ({ discountId, code, ...(singleUse === undefined ? {} : { singleUse }) })))
    .onConflictDoNothing()
    .returning({ code: discountCodes.code });
  return rows.map((r) => r.code);
}

export async function insertDiscount(db: DbOrTx, values: DiscountValues): Promise<DiscountRow> {
  const [d] = await db.insert(discounts).values(values).returning();
  return d!;
}

export async function updateDiscountRow(
  db: DbOrTx,
  id: number,
  values: DiscountValues,
): Promise<DiscountRow | null> {
  const [d] = await db.update(discounts).set(values).where(eq(discounts.id, id)).returning();
  return d ?? null;
}
