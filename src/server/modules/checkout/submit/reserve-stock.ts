import type { DbOrTx } from "../../../db/client.js";
import { conflict } from "../../../platform/errors.js";
import type { PricedLine } from "../../cart/cart.service.js";
import { takeStoreStock, takeWarehouseStock } from "../checkout.queries.js";

export interface Reservation {
  /** Product → the store whose units were taken, or null for the warehouse. */
  reserved: Map<number, number | null>;
  /** Gift lines left out: out of stock (a gift goes while it lasts, it never blocks an order). */
  giftless: Set<number>;
  /**
   * Units still to be taken off the warehouse by the closing statement (`closeCart`): set for a
   * simple cart, whose stock goes in the same round trip as the cart's closing; else null.
   */
  deferred: Map<number, number> | null;
}

/**
 * A cart sent whole from the warehouse (no store, no packages: no gifts, no services) takes its
 * stock in the closing statement, one round trip less on the commonest order.
 */
export const isSimple = (storeId: number | null, need: Map<number, number>, lines: PricedLine[]) =>
  !storeId && need.size > 0 && lines.every((l) => l.parentId === null);

/**
 * Step: reserve stock, inside the submit's transaction. At the chosen store when it has the
 * units (ready in 30 minutes), else at the warehouse; a product neither has refuses the order
 * (`checkout:soldOut`, the transaction rolls back). Each take is one conditional UPDATE, so
 * concurrent orders never take more than exists.
 */
export async function reserveStock(
  tx: DbOrTx,
  c: { storeId: number | null; need: Map<number, number>; lines: PricedLine[] },
): Promise<Reservation> {
  const reserved = new Map<number, number | null>();
  const giftless = new Set<number>();
  if (isSimple(c.storeId, c.need, c.lines)) return { reserved, giftless, deferred: c.need };
  const take = async (productId: number, qty: number) => {
    if (c.storeId && (await takeStoreStock(tx, c.storeId, productId, qty)))
      reserved.set(productId, c.storeId);
    else if (await takeWarehouseStock(tx, productId, qty)) reserved.set(productId, null);
    else return false;
    return true;
  };
  for (const [productId, qty] of c.need)
    if (!(await take(productId, qty))) throw conflict("checkout:soldOut", "sold_out");
  for (const g of c.lines)
    if (g.kind === "gift" && g.productId !== null && !(await take(g.productId, g.quantity)))
      giftless.add(g.id);
  return { reserved, giftless, deferred: null };
}
