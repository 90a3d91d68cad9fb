import { itemsEditRefusal } from "../../../domain/order-states.js";
import { orderVat } from "../../../domain/order-vat.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { deliveryMethods, deliveryPrice } from "../../integrations/carriers/delivery-methods.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound, ValidationError } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import { productsChanged } from "../watches/watches.service.js";
import { readableLine } from "./item-names.js";
import { deleteItems, productByCode, takeUnits, unitsAt } from "./order-edits.queries.js";
import {
  addHistory,
  insertOrderItem,
  itemsOfIn,
  lockOrder,
  type OrderRow,
  returnStock,
  updateOrder,
} from "./orders.queries.js";

/**
 * Staff add a product to an order (by its code, with a quantity) or remove a line, before its
 * stock is picked or handed over (domain/order-states.ts `itemsEditRefusal`). Stock is reserved
 * and returned the way the checkout's submit does it, and the order's sums are priced again the
 * way the submit's price step does (`priceOrder`).
 */

interface PricedItem {
  kind: string;
  quantity: number;
  unitPrice: number;
  finalPrice: number;
  vatRate: number;
}

/**
 * The order's sums from its items, as the submit computes them: goods after the lines' discounts
 * and the buy-back bonus (kept as it was given), the delivery's price for those goods (free above
 * its limit), the payment's fee as charged, VAT per rate with delivery and fee at the main rate.
 * A line staff add is at its list price: the order's discount codes are not applied to it again.
 */
export function orderSums(
  o: Pick<OrderRow, "currency" | "deliveryCode" | "deliveryPrice" | "paymentFee" | "discounts">,
  items: readonly PricedItem[],
) {
  const itemsTotal = items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);
  const lineDiscounts = items.reduce((s, i) => s + i.unitPrice * i.quantity - i.finalPrice, 0);
  const bonus = o.discounts.filter((d) => d.name.startsWith("buyback:")).reduce((s, d) => s + d.amount, 0);
  const goods = Math.max(0, itemsTotal - lineDiscounts - bonus);
  const method = deliveryMethods(o.currency as "CZK" | "RON").find((m) => m.code === o.deliveryCode);
  // An order of a delivery method no longer offered keeps the price it was sold with.
  const dPrice = method ? deliveryPrice(method, goods) : o.deliveryPrice;
  const { vatTotal } = orderVat(items, dPrice + o.paymentFee);
  return {
    itemsTotal,
    discountTotal: lineDiscounts + bonus,
    deliveryPrice: dPrice,
    vatTotal,
    total: goods + dPrice + o.paymentFee,
  };
}

/** Where an added product's units are taken from, in order: the store it ships from, else as the checkout. */
const placesOf = (o: OrderRow): (number | null)[] =>
  o.shipFromStoreId ? [o.shipFromStoreId] : o.storeId ? [o.storeId, null] : [null];

export async function addItem(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  b: { code: string; quantity: number },
) {
  const added = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o) throw notFound("orders:notFound");
    const items = await itemsOfIn(tx, orderId);
    const refusal = itemsEditRefusal(o, items);
    if (refusal) throw badRequest(refusal, "items_locked");
    const p = await productByCode(tx, b.code);
    if (!p) throw new ValidationError({ code: ["orders:items.unknownCode"] });
    if (!p.isActive) throw new ValidationError({ code: ["orders:items.notForSale"] });
    let reservedAt: number | null | undefined;
    for (const place of placesOf(o))
      if (await takeUnits(tx, { storeId: place, productId: p.id, quantity: b.quantity })) {
        reservedAt = place;
        break;
      }
    if (reservedAt === undefined) {
      const left = await Promise.all(placesOf(o).map((place) => unitsAt(tx, place, p.id)));
      throw new ValidationError({ quantity: [`orders:items.noStock?available=${Math.max(0, ...left)}`] });
    }
    const item = {
      orderId,
      parentItemId: null,
      kind: "product",
      productId: p.id,
      code: p.code,
      name: p.name,
      quantity: b.quantity,
      unitPrice: p.price,
      finalPrice: p.price * b.quantity,
      vatRate: p.vatRate,
      reservedStoreId: reservedAt,
    };
    const id = await insertOrderItem(tx, item);
    await updateOrder(tx, orderId, { ...orderSums(o, [...items, item]), updatedAt: new Date() });
    await addHistory(tx, orderId, "item_added", `${b.quantity} × ${p.name}`, actorId);
    return { id, status: o.status, productId: p.id, code: p.code };
  });
  await publishStatus(ctx, "order", orderId, added.status);
  await audit(ctx.db, {
    actorId,
    action: "order.item-add",
    entity: "order",
    entityId: orderId,
    detail: { itemId: added.id, productId: added.productId, quantity: b.quantity },
  });
}

/** Removes a line with the lines that belong to it (a device's insurance, warranty and gifts). */
export async function removeItem(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  itemId: number,
  t: TFunction,
) {
  const returned: number[] = [];
  const done = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o) throw notFound("orders:notFound");
    const items = await itemsOfIn(tx, orderId);
    const item = items.find((i) => i.id === itemId);
    if (!item) throw notFound("orders:itemNotFound");
    const refusal = itemsEditRefusal(o, items);
    if (refusal) throw badRequest(refusal, "items_locked");
    const removed = items.filter((i) => i.id === itemId || i.parentItemId === itemId);
    const kept = items.filter((i) => !removed.includes(i));
    // An order without goods is no order: cancel it instead.
    if (!kept.some((i) => i.kind === "product")) throw badRequest("orders:items.lastProduct", "last_product");
    for (const r of removed)
      if (r.kind !== "insurance" && r.productId) {
        await returnStock(tx, r);
        returned.push(r.productId);
      }
    await deleteItems(
      tx,
      orderId,
      removed.map((r) => r.id),
    );
    await updateOrder(tx, orderId, { ...orderSums(o, kept), updatedAt: new Date() });
    // Named without a query: the transaction holds the order (one connection on PGlite).
    const named = readableLine(item, new Map(), t);
    await addHistory(tx, orderId, "item_removed", `${item.quantity} × ${named.name}`, actorId);
    return { status: o.status, removed: removed.map((r) => r.id) };
  });
  await publishStatus(ctx, "order", orderId, done.status);
  await productsChanged(ctx, returned);
  await audit(ctx.db, {
    actorId,
    action: "order.item-remove",
    entity: "order",
    entityId: orderId,
    detail: { items: done.removed },
  });
}
