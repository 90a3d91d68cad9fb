import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/context.js";
import { crates, masterProducts, productLocations, products, productTypes } from "../schema.js";

/** The warehouse's aisles by product type: phones in A, tablets in B, … (unknown types in F). */
const AISLE: Record<string, string> = { phone: "A", tablet: "B", watch: "C", computer: "D", accessory: "E" };
/** Shelves per rack: a rack holds this many products, one per shelf. */
const SHELVES = 4;

/** `A-01-1`: aisle by type, then rack and shelf in catalogue order within the aisle. */
export function locationOf(typeCode: string, indexInAisle: number): string {
  const rack = Math.floor(indexInAisle / SHELVES) + 1;
  const shelf = (indexInAisle % SHELVES) + 1;
  return `${AISLE[typeCode] ?? "F"}-${String(rack).padStart(2, "0")}-${shelf}`;
}

/** Crate codes printed on the warehouse's picking crates. */
export const CRATE_CODES = Array.from({ length: 20 }, (_, i) => `K-${String(i + 1).padStart(2, "0")}`);

/**
 * The central warehouse (issue 17): a location for every product of the demo catalogue (the
 * picking walk sorts by it) and twenty empty crates. Idempotent: each part only when its table is
 * empty. Needs the catalogue first; the order seed fills two of the crates.
 */
export async function seedWarehouse(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [[{ located }], [{ crateCount }]] = await Promise.all([
    db.select({ located: sql<number>`count(*)::int` }).from(productLocations),
    db.select({ crateCount: sql<number>`count(*)::int` }).from(crates),
  ]);
  if (located === 0) {
    const rows = await db
      .select({ id: products.id, type: productTypes.code })
      .from(products)
      .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
      .innerJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
      .orderBy(asc(products.id));
    const seen = new Map<string, number>();
    const values = rows.map((r) => {
      const i = seen.get(r.type) ?? 0;
      seen.set(r.type, i + 1);
      return { productId: r.id, location: locationOf(r.type, i) };
    });
    for (let i = 0; i < values.length; i += 1000)
      await db.insert(productLocations).values(values.slice(i, i + 1000));
  }
  if (crateCount === 0) await db.insert(crates).values(CRATE_CODES.map((code) => ({ code })));
}
