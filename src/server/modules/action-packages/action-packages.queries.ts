import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import {
  actionPackageParts,
  actionPackages,
  masterProducts,
  products,
  productTypes,
  storeStock,
} from "../../db/schema.js";

export type ActionPackageRow = typeof actionPackages.$inferSelect;

/** A part as the screens and the cart need it: the package's quantity and the product now. */
export interface PartRow {
  packageId: number;
  productId: number;
  quantity: number;
  code: string;
  name: string;
  seoName: string;
  typeCode: string;
  colorHex: string | null;
  imageUrl: string | null;
  price: number;
  isActive: boolean;
  stock: number;
}

/** Warehouse and stores together: what the cart lets a shopper take. */
const stockOf = sql<number>`(${products.warehouseStock} + coalesce((select sum(${storeStock.quantity}) from ${storeStock} where ${storeStock.productId} = ${products.id}), 0))::int`;

const partFields = {
  packageId: actionPackageParts.packageId,
  productId: actionPackageParts.productId,
  quantity: actionPackageParts.quantity,
  code: products.code,
  name: products.name,
  seoName: products.seoName,
  typeCode: productTypes.code,
  colorHex: products.colorHex,
  imageUrl: products.imageUrl,
  price: products.price,
  isActive: products.isActive,
  stock: stockOf,
};

/** The parts of these packages, each package's in the staff's order. */
export async function partsOf(db: DbOrTx, packageIds: number[]): Promise<PartRow[]> {
  if (!packageIds.length) return [];
  return db
    .select(partFields)
    .from(actionPackageParts)
    .innerJoin(products, eq(products.id, actionPackageParts.productId))
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
    .where(inArray(actionPackageParts.packageId, packageIds))
    .orderBy(asc(actionPackageParts.packageId), asc(actionPackageParts.position), asc(actionPackageParts.id));
}

/** A page of packages, the newest first, whose Czech or Romanian name contains `search`. */
export async function selectPackagePage(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? `%${search.replace(/[%_\\]/g, "")}%` : null;
  const where = like ? or(ilike(actionPackages.nameCs, like), ilike(actionPackages.nameRo, like)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(actionPackages)
      .where(where)
      .orderBy(desc(actionPackages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(actionPackages).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function selectPackage(db: DbOrTx, id: number): Promise<ActionPackageRow | null> {
  const [row] = await db.select().from(actionPackages).where(eq(actionPackages.id, id));
  return row ?? null;
}

export async function selectPackages(db: DbOrTx, ids: number[]): Promise<ActionPackageRow[]> {
  if (!ids.length) return [];
  return db.select().from(actionPackages).where(inArray(actionPackages.id, ids));
}

export type PackageValues = Omit<typeof actionPackages.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Writes a package and replaces its parts, in the caller's transaction. Null: no such package. */
export async function savePackage(
  tx: DbOrTx,
  id: number | null,
  values: PackageValues,
  parts: { productId: number; quantity: number }[],
): Promise<number | null> {
  const [row] = id
    ? await tx
        .update(actionPackages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(actionPackages.id, id))
        .returning({ id: actionPackages.id })
    : await tx.insert(actionPackages).values(values).returning({ id: actionPackages.id });
  if (!row) return null;
  await tx.delete(actionPackageParts).where(eq(actionPackageParts.packageId, row.id));
  await tx.insert(actionPackageParts).values(
    parts.map((p, position) => ({
      packageId: row.id,
      productId: p.productId,
      quantity: p.quantity,
      position,
    })),
  );
  return row.id;
}

/** Products by id with what the package rules need (existence, selling, price, stock). */
export async function productsByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      isActive: products.isActive,
      stock: stockOf,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Staff's product picker: variants whose code or name contains the text, active ones first. */
export async function searchProducts(db: DbOrTx, q: string, limit: number) {
  const like = `%${q.replace(/[%_\\]/g, "")}%`;
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      price: products.price,
      isActive: products.isActive,
      stock: stockOf,
    })
    .from(products)
    .where(or(ilike(products.code, like), ilike(products.name, like)))
    .orderBy(desc(products.isActive), asc(products.name))
    .limit(limit);
}

/**
 * The packages on sale now that hold a product, with their parts, in one statement (the product
 * page asks on every view): the part index finds the packages, each package's parts come as JSON.
 */
const offersOfProduct = prepared((db: Db) => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  return db
    .select({
      id: actionPackages.id,
      nameCs: actionPackages.nameCs,
      nameRo: actionPackages.nameRo,
      price: actionPackages.price,
      parts: sql<PartJson[]>`(select coalesce(json_agg(json_build_object(
          'productId', pr.id, 'quantity', pp.quantity, 'code', pr.code, 'name', pr.name,
          'seoName', pr.seo_name, 'typeCode', pt.code, 'colorHex', pr.color_hex, 'imageUrl', pr.image_url,
          'price', pr.price, 'isActive', pr.is_active,
          'stock', pr.warehouse_stock + coalesce((select sum(ss.quantity) from store_stock ss where ss.product_id = pr.id), 0)
        ) order by pp.position, pp.id), '[]'::json)
        from action_package_parts pp
        join products pr on pr.id = pp.product_id
        join master_products mp on mp.id = pr.master_product_id
        join product_types pt on pt.id = mp.product_type_id
        where pp.package_id = "action_packages"."id")`,
    })
    .from(actionPackages)
    .where(
      and(
        sql`${actionPackages.id} in (select ${actionPackageParts.packageId} from ${actionPackageParts} where ${actionPackageParts.productId} = ${sql.placeholder("productId")})`,
        eq(actionPackages.isActive, true),
        or(isNull(actionPackages.validFrom), lte(actionPackages.validFrom, now)),
        or(isNull(actionPackages.validTo), gte(actionPackages.validTo, now)),
      ),
    )
    .orderBy(asc(actionPackages.price), asc(actionPackages.id))
    .limit(5)
    .prepare("action_package_offers_of_product");
});
export type PartJson = Omit<PartRow, "packageId">;

export async function packagesOfProduct(db: Db, productId: number, now: Date) {
  return offersOfProduct(db).execute({ productId, now: now.toISOString() });
}
