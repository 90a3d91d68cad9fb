import type {
  ActionPackageInput,
  ActionPackageOut,
  PackageOffer,
} from "../../../contract/action-packages.js";
import { translateMessage } from "../../../contract/z.js";
import { formatPrice } from "../../../domain/money.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import {
  type ActionPackageRow,
  type PartJson,
  type PartRow,
  packagesOfProduct,
  partsOf,
  productsByIds,
  savePackage,
  searchProducts,
  selectPackage,
  selectPackagePage,
  selectPackages,
} from "./action-packages.queries.js";
import { packageErrors } from "./package-rules.js";

export { splitPackagePrice } from "./price-split.js";
export type { ActionPackageRow, PartRow };

const iso = (d: Date | null) => d?.toISOString() ?? null;

const partOut = (p: PartJson) => ({
  product_id: p.productId,
  quantity: p.quantity,
  code: p.code,
  name: p.name,
  seo_name: p.seoName,
  type_code: p.typeCode,
  color_hex: p.colorHex,
  image_url: p.imageUrl,
  list_price: p.price,
  is_active: p.isActive,
  stock: p.stock,
});

const total = (parts: readonly PartJson[]) => parts.reduce((s, p) => s + p.price * p.quantity, 0);

function out(row: ActionPackageRow, parts: PartJson[]): ActionPackageOut {
  return {
    id: row.id,
    name_cs: row.nameCs,
    name_ro: row.nameRo,
    price: row.price,
    valid_from: iso(row.validFrom),
    valid_to: iso(row.validTo),
    is_active: row.isActive,
    parts: parts.map(partOut),
    parts_total: total(parts),
  };
}

/** The package's name in the market's language (each market has its own database and language). */
export const packageName = (ctx: AppContext, row: Pick<ActionPackageRow, "nameCs" | "nameRo">) =>
  ctx.market.language === "ro" ? row.nameRo : row.nameCs;

/** On sale at `now`: active and inside its validity. */
export const onSale = (row: ActionPackageRow, now: Date) =>
  row.isActive && (!row.validFrom || row.validFrom <= now) && (!row.validTo || row.validTo >= now);

export async function listPackages(ctx: AppContext, q: { page: number; page_size: number; search?: string }) {
  const { rows, count } = await selectPackagePage(ctx.db, q.search, q.page_size, (q.page - 1) * q.page_size);
  const parts = await partsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    count,
    page: q.page,
    page_size: q.page_size,
    results: rows.map((r) =>
      out(
        r,
        parts.filter((p) => p.packageId === r.id),
      ),
    ),
  };
}

export async function packageDetail(ctx: AppContext, id: number): Promise<ActionPackageOut> {
  const row = await selectPackage(ctx.db, id);
  if (!row) throw notFound("action-packages:notFound");
  return out(row, await partsOf(ctx.db, [id]));
}

/** Creates (id null) or replaces a package after the catalogue rules (Czech or Romanian field errors). */
export async function savePackageInput(
  ctx: AppContext,
  actorId: number,
  id: number | null,
  input: ActionPackageInput,
): Promise<ActionPackageOut> {
  const found = await productsByIds(ctx.db, [...new Set(input.parts.map((p) => p.product_id))]);
  const errors = packageErrors(input, new Map(found.map((p) => [p.id, p])), (m) =>
    formatPrice(m, ctx.market),
  );
  if (errors) throw new ValidationError(errors);
  const saved = await ctx.db.transaction((tx) =>
    savePackage(
      tx,
      id,
      {
        nameCs: input.name_cs,
        nameRo: input.name_ro,
        price: input.price,
        validFrom: input.valid_from ?? null,
        validTo: input.valid_to ?? null,
        isActive: input.is_active,
      },
      input.parts.map((p) => ({ productId: p.product_id, quantity: p.quantity })),
    ),
  );
  if (!saved) throw notFound("action-packages:notFound");
  await audit(ctx.db, {
    actorId,
    action: id ? "action-package.update" : "action-package.create",
    entity: "action_package",
    entityId: saved,
  });
  return packageDetail(ctx, saved);
}

export async function pickProducts(ctx: AppContext, q: string) {
  const rows = await searchProducts(ctx.db, q, 20);
  return {
    results: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      price: r.price,
      is_active: r.isActive,
      stock: r.stock,
    })),
  };
}

/**
 * Why a shopper cannot take `count` packages now (a part stopped selling or is short): a message
 * key naming the part, translated where it is shown; null when every part can go.
 */
export function unavailableReason(
  parts: readonly Pick<PartJson, "name" | "isActive" | "stock" | "quantity">[],
  count: number,
): string | null {
  const named = (key: string, name: string) => `${key}?${new URLSearchParams({ name })}`;
  for (const p of parts) {
    if (!p.isActive) return named("action-packages:partNotSold", p.name);
    if (p.stock < p.quantity * count) return named("action-packages:partOutOfStock", p.name);
  }
  return null;
}

/** The packages on sale now that hold this product: the offer on its product page. */
export async function productOffers(
  ctx: AppContext,
  productId: number,
  t: (key: string, values?: Record<string, string>) => string,
): Promise<{ offers: PackageOffer[] }> {
  const rows = await packagesOfProduct(ctx.db, productId, new Date());
  return {
    offers: rows.map((r) => {
      const partsTotal = total(r.parts);
      const reason = unavailableReason(r.parts, 1);
      return {
        id: r.id,
        name: packageName(ctx, r),
        price: r.price,
        parts_total: partsTotal,
        saving: Math.max(0, partsTotal - r.price),
        available: reason === null,
        unavailable_reason: reason && translateMessage(t, reason),
        parts: r.parts.map(partOut),
      };
    }),
  };
}

/** Packages with their parts by id (the cart prices and fills its package lines from these). */
export async function packagesWithParts(ctx: AppContext, ids: number[]) {
  const [rows, parts] = await Promise.all([selectPackages(ctx.db, ids), partsOf(ctx.db, ids)]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        row: r,
        name: packageName(ctx, r),
        parts: parts.filter((p) => p.packageId === r.id),
      },
    ]),
  );
}
export type PackageWithParts = NonNullable<
  Awaited<ReturnType<typeof packagesWithParts>> extends Map<number, infer V> ? V : never
>;
