import { randomBytes } from "node:crypto";
import type { DiscountInput } from "../../../contract/discounts.js";
import { generateCode, HIGH_PERCENTAGE_WARNING, normaliseCode } from "../../../domain/discounts.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import {
  codesOfDiscount,
  countCodes,
  type DiscountCodeRow,
  type DiscountRow,
  type DiscountValues,
  existingCodes,
  insertCodes,
  insertDiscount,
  selectCodesOf,
  selectDiscount,
  selectDiscountPage,
  updateDiscountRow,
} from "./discounts.queries.js";

const CODES_SHOWN = 100;

function out(d: DiscountRow, codes: DiscountCodeRow[], total: number, t: (k: string) => string) {
  return {
    id: d.id,
    marketing_name: d.marketingName,
    discount_type: d.discountType,
    discount_value: d.discountValue,
    is_discount_per_piece: d.isDiscountPerPiece,
    minimal_discount_numerical: d.minimalDiscountNumerical,
    minimal_discount_sets: d.minimalDiscountSets,
    valid_from: d.validFrom?.toISOString() ?? null,
    valid_to: d.validTo?.toISOString() ?? null,
    codes: codes
      .slice(0, CODES_SHOWN)
      .map((c) => ({ code: c.code, single_use: c.singleUse, used_at: c.usedAt?.toISOString() ?? null })),
    codes_count: total,
    is_active: d.isActive,
    is_public: d.isPublic,
    is_combinable: d.isCombinable,
    is_automatic_assigment: d.isAutomaticAssignment,
    internal_note: d.internalNote,
    discount_detail_url: d.discountDetailUrl,
    cumulative_bonus: d.cumulativeBonus,
    product_ids: d.productIds,
    card_type: d.cardType,
    applies_to_packages: d.appliesToPackages,
    warnings:
      d.discountType === "percentage" && d.discountValue >= HIGH_PERCENTAGE_WARNING
        ? [t("discounts:highPercentage")]
        : [],
  };
}

const values = (i: DiscountInput): DiscountValues => ({
  marketingName: i.marketing_name,
  discountType: i.discount_type,
  discountValue: i.discount_value,
  isDiscountPerPiece: i.is_discount_per_piece,
  minimalDiscountNumerical: i.minimal_discount_numerical,
  minimalDiscountSets: i.minimal_discount_sets,
  validFrom: i.valid_from ?? null,
  validTo: i.valid_to ?? null,
  isActive: i.is_active,
  isPublic: i.is_public,
  isCombinable: i.is_combinable,
  isAutomaticAssignment: i.is_automatic_assigment,
  internalNote: i.internal_note,
  discountDetailUrl: i.discount_detail_url,
  cumulativeBonus: i.cumulative_bonus,
  productIds: i.product_ids,
  cardType: i.card_type ?? null,
  appliesToPackages: i.applies_to_packages,
});

export async function listDiscounts(
  ctx: AppContext,
  q: { page: number; page_size: number; search?: string },
  t: (k: string) => string,
) {
  const { rows, count: n } = await selectDiscountPage(
    ctx.db,
    q.search,
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  const ids = rows.map((r) => r.id);
  const codes = ids.length ? await selectCodesOf(ctx.db, ids, ids.length * 20) : [];
  return {
    count: n,
    page: q.page,
    page_size: q.page_size,
    results: rows.map((r) => {
      const own = codes.filter((c) => c.discountId === r.id);
      return out(r, own, own.length, t);
    }),
  };
}

export async function discountDetail(ctx: AppContext, id: number, t: (k: string) => string) {
  const d = await selectDiscount(ctx.db, id);
  if (!d) throw notFound("discounts:notFound");
  const codes = await selectCodesOf(ctx.db, [id], CODES_SHOWN);
  const n = await countCodes(ctx.db, id);
  return out(d, codes, n, t);
}

async function addCodes(ctx: AppContext, discountId: number, codes: string[]) {
  const clean = [...new Set(codes.map(normaliseCode))];
  if (!clean.length) return;
  const others = await existingCodes(ctx.db, clean);
  if (others.length) {
    const mine = new Set(await codesOfDiscount(ctx.db, discountId));
    const foreign = others.filter((c) => !mine.has(c));
    if (foreign.length) throw new ValidationError({ codes: ["discounts:codeTaken"] });
  }
  await insertCodes(ctx.db, discountId, clean);
}

export async function createDiscount(
  ctx: AppContext,
  actorId: number,
  i: DiscountInput,
  t: (k: string) => string,
) {
  const d = await insertDiscount(ctx.db, values(i));
  await addCodes(ctx, d.id, i.codes);
  await audit(ctx.db, { actorId, action: "discount.create", entity: "discount", entityId: d.id });
  return discountDetail(ctx, d.id, t);
}

export async function updateDiscount(
  ctx: AppContext,
  actorId: number,
  id: number,
  i: DiscountInput,
  t: (k: string) => string,
) {
  const d = await updateDiscountRow(ctx.db, id, values(i));
  if (!d) throw notFound("discounts:notFound");
  await addCodes(ctx, id, i.codes);
  await audit(ctx.db, { actorId, action: "discount.update", entity: "discount", entityId: id });
  return discountDetail(ctx, id, t);
}

/** Spec §5/§9: generated codes are unique, single-use and 10 characters long. */
export async function generateCodes(
  ctx: AppContext,
  actorId: number,
  id: number,
  n: number,
): Promise<string[]> {
  if (!(await selectDiscount(ctx.db, id))) throw notFound("discounts:notFound");
  const made: string[] = [];
  while (made.length < n) {
    const batch = Array.from({ length: Math.min(500, n - made.length) }, () => generateCode(randomBytes));
    // The unique index rejects the rare collision; those are simply drawn again.
    made.push(...(await insertCodes(ctx.db, id, batch, true)));
  }
  await audit(ctx.db, {
    actorId,
    action: "discount.generate-codes",
    entity: "discount",
    entityId: id,
    detail: { count: n },
  });
  return made;
}
