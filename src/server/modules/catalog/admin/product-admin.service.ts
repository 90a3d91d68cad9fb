import { and, asc, eq, ne, sql } from "drizzle-orm";
import { masterProducts, products } from "../../../db/schema.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound, ValidationError } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { masterGrid } from "./master-grid.queries.js";

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

const toAdmin = (p: typeof products.$inferSelect) => ({
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
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!current) throw notFound("catalog:productNotFound");
    if (b.seo_name && b.seo_name !== current.seoName) {
      const taken = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.seoName, b.seo_name), ne(products.id, id)));
      if (taken.length) throw new ValidationError({ seo_name: ["catalog:admin.seoTaken"] });
      await tx.execute(sql`insert into catalog_redirects (kind, old_slug, target_id) values ('product', ${current.seoName}, ${id})
        on conflict (kind, old_slug) do update set target_id = excluded.target_id`);
      await tx.execute(
        sql`delete from catalog_redirects where kind = 'product' and old_slug = ${b.seo_name}`,
      );
    }
    const [updated] = await tx
      .update(products)
      .set({
        name: b.name,
        seoName: b.seo_name,
        price: b.price,
        commonPrice: b.common_price,
        warehouseStock: b.warehouse_stock,
        expectedStockDate: b.expected_stock_date,
        isLeased: b.is_leased,
        isActive: b.is_active,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning();
    return updated;
  });
  await audit(ctx.db, {
    actorId: staff.id,
    action: "update",
    entity: "product",
    entityId: id,
    detail: { fields: Object.keys(b) },
  });
  return toAdmin(row);
}

/** A master product for its staff page: the grid's row, its texts, and every variant (active or not). */
export async function masterDetail(ctx: AppContext, id: number) {
  const [master] = await ctx.db.select().from(masterProducts).where(eq(masterProducts.id, id));
  if (!master) throw notFound("catalog:productNotFound");
  const [row] = (await masterGrid(ctx.db, { ids: [id] }, "id", 1, 0)).results;
  const variants = await ctx.db
    .select()
    .from(products)
    .where(eq(products.masterProductId, id))
    // In the order they were added (colour by colour): a database collation would sort "Č" after "R".
    .orderBy(asc(products.id));
  return {
    ...row,
    description: master.description,
    seo_title: master.seoTitle,
    seo_description: master.seoDescription,
    variants: variants.map(toAdmin),
  };
}
