import { skipWarehouseRefusal } from "../../../domain/order-states.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict, notFound, ValidationError } from "../../platform/errors.js";
import { productsChanged } from "../watches/watches.service.js";
import { setItemsReservedAt, storeById, storeUnitsOf, takeUnits } from "./order-edits.queries.js";
import {
  addHistory,
  itemsOf,
  itemsOfIn,
  lockOrder,
  orderById,
  returnStock,
  updateOrder,
} from "./orders.queries.js";

/**
 * Spec: skip warehouse order. Staff send an order from a store that holds every product of it
 * instead of the central warehouse: the items' reservations move to that store (its stock is
 * taken, the warehouse's given back), `orders.ship_from_store_id` is set and the warehouse's
 * picking overview leaves the order out. Only before picking starts (domain/order-states.ts).
 */

interface StockItem {
  id: number;
  kind: string;
  name: string;
  productId: number | null;
  quantity: number;
  reservedStoreId: number | null;
}

/** Items that hold stock: products and gifts (insurance and other services hold none). */
const holdsStock = <I extends StockItem>(i: I): i is I & { productId: number } =>
  i.productId !== null && i.kind !== "insurance";

/** Units per product a store must give for the order: what is not reserved there already. */
function needAt(items: readonly StockItem[], storeId: number): Map<number, number> {
  const need = new Map<number, number>();
  for (const i of items)
    if (holdsStock(i) && i.reservedStoreId !== storeId)
      need.set(i.productId, (need.get(i.productId) ?? 0) + i.quantity);
  return need;
}

/** The stores that hold every product of the order in stock now, by name (the current one left out). */
export async function shipFromStores(ctx: AppContext, orderId: number) {
  const o = await orderById(ctx.db, orderId);
  if (!o) throw notFound("orders:notFound");
  const items = (await itemsOf(ctx.db, orderId)).filter(holdsStock);
  const units = await storeUnitsOf(ctx.db, [...new Set(items.map((i) => i.productId!))]);
  const stores = new Map<number, { id: number; name: string; city: string; stock: Map<number, number> }>();
  for (const u of units) {
    const s = stores.get(u.storeId) ?? { id: u.storeId, name: u.name, city: u.city, stock: new Map() };
    s.stock.set(u.productId, u.quantity);
    stores.set(u.storeId, s);
  }
  const results = [...stores.values()]
    .filter((s) => s.id !== o.shipFromStoreId && items.length > 0)
    .filter((s) => [...needAt(items, s.id)].every(([pid, q]) => (s.stock.get(pid) ?? 0) >= q))
    .map(({ id, name, city }) => ({ id, name, city }))
    .sort((a, b) => a.name.localeCompare(b.name, "cs"));
  return { results };
}

export async function shipFromStore(ctx: AppContext, actorId: number, orderId: number, storeId: number) {
  const toWarehouse: number[] = [];
  const moved = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o) throw notFound("orders:notFound");
    const items = await itemsOfIn(tx, orderId);
    const refusal = skipWarehouseRefusal(o, items);
    if (refusal) throw badRequest(refusal, "skip_warehouse_refused");
    const store = await storeById(tx, storeId);
    if (!store) throw new ValidationError({ store_id: ["orders:skipWarehouse.unknownStore"] });
    if (o.shipFromStoreId === storeId) throw badRequest("orders:skipWarehouse.already", "already");
    const stock = items.filter(holdsStock);
    if (!stock.length) throw badRequest("orders:skipWarehouse.nothing", "nothing_to_move");
    const move = stock.filter((i) => i.reservedStoreId !== storeId);
    for (const item of move) {
      // Taken only if the store has the units: two orders never get the same last piece.
      if (!(await takeUnits(tx, { storeId, productId: item.productId, quantity: item.quantity })))
        throw conflict(
          `orders:skipWarehouse.storeLacks?${new URLSearchParams({ store: store.name, product: item.name })}`,
          "store_lacks_stock",
        );
      await returnStock(tx, item);
      if (item.reservedStoreId === null) toWarehouse.push(item.productId);
    }
    await setItemsReservedAt(
      tx,
      move.map((i) => i.id),
      storeId,
    );
    await updateOrder(tx, orderId, { shipFromStoreId: storeId, updatedAt: new Date() });
    await addHistory(tx, orderId, "ship_from_store", store.name, actorId);
    return move.map((i) => i.id);
  });
  // Units back in the warehouse: someone may be waiting for them.
  await productsChanged(ctx, toWarehouse);
  await audit(ctx.db, {
    actorId,
    action: "order.ship-from-store",
    entity: "order",
    entityId: orderId,
    detail: { storeId, items: moved },
  });
}
