import type { DbOrTx } from "../../../db/client.js";
import { conflict } from "../../../platform/errors.js";
import type { NewOrderItem } from "../../orders/orders.service.js";
import { closeCartStatement } from "../checkout.queries.js";

/**
 * Step: close the cart, last in the transaction. One statement marks the cart ordered and records
 * the order's first status, and carries what earlier steps left for it (a flat cart's items, a
 * simple cart's warehouse stock): one round trip. The history row is written only when the cart
 * was still open, and any refusal rolls the whole order back: stock that ran out
 * (`checkout:soldOut`), or a cart that another submit or a parallel change closed meanwhile
 * (`checkout:cartChanged`).
 */
export async function closeCart(
  tx: DbOrTx,
  c: {
    cartId: number;
    orderId: number;
    now: Date;
    items: NewOrderItem[] | null;
    /** Warehouse units to take now (a simple cart's `Reservation.deferred`). */
    stock: Map<number, number> | null;
  },
): Promise<void> {
  const done = await closeCartStatement(tx, c);
  if (c.stock && done.taken < c.stock.size) throw conflict("checkout:soldOut", "sold_out");
  if (!done.closed) throw conflict("checkout:cartChanged", "cart_changed");
}
