import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FinishBody } from "../../../contract/checkout.js";
import type { Language } from "../../../domain/market.js";
import { queryRows } from "../../db/query-rows.js";
import { carts, orderHistory, orderItems, orders, products } from "../../db/schema.js";
import { deliveryMethods, deliveryPrice } from "../../integrations/carriers/delivery-methods.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { AppError, badRequest, conflict } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import { type CartRow, cartById } from "../cart/cart.queries.js";
import { pricedCart } from "../cart/cart.service.js";
import { availability } from "../checkout/availability.js";
import { validateDelivery } from "../checkout/deliveries.service.js";
import { validatePayment } from "../checkout/payment-options.service.js";
import { vatBreakdown } from "../checkout/summary.service.js";
import { consumeSingleUseCodes } from "../discounts/discounts.service.js";
import {
  nextOrderNumberSql,
  type OrderRow,
  orderByToken,
  takeStoreStock,
  takeWarehouseStock,
} from "./orders.queries.js";

export const ORDER_CONFIRMATION_JOB = "orders.confirmation";

/** Test seam for the crash test: called inside the transaction after stock is taken. */
export const submitHooks: { afterStock?: () => Promise<void> } = {};

/**
 * Spec: finish order. Everything is recomputed here from the cart; the order, its items, the stock
 * reservation and the single-use codes are written in one transaction, so a crash leaves nothing
 * half done. The token makes a repeated submit return the first order.
 */
export async function submitOrder(
  ctx: AppContext,
  /**
   * `cart`: the row the caller found (or is finding: the token check runs meanwhile), one query
   * less; else it is read by `cartId`.
   */
  who: {
    cartId: number | null;
    cart?: CartRow | null | Promise<CartRow | null>;
    userId: number | null;
    lang: Language;
  },
  b: FinishBody,
): Promise<{ order: OrderRow; created: boolean }> {
  // The token check, the cart and its prices are read at the same time (the prices go unused
  // when the token already made an order).
  const cartRead =
    who.cart !== undefined
      ? Promise.resolve(who.cart)
      : who.cartId
        ? cartById(ctx.db, who.cartId)
        : Promise.resolve(null);
  const [existing, cart, p] = await Promise.all([
    orderByToken(ctx.db, b.token),
    cartRead,
    cartRead.then((c) => (c?.status === "open" ? pricedCart(ctx, c.id, { options: false }) : null)),
  ]);
  if (existing) return { order: existing, created: false };
  if (cart?.status !== "open" || !p) throw badRequest("checkout:emptyCart", "empty_cart");
  if (p.count === 0) throw badRequest("checkout:emptyCart", "empty_cart");
  if (p.needsReselect) throw badRequest("cart:insuranceReselect", "insurance_reselect");
  if (p.invalid.some((r) => r.code)) throw badRequest("cart:invalidDiscount", "invalid_discount");

  const deliveryCode = b.type_delivery_code ?? cart.deliveryCode ?? "";
  const kind = deliveryMethods(ctx.market.currency).find((m) => m.code === deliveryCode)?.kind;
  // The stores' stock matters only to a store pickup and to a courier, who collects at a store.
  const a = await availability(ctx.db, p.rawLines, { stores: kind === "store" || kind === "courier" });
  const d = await validateDelivery(ctx, a, {
    type_delivery_code: deliveryCode,
    store: b.store ?? cart.storeId,
    dispensing_point: b.dispensing_point ?? cart.dispensingPointId,
    timeslot: b.timeslot ?? cart.timeslot,
  });
  const pay = validatePayment(ctx, p, d.method.code, {
    type_payment: b.type_payment,
    payment_company: b.payment_company,
    installment:
      b.installment ?? (cart.installment ? `${cart.installment.company}:${cart.installment.months}` : null),
  });
  if (pay.method.code === "twisto" && !cart.twisto?.approved)
    throw badRequest("checkout:twistoNotApproved", "twisto");
  const needsAddress = d.method.kind === "carrier" || d.method.kind === "courier";
  const bill = b.order_billing_address;
  const deliveryAddress = needsAddress
    ? (b.order_delivery_address ?? {
        first_name: bill.first_name,
        last_name: bill.last_name,
        address: bill.address,
        city: bill.city,
        company: bill.company,
        district: bill.district,
        postcode: bill.postcode,
        phone: bill.phone,
        email: bill.email,
      })
    : null;

  const goods = Math.max(0, p.goodsTotal);
  const dPrice = deliveryPrice(d.method, goods);
  const fee = pay.method.fee;
  const { vatTotal } = vatBreakdown(p.lines, dPrice + fee);
  const now = new Date();
  const email = normaliseEmail(bill.email);
  const onDelivery = ["cash_on_pickup", "card_on_pickup", "cod"].includes(pay.method.code);

  try {
    const order = await ctx.db.transaction(async (tx) => {
      // The unique token: a concurrent double submit waits here for the first and then fails.
      const [order] = await tx
        .insert(orders)
        .values({
          number: nextOrderNumberSql(now),
          token: b.token,
          accessKey: randomBytes(16).toString("base64url"),
          userId: who.userId,
          cartId: cart.id,
          language: who.lang,
          paymentType: pay.method.code,
          paymentCompany: pay.company,
          // Twisto pays the shop and collects from the shopper later: for us the order is paid.
          paymentStatus: onDelivery ? "on_delivery" : pay.method.code === "twisto" ? "paid" : "pending",
          status: pay.method.code === "twisto" ? "confirmed" : "new",
          deliveryCode: d.method.code,
          // A pickup is named by its store, the rest by the carrier.
          deliveryName: d.method.kind === "store" && d.storeName ? d.storeName : d.method.carrier,
          storeId: d.storeId,
          dispensingPointId: d.point,
          timeslot: d.slot,
          email,
          emailLookup: lookupHash(email),
          billing: JSON.stringify(bill),
          deliveryAddress: deliveryAddress ? JSON.stringify(deliveryAddress) : null,
          info: JSON.stringify(b.order_info),
          currency: ctx.market.currency,
          itemsTotal: p.itemsTotal,
          discountTotal: p.discountTotal + p.buyoutBonusTotal,
          deliveryPrice: dPrice,
          paymentFee: fee,
          total: goods + dPrice + fee,
          vatTotal,
          installment: pay.installment
            ? { ...pay.installment, arrange: cart.installment?.arrange ?? "online" }
            : null,
          discounts: [
            ...p.applied.map((x) => ({
              id: x.rule.id,
              name: x.rule.name,
              code: x.rule.code,
              amount: x.amount,
            })),
            ...p.packages
              .filter((k) => k.buyout_bonus)
              .map((k) => ({
                id: 0,
                name: `buyback:${k.buyout_bonus!.quote_id}`,
                code: null,
                amount: k.buyout_bonus!.amount,
              })),
          ],
          createdAt: now,
        })
        .returning();

      // A cart without packages sent from the warehouse (no store, no gifts, no services) takes
      // its stock in the closing statement below; any other reserves line by line here.
      const simple = !d.storeId && a.need.size > 0 && p.lines.every((l) => l.parentId === null);
      // Reserve stock: at the chosen store when it has the units (ready in 30 minutes), else the warehouse.
      const reserved = new Map<number, number | null>();
      const giftless = new Set<number>();
      if (!simple) {
        for (const [productId, qty] of a.need) {
          if (d.storeId && (await takeStoreStock(tx as any, d.storeId, productId, qty)))
            reserved.set(productId, d.storeId);
          else if (await takeWarehouseStock(tx as any, productId, qty)) reserved.set(productId, null);
          else throw conflict("checkout:soldOut", "sold_out");
        }
        // Gifts go while they last: a gift out of stock is left out, it never blocks the order.
        for (const g of p.lines.filter((l) => l.kind === "gift" && l.productId !== null)) {
          if (d.storeId && (await takeStoreStock(tx as any, d.storeId, g.productId!, g.quantity)))
            reserved.set(g.productId!, d.storeId);
          else if (await takeWarehouseStock(tx as any, g.productId!, g.quantity))
            reserved.set(g.productId!, null);
          else giftless.add(g.id);
        }
        if (submitHooks.afterStock) await submitHooks.afterStock();
      }
      await consumeSingleUseCodes(
        tx as any,
        p.applied.map((x) => x.rule.codeId ?? null).filter((x): x is number => x !== null),
        order.id,
      );

      const lines = p.lines.filter((x) => !giftless.has(x.id));
      const itemRow = (l: (typeof lines)[number], parentItemId: number | null) => ({
        orderId: order.id,
        parentItemId,
        kind: l.kind,
        productId: l.productId,
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        finalPrice: l.finalPrice,
        vatRate: l.vatRate,
        reservedStoreId: l.productId && l.kind !== "insurance" ? (reserved.get(l.productId) ?? null) : null,
      });
      // Lines of a package point at their device's order item: then the devices go first, one by
      // one, to learn their ids. Items without a package parent all go with the closing below.
      const flat = lines.every((l) => l.parentId === null);
      const idMap = new Map<number, number>();
      if (!flat)
        for (const l of lines
          .filter((x) => x.parentId === null)
          .concat(lines.filter((x) => x.parentId !== null))) {
          const [row] = await tx
            .insert(orderItems)
            .values(itemRow(l, l.parentId ? (idMap.get(l.parentId) ?? null) : null))
            .returning({ id: orderItems.id });
          idMap.set(l.id, row.id);
        }
      const items = flat
        ? sql`, items as (${tx
            .insert(orderItems)
            .values(lines.map((l) => itemRow(l, null)))
            .getSQL()})`
        : sql``;
      // Each unit only if it is there, as takeWarehouseStock does (row locks: never oversold).
      const stock = simple
        ? sql`, stock as (
              update ${products} p set warehouse_stock = p.warehouse_stock - v.q
              from (values ${sql.join(
                [...a.need].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
                sql`, `,
              )}) v(id, q)
              where p.id = v.id and p.warehouse_stock >= v.q returning p.id)`
        : sql``;
      // Closes the cart and records the new status (and writes a flat cart's items, and takes a
      // simple cart's stock) in one round trip: the history row is written only when the cart was
      // still open; a refusal rolls the whole order back.
      const [done] = await queryRows<{ closed: number; taken: number }>(
        tx as any,
        sql`with closed as (
              update ${carts} set status = 'ordered', updated_at = ${now.toISOString()}
              where id = ${cart.id} and status = 'open' returning id),
            history as (
              insert into ${orderHistory} (order_id, field, value)
              select ${order.id}, 'status', 'new' from closed)${items}${stock}
            select (select count(*) from closed)::int as closed,
              ${simple ? sql`(select count(*) from stock)::int` : sql`0`} as taken`,
      );
      if (simple && done.taken < a.need.size) throw conflict("checkout:soldOut", "sold_out");
      if (!done.closed) throw conflict("checkout:cartChanged", "cart_changed");
      if (simple && submitHooks.afterStock) await submitHooks.afterStock();
      return order;
    });
    await ctx.jobs.send(ORDER_CONFIRMATION_JOB, { orderId: order.id });
    return { order, created: true };
  } catch (err) {
    // The same token's first submit won: answer with its order.
    const first = await orderByToken(ctx.db, b.token);
    if (first) return { order: first, created: false };
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "23505") throw conflict("checkout:cartChanged", "cart_changed");
    throw err;
  }
}
