import { and, asc, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "../client.js";
import {
  discountCodes,
  discounts,
  masterProducts,
  products,
  productTypes,
  serviceOffers,
  storeStock,
} from "../schema.js";
import type { DemoOrderPlan } from "./demo-orders-data.js";

export interface CatalogueProduct {
  id: number;
  code: string;
  name: string;
  price: number;
  vatRate: number;
  type: string;
  warehouseStock: number;
}

/** A line of a demo order as the cart prices it (cart-pricing's PricedLine), before it has an id. */
export interface DemoLine {
  key: number;
  parentKey: number | null;
  kind: string;
  productId: number | null;
  type: string;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  finalPrice: number;
  vatRate: number;
}

/**
 * What the demo orders are made of: devices and accessories in stock, each store's stock, the
 * service offers and the spring discount. Units are handed out so that every product keeps at
 * least one unit where it was taken from: the seed never sells a demo product out. They come from
 * the second half of the catalogue: the first products are the ones a shopper (and the browser
 * journeys, tests/e2e/support/cart.ts) finds first, and a demo order waiting for the same product
 * would be scanned before theirs in the picking.
 */
export async function loadStock(db: DbOrTx) {
  // One after another: on PostgreSQL a transaction is one connection, which runs one statement at a time.
  const catalogue = await db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      price: products.price,
      vatRate: products.vatRate,
      type: productTypes.code,
      warehouseStock: products.warehouseStock,
    })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(productTypes, eq(productTypes.id, masterProducts.productTypeId))
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const shelves = await db
    .select({ storeId: storeStock.storeId, productId: storeStock.productId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(gte(storeStock.quantity, 2))
    .orderBy(asc(storeStock.storeId), asc(storeStock.productId));
  const offers = await db.select().from(serviceOffers).where(eq(serviceOffers.isActive, true));
  const [spring] = await db
    .select({ id: discounts.id, name: discounts.marketingName, percent: discounts.discountValue })
    .from(discountCodes)
    .innerJoin(discounts, eq(discounts.id, discountCodes.discountId))
    .where(and(eq(discountCodes.code, "JARO10"), eq(discounts.discountType, "percentage")));
  const left = new Map(catalogue.map((p) => [p.id, p.warehouseStock]));
  const storeLeft = new Map(shelves.map((s) => [`${s.storeId}:${s.productId}`, s.quantity]));
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const devices = catalogue.filter((p) => p.type !== "accessory");
  const accessories = catalogue.filter((p) => p.type === "accessory");
  // The second half of each pool, in a fixed shuffled order (a spread of makers and types), walked round.
  const walks = new Map<unknown[], { order: unknown[]; at: number }>();
  function next<T>(pool: T[]): T {
    let walk = walks.get(pool);
    if (!walk) {
      const half = pool.slice(Math.floor(pool.length / 2));
      walk = {
        order: half
          .map((x, i) => [x, (i * 37) % 101] as const)
          .sort((a, b) => a[1] - b[1])
          .map(([x]) => x),
        at: 0,
      };
      walks.set(pool, walk);
    }
    return walk.order[walk.at++ % walk.order.length] as T;
  }

  /** The next product of the pool with a unit to spare in the warehouse. */
  function fromWarehouse(pool: CatalogueProduct[], quantity: number): CatalogueProduct {
    for (let tries = 0; tries < pool.length; tries++) {
      const p = next(pool);
      if ((left.get(p.id) ?? 0) > quantity) {
        left.set(p.id, left.get(p.id)! - quantity);
        return p;
      }
    }
    throw new Error("demo orders: no product in stock to order");
  }

  /** A device a store has two or more of, and that store (a pickup reserves the store's units). */
  function fromStore(): { product: CatalogueProduct; storeId: number } {
    for (let tries = 0; tries < shelves.length; tries++) {
      const s = next(shelves);
      const p = byId.get(s.productId);
      const key = `${s.storeId}:${s.productId}`;
      if (p && p.type !== "accessory" && storeLeft.get(key)! > 1) {
        storeLeft.set(key, storeLeft.get(key)! - 1);
        return { product: p, storeId: s.storeId };
      }
    }
    throw new Error("demo orders: no store has a device to pick up");
  }

  /** Whether the store can spare the units (keeping one); if so they are taken there. */
  function spareAt(storeId: number, productId: number, quantity: number): boolean {
    const key = `${storeId}:${productId}`;
    if ((storeLeft.get(key) ?? 0) <= quantity) return false;
    storeLeft.set(key, storeLeft.get(key)! - quantity);
    return true;
  }

  return { devices, accessories, offers, spring: spring ?? null, fromWarehouse, fromStore, spareAt };
}

export type Stock = Awaited<ReturnType<typeof loadStock>>;

/** The order's lines: the device, its service (VAT-exempt), an accessory; the discount on the goods. */
export function demoLines(
  stock: Stock,
  plan: DemoOrderPlan,
  device: CatalogueProduct,
  accessory: CatalogueProduct | null,
): DemoLine[] {
  const line = (key: number, p: CatalogueProduct, quantity: number): DemoLine => ({
    key,
    parentKey: null,
    kind: "product",
    productId: p.id,
    type: p.type,
    code: p.code,
    name: p.name,
    quantity,
    unitPrice: p.price,
    discount: 0,
    finalPrice: p.price * quantity,
    vatRate: p.vatRate,
  });
  const lines = [line(1, device, 1)];
  if (plan.service) {
    const kinds = plan.service === "warranty" ? ["warranty"] : ["general_insurance", "screen_insurance"];
    const offer = stock.offers.find(
      (o) =>
        kinds.includes(o.kind) &&
        device.price >= o.minDevicePrice &&
        device.price <= o.maxDevicePrice &&
        (o.productTypeCodes.length === 0 || o.productTypeCodes.includes(device.type)),
    );
    if (offer)
      lines.push({
        key: 2,
        parentKey: 1,
        // Insurance is one kind of order line whatever the insurer's product (cart/service-offers lineKind).
        kind: offer.kind.endsWith("insurance") ? "insurance" : offer.kind,
        productId: null,
        type: "service",
        code: `${offer.kind}:${offer.code}`,
        name: offer.name,
        quantity: 1,
        unitPrice: offer.price,
        discount: 0,
        finalPrice: offer.price,
        vatRate: 0,
      });
  }
  if (accessory) lines.push(line(3, accessory, accessory.price < device.price / 20 ? 2 : 1));
  if (plan.discount && stock.spring)
    for (const l of lines)
      if (l.kind === "product") {
        // As domain/discounts.ts takes a percentage: per unit, rounded to the minor unit.
        l.discount = Math.round((l.unitPrice * stock.spring.percent) / 100) * l.quantity;
        l.finalPrice -= l.discount;
      }
  return lines;
}
