import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound, ValidationError } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { productsChanged } from "../../watches/watches.service.js";
import { masterGrid } from "./master-grid.queries.js";
import { masterById, variantsOf } from "./masters.queries.js";
import { dropRedirect, keepRedirect } from "./redirects.queries.js";
import { seoNameTaken, updateVariant, type VariantRow, variantForUpdate } from "./variants.queries.js";

type Patch = {
  name?: string;
  seo_name?: string;
  price?: number;
  common_price?: number | null;
  warehouse_stock?: number;
  expected_stock_date?: string | null;
  is_leased?: boolean;
  is_active?: boolean;
};

const toAdmin = (p: VariantRow) => ({
  id: p.id,
  name: p.name,
  seo_name: p.seoName,
  code: p.code,
  color_name: p.colorName,
  memory_gb: p.memoryGb,
  quality: p.quality,
  price: p.price,
  common_price: p.commonPrice,
  warehouse_stock: p.warehouseStock,
  expected_stock_date: p.expectedStockDate,
  is_leased: p.isLeased,
  is_active: p.isActive,
});

/** Edits a variant; renaming its seo name keeps the old address answering 301 to the new one. */
export async function patchProduct(ctx: AppContext, staff: SessionUser, id: number, b: Patch) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await variantForUpdate(tx, id);
    if (!current) throw notFound("catalog:productNotFound");
    if (b.seo_name && b.seo_name !== current.seoName) {
      if (await seoNameTaken(tx, b.seo_name, id))
        throw new ValidationError({ seo_name: ["catalog:admin.seoTaken"] });
      await keepRedirect(tx, "product", current.seoName, id);
      await dropRedirect(tx, "product", b.seo_name);
    }
    return updateVariant(tx, id, {
      name: b.name,
      seoName: b.seo_name,
      price: b.price,
      commonPrice: b.common_price,
      warehouseStock: b.warehouse_stock,
      expectedStockDate: b.expected_stock_date,
      isLeased: b.is_leased,
      isActive: b.is_active,
      updatedAt: new Date(),
    });
  });
  await audit(ctx.db, {
    actorId: staff.id,
    action: "update",
    entity: "product",
    entityId: id,
    detail: { fields: Object.keys(b) },
  });
  // Shoppers watching the price or the stock hear of it (issue 16).
  if (b.price !== undefined || b.warehouse_stock !== undefined) await productsChanged(ctx, [id]);
  return toAdmin(row);
}

/** A master product for its staff page: the grid's row, its texts, and every variant (active or not). */
export async function masterDetail(ctx: AppContext, id: number) {
  const master = await masterById(ctx.db, id);
  if (!master) throw notFound("catalog:productNotFound");
  const [row] = (await masterGrid(ctx.db, { ids: [id] }, "id", 1, 0)).results;
  const variants = await variantsOf(ctx.db, id);
  return {
    ...row,
    description: master.description,
    seo_title: master.seoTitle,
    seo_description: master.seoDescription,
    variants: variants.map(toAdmin),
  };
}
