import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { landingComponents, leaseOffers, masterProducts, products } from "../../db/schema.js";

/**
 * The staff side of the time-limited lease offers of countdown components (the `lease_offers`
 * table); shoppers read the running ones through the cart module's `cart:limited-lease`.
 */

export type LeaseOfferRow = typeof leaseOffers.$inferSelect & { name: string };

const columns = {
  id: leaseOffers.id,
  componentId: leaseOffers.componentId,
  masterProductId: leaseOffers.masterProductId,
  months: leaseOffers.months,
  monthlyPrice: leaseOffers.monthlyPrice,
  validFrom: leaseOffers.validFrom,
  validTo: leaseOffers.validTo,
  name: masterProducts.name,
};

export async function leaseOffersOf(db: DbOrTx, componentId: number): Promise<LeaseOfferRow[]> {
  return db
    .select(columns)
    .from(leaseOffers)
    .innerJoin(masterProducts, eq(masterProducts.id, leaseOffers.masterProductId))
    .where(eq(leaseOffers.componentId, componentId))
    .orderBy(asc(leaseOffers.validTo), asc(leaseOffers.id));
}

export async function leaseOfferById(db: DbOrTx, id: number): Promise<LeaseOfferRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(leaseOffers)
    .innerJoin(masterProducts, eq(masterProducts.id, leaseOffers.masterProductId))
    .where(eq(leaseOffers.id, id));
  return row;
}

/** The component's page and type (a lease offer belongs to a countdown). */
export async function componentKind(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ pageId: landingComponents.pageId, type: landingComponents.type })
    .from(landingComponents)
    .where(eq(landingComponents.id, id));
  return row;
}

/** The master product of a variant (the picker gives variants). */
export async function masterOfProduct(db: DbOrTx, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.masterProductId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.id;
}

type Values = { masterProductId: number; months: number; monthlyPrice: number; validTo: Date };

export async function insertLeaseOffer(db: DbOrTx, componentId: number, v: Values, now: Date) {
  const [row] = await db
    .insert(leaseOffers)
    .values({ componentId, ...v, validFrom: now })
    .returning({ id: leaseOffers.id });
  return row!.id;
}

export async function updateLeaseOffer(db: DbOrTx, id: number, v: Values): Promise<boolean> {
  const rows = await db
    .update(leaseOffers)
    .set(v)
    .where(eq(leaseOffers.id, id))
    .returning({ id: leaseOffers.id });
  return rows.length > 0;
}

export async function deleteLeaseOffer(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(leaseOffers)
    .where(eq(leaseOffers.id, id))
    .returning({ componentId: leaseOffers.componentId });
  return row;
}
