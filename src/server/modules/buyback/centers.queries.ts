import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { stores } from "../../db/schema.js";

const centerColumns = {
  id: stores.id,
  seo_name: stores.seoName,
  name: stores.name,
  street: stores.street,
  city: stores.city,
  postcode: stores.postcode,
  country: stores.country,
  phone: stores.phone,
  email: stores.email,
  latitude: stores.latitude,
  longitude: stores.longitude,
  opening_hours: stores.openingHours,
};

/** Stores that accept devices, by city and name. */
export function selectBuyoutCenters(db: DbOrTx) {
  return db
    .select(centerColumns)
    .from(stores)
    .where(eq(stores.isBuyoutCenter, true))
    .orderBy(asc(stores.city), asc(stores.name));
}

/** Every store with its buy-back flag, by city and name. */
export function selectStoresForCenters(db: DbOrTx) {
  return db
    .select({ ...centerColumns, is_buyout_center: stores.isBuyoutCenter })
    .from(stores)
    .orderBy(asc(stores.city), asc(stores.name));
}

/** Sets a store's buy-back flag (and hours); false when there is no such store. */
export async function setBuyoutCenter(
  db: DbOrTx,
  id: number,
  set: Pick<Partial<typeof stores.$inferInsert>, "isBuyoutCenter" | "openingHours">,
): Promise<boolean> {
  const rows = await db.update(stores).set(set).where(eq(stores.id, id)).returning({ id: stores.id });
  return rows.length > 0;
}
