import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { manufacturers, productTypes } from "../../../db/schema.js";

/** Every manufacturer, by name (staff selects). */
export function manufacturersByName(db: DbOrTx) {
  return db.select().from(manufacturers).orderBy(asc(manufacturers.name));
}

/** Every product type in its own order. */
export function productTypesInOrder(db: DbOrTx) {
  return db.select().from(productTypes).orderBy(asc(productTypes.position), asc(productTypes.id));
}
