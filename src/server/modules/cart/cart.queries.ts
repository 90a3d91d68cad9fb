import { and, asc, eq, gte, inArray, lte, min, sql } from "drizzle-orm";
import type { StoredImage } from "../../../domain/image-ref.js";
import type { MarketCode } from "../../../domain/market.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { mainImageJson } from "../../db/main-image.js";
import { prepared } from "../../db/prepared.js";
import {
  cartDiscounts,
  cartItems,
  carts,
  leaseOffers,
  masterProducts,
  productGifts,
  products,
  productTypes,
  serviceOffers,
  storeStock,
} from "../../db/schema.js";
import { levelPriceSql, shopperListsSql } from "../pricing/pricing.service.js";

export type CartRow = typeof carts.$inferSelect;

// The cart and checkout hot path runs on statements built once (see db/prepared.ts); those take
// the database (`Db`), not a transaction, and the rest take `DbOrTx`.
const openByToken = prepared((db) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.tokenHash, sql.placeholder("tokenHash")), eq(carts.status, "open")))
    .prepare("cart_open_by_token"),
);
const openByUser = prepared((db) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, sql.placeholder("userId")), eq(carts.status, "open")))
    .prepare("cart_open_by_user"),
);
const byId = prepared((db) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.id, sql.placeholder("id")))
    .prepare("cart_by_id"),
);

const newCart = prepared((db) =>
  db
    .insert(carts)
    .values({ tokenHash: sql.placeholder("tokenHash"), userId: sql.placeholder("userId") })
    .onConflictDoNothing()
    .returning()
    .prepare("cart_new"),
);

/** A new open cart; null when the customer's open cart was just made by a parallel request. */
export async function insertCart(db: Db, tokenHash: string, userId: number | null): Promise<CartRow | null> {
  const [row] = await newCart(db).execute({ tokenHash, userId });
  return row ?? null;
}

export async function openCartByToken(db: Db, tokenHash: string): Promise<CartRow | null> {
  const [row] = await openByToken(db).execute({ tokenHash });
  return row ?? null;
}

export async function openCartByUser(db: Db, userId: number): Promise<CartRow | null> {
  const [row] = await openByUser(db).execute({ userId });
  return row ?? null;
}

export async function cartById(db: Db, id: number): Promise<CartRow | null> {
  const [row] = await byId(db).execute({ id });
  return row ?? null;
}

/** The price lists of the cart's owner (a guest cart has none), worked out once per statement. */
const cartShopperLists = shopperListsSql(
  sql`(select c.user_id from carts c where c.id = ${sql.placeholder("cartId")})`,
  sql.placeholder("market"),
);
const linePrice = levelPriceSql(sql`${products.id}`, sql`${products.price}`, cartShopperLists);

function buildCartLines(db: Db) {
  return db
    .select({
      id: cartItems.id,
      parentId: cartItems.parentId,
      kind: cartItems.kind,
      quantity: cartItems.quantity,
      serviceOfferId: cartItems.serviceOfferId,
      chosenPrice: cartItems.chosenPrice,
      installmentId: cartItems.installmentId,
      installmentArrangeType: cartItems.installmentArrangeType,
      buyoutQuoteId: cartItems.buyoutQuoteId,
      buyoutBonusPercent: cartItems.buyoutBonusPercent,
      buyoutBonusAmount: cartItems.buyoutBonusAmount,
      productId: products.id,
      code: products.code,
      name: products.name,
      seoName: products.seoName,
      colorName: products.colorName,
      colorHex: products.colorHex,
      imageUrl: products.imageUrl,
      /** The colour's main picture, drawn beside the line (issue 18). */
      image: sql<StoredImage | null>`${mainImageJson(sql`${masterProducts.id}`, sql`${products.colorName}`)}`,
      /** What this cart's owner pays: their level price, never above retail (pricing, decision 017). */
      price: sql<number | null>`${linePrice}`,
      commonPrice: products.commonPrice,
      vatRate: products.vatRate,
      warehouseStock: products.warehouseStock,
      isActive: products.isActive,
      masterProductId: masterProducts.id,
      masterSeoName: masterProducts.seoName,
      manufacturerId: masterProducts.manufacturerId,
      typeCode: productTypes.code,
      offerKind: serviceOffers.kind,
      offerCode: serviceOffers.code,
      offerName: serviceOffers.name,
      offerMonths: serviceOffers.months,
      offerPrice: serviceOffers.price,
      offerActive: serviceOffers.isActive,
      offerMin: serviceOffers.minDevicePrice,
      offerMax: serviceOffers.maxDevicePrice,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .leftJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
    .leftJoin(serviceOffers, eq(serviceOffers.id, cartItems.serviceOfferId))
    .where(eq(cartItems.cartId, sql.placeholder("cartId")))
    .orderBy(asc(cartItems.id))
    .prepare("cart_lines");
}

const lines = prepared(buildCartLines);

/** Every line of a cart with what pricing and display need, in one statement. */
/** `market`: whose price lists apply to the owner's level prices. */
export async function cartLines(db: Db, cartId: number, market: MarketCode) {
  return lines(db).execute({ cartId, market });
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

const forCart = prepared((db) =>
  db
    .select({
      id: products.id,
      price: products.price,
      isActive: products.isActive,
      warehouseStock: products.warehouseStock,
      masterProductId: products.masterProductId,
      typeCode: productTypes.code,
      storeStock: sql<number>`coalesce((select sum(${storeStock.quantity}) from ${storeStock} where ${storeStock.productId} = ${products.id}), 0)::int`,
      /** Gift products that come with this model (ordered for a stable package). */
      giftIds: sql<
        number[]
      >`array(select ${productGifts.giftProductId} from ${productGifts} where ${productGifts.masterProductId} = ${products.masterProductId} order by ${productGifts.giftProductId})`,
    })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
    .where(eq(products.id, sql.placeholder("productId")))
    .prepare("cart_product"),
);

export async function productForCart(db: Db, productId: number) {
  const [row] = await forCart(db).execute({ productId });
  return row ?? null;
}

const offers = prepared((db) =>
  db
    .select()
    .from(serviceOffers)
    .where(eq(serviceOffers.isActive, true))
    .orderBy(asc(serviceOffers.kind), asc(serviceOffers.months), asc(serviceOffers.price))
    .prepare("service_offers_active"),
);

export async function activeServiceOffers(db: Db) {
  return offers(db).execute();
}
export type ServiceOfferRow = typeof serviceOffers.$inferSelect;

/** Every offer's name by its kind and code, retired offers too (orders keep naming what they sold). */
export async function serviceOfferNameRows(db: DbOrTx) {
  return db
    .selectDistinctOn([serviceOffers.kind, serviceOffers.code], {
      kind: serviceOffers.kind,
      code: serviceOffers.code,
      name: serviceOffers.name,
    })
    .from(serviceOffers)
    .orderBy(serviceOffers.kind, serviceOffers.code, sql`${serviceOffers.isActive} desc`, serviceOffers.id);
}

/**
 * Adding the same plain product again: raises the quantity (at most 99) of a root line of that
 * product without sub-items (gifts aside) or installment, in one statement. Null when there is none.
 * The cart's few lines are read by the cart first (a package's sub-items are always in its cart),
 * so no plan can start from `parent_id is null`, which matches nearly every line of every cart.
 */
const addToSame = prepared((db) =>
  db
    .update(cartItems)
    .set({ quantity: sql`least(99, ${cartItems.quantity} + ${sql.placeholder("quantity")}::int)` })
    .where(
      eq(
        cartItems.id,
        sql`(with mine as materialized (
               select id, product_id, parent_id, installment_id, kind from ${cartItems}
               where cart_id = ${sql.placeholder("cartId")})
             select m.id from mine m
             where m.product_id = ${sql.placeholder("productId")} and m.parent_id is null
               and m.installment_id is null
               and not exists (select 1 from mine c where c.parent_id = m.id and c.kind <> 'gift')
             order by m.id limit 1)`,
      ),
    )
    .returning({ id: cartItems.id })
    .prepare("cart_add_same"),
);

export async function addToSamePlainLine(
  db: Db,
  cartId: number,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const [row] = await addToSame(db).execute({ cartId, productId, quantity });
  return row?.id ?? null;
}

const loneLine = prepared((db) =>
  db
    .insert(cartItems)
    .values({
      cartId: sql.placeholder("cartId"),
      parentId: null,
      kind: "product",
      productId: sql.placeholder("productId"),
      quantity: sql.placeholder("quantity"),
      installmentId: sql.placeholder("installmentId"),
      installmentArrangeType: sql.placeholder("installmentArrangeType"),
      buyoutProduct: sql.placeholder("buyoutProduct"),
    })
    .returning({ id: cartItems.id })
    .prepare("cart_add_line"),
);

/** A product line of its own (no package parent, no sub-items): one INSERT, atomic by itself. */
export async function insertLoneLine(
  db: Db,
  line: {
    cartId: number;
    productId: number;
    quantity: number;
    installmentId: string | null;
    installmentArrangeType: string | null;
    buyoutProduct: string | null;
  },
): Promise<number> {
  const [row] = await loneLine(db).execute(line);
  return row.id;
}

const count = prepared((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, sql.placeholder("cartId")), eq(cartItems.kind, "product")))
    .prepare("cart_count"),
);

/** Pieces of products in the cart (gifts and services not counted). */
export async function countProducts(db: Db, cartId: number): Promise<number> {
  const [row] = await count(db).execute({ cartId });
  return row?.n ?? 0;
}

const countByToken = prepared((db) =>
  db
    .select({
      userId: carts.userId,
      n: sql<number>`coalesce(sum(${cartItems.quantity}) filter (where ${cartItems.kind} = 'product'), 0)::int`,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(and(eq(carts.tokenHash, sql.placeholder("tokenHash")), eq(carts.status, "open")))
    .groupBy(carts.id)
    .prepare("cart_count_by_token"),
);

/** The open cart of a cart cookie, with its product pieces, in one round trip (null: no such cart). */
export async function countByCartToken(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number | null; n: number } | null> {
  const [row] = await countByToken(db).execute({ tokenHash });
  return row ?? null;
}

export async function deleteItems(db: DbOrTx, cartId: number, ids: number[]) {
  if (!ids.length) return;
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, ids)));
}

export async function touchCart(db: DbOrTx, cartId: number) {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Sets checkout choices on the cart (delivery, payment, installment, pay-later) and touches it. */
export async function updateCartChoice(
  db: DbOrTx,
  cartId: number,
  choice: Pick<
    Partial<typeof carts.$inferInsert>,
    | "deliveryCode"
    | "storeId"
    | "dispensingPointId"
    | "timeslot"
    | "paymentCode"
    | "paymentCompany"
    | "installment"
    | "twisto"
  >,
  touch = true,
): Promise<void> {
  await db
    .update(carts)
    .set(touch ? { ...choice, updatedAt: new Date() } : choice)
    .where(eq(carts.id, cartId));
}

/** Gives a guest's open cart to the customer who just logged in; null when it is no longer open. */
export async function claimCart(db: DbOrTx, cartId: number, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .update(carts)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.status, "open")))
    .returning();
  return row ?? null;
}

/** Marks an open cart merged; false when it was not open any more (someone merged it first). */
export async function markMerged(db: DbOrTx, cartId: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ status: "merged" })
    .where(and(eq(carts.id, cartId), eq(carts.status, "open")))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** Moves every line of one cart into another, and its discount codes (those it has already stay once). */
export async function moveCartContents(db: DbOrTx, fromId: number, toId: number): Promise<void> {
  await db.update(cartItems).set({ cartId: toId }).where(eq(cartItems.cartId, fromId));
  const codes = await db.select().from(cartDiscounts).where(eq(cartDiscounts.cartId, fromId));
  if (codes.length)
    await db
      .insert(cartDiscounts)
      .values(codes.map((c) => ({ ...c, cartId: toId })))
      .onConflictDoNothing();
}

export type NewCartItem = typeof cartItems.$inferInsert;

/** The id of a line when it belongs to this cart; null otherwise. */
export async function lineOfCart(db: DbOrTx, cartId: number, itemId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  return row?.id ?? null;
}

export async function insertItem(db: DbOrTx, values: NewCartItem): Promise<number> {
  const [row] = await db.insert(cartItems).values(values).returning({ id: cartItems.id });
  return row.id;
}

export async function insertItems(db: DbOrTx, rows: NewCartItem[]): Promise<void> {
  if (rows.length) await db.insert(cartItems).values(rows);
}

export async function setItemQuantity(db: DbOrTx, itemId: number, quantity: number): Promise<void> {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
}

export async function deleteItemsById(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(cartItems).where(inArray(cartItems.id, ids));
}

/** Sets (or, with null, removes) a package's buy-back bonus. */
export async function setBuybackBonusOf(
  db: DbOrTx,
  itemId: number,
  bonus: { quoteId: string; percent: number; amount: number } | null,
): Promise<void> {
  await db
    .update(cartItems)
    .set({
      buyoutQuoteId: bonus?.quoteId ?? null,
      buyoutBonusPercent: bonus?.percent ?? null,
      buyoutBonusAmount: bonus?.amount ?? null,
    })
    .where(eq(cartItems.id, itemId));
}

/** One quote gives one bonus: takes it off every package of the cart that has it. */
export async function clearQuoteInCart(db: DbOrTx, cartId: number, quoteId: string): Promise<void> {
  await db
    .update(cartItems)
    .set({ buyoutQuoteId: null, buyoutBonusPercent: null, buyoutBonusAmount: null })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.buyoutQuoteId, quoteId)));
}

export async function manufacturerOfProduct(db: DbOrTx, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ manufacturerId: masterProducts.manufacturerId })
    .from(masterProducts)
    .innerJoin(products, eq(products.masterProductId, masterProducts.id))
    .where(eq(products.id, productId));
  return row?.manufacturerId ?? null;
}

/** The cheapest active variant's price of a master product; null when none is active. */
export async function cheapestActivePrice(db: DbOrTx, masterProductId: number): Promise<number | null> {
  const [row] = await db
    .select({ price: min(products.price) })
    .from(products)
    .where(and(eq(products.masterProductId, masterProductId), eq(products.isActive, true)));
  return row?.price ?? null;
}

/** A page component's lease offers running at `now`, the soonest ending first. */
export async function runningLeaseOffers(db: DbOrTx, componentId: number, now: Date) {
  return db
    .select({ o: leaseOffers, name: masterProducts.name })
    .from(leaseOffers)
    .innerJoin(masterProducts, eq(masterProducts.id, leaseOffers.masterProductId))
    .where(
      and(
        eq(leaseOffers.componentId, componentId),
        lte(leaseOffers.validFrom, now),
        gte(leaseOffers.validTo, now),
      ),
    )
    .orderBy(asc(leaseOffers.validTo));
}
