import type { Db } from "../../db/client.js";
import type { CartLine } from "../cart/cart.service.js";
import { stockByStore } from "./checkout.queries.js";

/** Units of each product the cart needs (devices and accessories; a gift goes only while it lasts). */
export function needs(lines: CartLine[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines)
    if (l.productId !== null && l.serviceOfferId === null && l.kind !== "gift")
      out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  return out;
}

export interface Availability {
  need: Map<number, number>;
  warehouseCovers: boolean;
  /** Stores that hold every unit the cart needs. */
  storesWithAll: Set<number>;
}

/** `stores: false` skips the stores' stock (and its query) when only the warehouse matters. */
export async function availability(
  db: Db,
  lines: CartLine[],
  opts: { stores?: boolean } = {},
): Promise<Availability> {
  const need = needs(lines);
  const warehouse = new Map<number, number>();
  for (const l of lines) if (l.productId !== null) warehouse.set(l.productId, l.warehouseStock ?? 0);
  const byStore = opts.stores === false ? new Map() : await stockByStore(db, [...need.keys()]);
  const storesWithAll = new Set<number>();
  for (const [storeId, stock] of byStore)
    if ([...need].every(([pid, q]) => (stock.get(pid) ?? 0) >= q)) storesWithAll.add(storeId);
  const warehouseCovers = need.size > 0 && [...need].every(([pid, q]) => (warehouse.get(pid) ?? 0) >= q);
  return { need, warehouseCovers, storesWithAll };
}
