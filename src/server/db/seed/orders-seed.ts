import { randomBytes } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import {
  deliveryMethods,
  deliveryPrice,
  paymentMethods,
} from "../../integrations/carriers/delivery-methods.js";
import { findUserByEmail } from "../../modules/accounts/accounts.service.js";
import { takeStoreStock, takeWarehouseStock } from "../../modules/checkout/checkout.queries.js";
import { vatBreakdown } from "../../modules/checkout/summary.service.js";
import { writeOrder } from "../../modules/orders/orders.service.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import type { DbOrTx } from "../client.js";
import { orderHistory, orderItems, orders, stores } from "../schema.js";
import { type DemoLine, demoLines, loadStock, type Stock } from "./demo-order-lines.js";
import { historyRows, type Timeline, timeline } from "./demo-order-timeline.js";
import {
  DEMO_CUSTOMERS,
  DEMO_NOTE,
  DEMO_ORDER_PLANS,
  type DemoCustomer,
  type DemoOrderPlan,
  RO_DELIVERY,
} from "./demo-orders-data.js";
import { issueDocuments } from "./orders-seed-documents.js";
import { seedFulfilment } from "./orders-seed-fulfilment.js";
import { DEMO_USERS } from "./seed.js";

/** A demo order as written, with what the later steps (packages, documents) need of it. */
export interface SeededOrder {
  id: number;
  number: string;
  plan: DemoOrderPlan;
  time: Timeline;
  deliveryCode: string;
  items: { id: number; kind: string; type: string; quantity: number; picking: string }[];
}

/** The demo staff who work the records: the warehouse worker picks and packs, the office confirms, the supervisor credits. */
export async function demoStaff(ctx: AppContext) {
  const id = async (email: string) => (await findUserByEmail(ctx, email))?.id ?? null;
  const [warehouse, office, supervisor, admin, catalog] = await Promise.all(
    [
      "sklad@mobilcentrum.cz",
      "staff@mobilcentrum.cz",
      "supervisor@mobilcentrum.cz",
      "admin@mobilcentrum.cz",
      "katalog@mobilcentrum.cz",
    ].map(id),
  );
  return {
    warehouse: warehouse ?? office,
    office,
    supervisor: supervisor ?? admin,
    admin,
    catalog: catalog ?? office,
  };
}
export type DemoStaff = Awaited<ReturnType<typeof demoStaff>>;

/** The demo customer's login (read when seeding: `seed.ts` imports this file). */
const demoCustomerSeed = () => DEMO_USERS.find((u) => u.role === "customer")!;

/** The demo customer's own address in each market (the account holder orders to it). */
const DEMO_CUSTOMER_ADDRESS: Record<"cz" | "ro", Omit<DemoCustomer, "first_name" | "last_name" | "email">> = {
  cz: { phone: "+420 731 456 789", address: "Korunní 810/104", city: "Praha 10", postcode: "101 00" },
  ro: { phone: "+40 731 456 789", address: "Strada Lipscani 53", city: "București", postcode: "030031" },
};

/**
 * Demo orders (issue 17): about thirty per market over the last two weeks in every status, so the
 * staff screens (orders, picking, crates, packing, handovers, invoices, credit notes) and the
 * demo customer's account have something to show on a fresh start. Written as the checkout writes
 * them (numbered by the order sequence, stock taken where it was reserved, VAT per rate), then
 * moved along as staff would have. Idempotent: only into a shop without orders.
 */
export async function seedOrders(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if (n > 0) return;
  const now = new Date();
  const staff = await demoStaff(ctx);
  const customer = await findUserByEmail(ctx, demoCustomerSeed().email);
  const seeded = await ctx.db.transaction(async (tx) => {
    const stock = await loadStock(tx);
    const shops = await tx.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.id));
    const written: SeededOrder[] = [];
    for (const [i, plan] of DEMO_ORDER_PLANS.entries())
      written.push(
        await writeDemoOrder(ctx, tx, {
          plan,
          i,
          now,
          stock,
          shops,
          staff,
          customerId: customer?.id ?? null,
        }),
      );
    await seedFulfilment(tx, written, staff, ctx.market.timeZone);
    return written;
  });
  await issueDocuments(ctx, seeded, staff);
}

async function writeDemoOrder(
  ctx: AppContext,
  tx: DbOrTx,
  s: {
    plan: DemoOrderPlan;
    i: number;
    now: Date;
    stock: Stock;
    shops: { id: number; name: string }[];
    staff: DemoStaff;
    customerId: number | null;
  },
): Promise<SeededOrder> {
  const { plan, stock, market } = { ...s, market: ctx.market };
  const code = market.code === "ro" ? RO_DELIVERY[plan.delivery] : plan.delivery;
  const method = deliveryMethods(market.currency).find((m) => m.code === code)!;
  const payment = paymentMethods(market.currency).find((m) => m.code === plan.payment)!;
  const atStore = method.kind === "store" ? stock.fromStore() : null;
  const device = atStore?.product ?? stock.fromWarehouse(stock.devices, 1);
  const accessory = plan.accessory ? stock.fromWarehouse(stock.accessories, 2) : null;
  const lines = demoLines(stock, plan, device, accessory);
  const buyer = s.plan.demoCustomer
    ? {
        first_name: demoCustomerSeed().firstName,
        last_name: demoCustomerSeed().lastName,
        email: demoCustomerSeed().email,
        ...DEMO_CUSTOMER_ADDRESS[market.code],
      }
    : DEMO_CUSTOMERS[market.code][s.i % DEMO_CUSTOMERS[market.code].length]!;
  const time = timeline(plan, s.now);

  const itemsTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const discountTotal = lines.reduce((sum, l) => sum + l.discount, 0);
  const goods = itemsTotal - discountTotal;
  const dPrice = deliveryPrice(method, goods);
  // The same VAT sum the checkout's price step takes (delivery and fee at the goods' main rate).
  const { vatTotal } = vatBreakdown(
    lines.map((l) => ({ ...l, id: l.key, parentId: l.parentKey, needsReselect: false })),
    dPrice + payment.fee,
  );
  const billing = {
    first_name: buyer.first_name,
    last_name: buyer.last_name,
    city: buyer.city,
    district: "",
    postcode: buyer.postcode,
    phone: buyer.phone,
    address: buyer.address,
    email: buyer.email,
    invoice_on_company: Boolean(buyer.company),
    company: buyer.company ?? "",
    tin: buyer.tin ?? "",
    vatn: buyer.vatn ?? "",
  };
  const needsAddress = method.kind === "carrier" || method.kind === "courier";
  const shop = atStore ? s.shops.find((x) => x.id === atStore.storeId)! : null;
  const row = await writeOrder(tx, {
    token: randomBytes(24).toString("base64url"),
    accessKey: randomBytes(16).toString("base64url"),
    userId: plan.demoCustomer ? s.customerId : null,
    language: market.language,
    status: plan.status,
    paymentStatus: time.paymentStatus,
    paidAt: time.paidAt,
    paymentType: payment.code,
    deliveryCode: method.code,
    deliveryName: shop ? shop.name : method.carrier,
    storeId: shop?.id ?? null,
    dispensingPointId: method.kind === "pickup_point" ? pickupPoint(market.code, s.i) : null,
    deliveryStatus: time.deliveredAt && time.shippedAt ? "delivered" : time.shippedAt ? "shipped" : "waiting",
    deliveredAt: time.deliveredAt,
    email: buyer.email,
    emailLookup: lookupHash(buyer.email),
    billing: JSON.stringify(billing),
    deliveryAddress: needsAddress
      ? JSON.stringify({
          first_name: buyer.first_name,
          last_name: buyer.last_name,
          address: buyer.address,
          city: buyer.city,
          company: buyer.company ?? "",
          district: "",
          postcode: buyer.postcode,
          phone: buyer.phone,
          email: buyer.email,
        })
      : null,
    info: JSON.stringify({
      consent_to_terms_of_service: true,
      consent_marketing: s.i % 3 === 0,
      consent_heureka_review: s.i % 2 === 0,
      create_account: false,
      birth_date: "",
      note: plan.note ? DEMO_NOTE[market.code] : "",
      subscribe_promotions_info: false,
      internal_order_number: buyer.company ? `PO-${2600 + s.i}` : "",
    }),
    currency: market.currency,
    itemsTotal,
    discountTotal,
    deliveryPrice: dPrice,
    paymentFee: payment.fee,
    total: goods + dPrice + payment.fee,
    vatTotal,
    discounts:
      discountTotal && stock.spring
        ? [{ id: stock.spring.id, name: stock.spring.name, code: "JARO10", amount: discountTotal }]
        : [],
    createdAt: time.createdAt,
    updatedAt: [time.returnedAt, time.cancelledAt, time.deliveredAt, time.shippedAt, time.packedAt]
      .filter((d): d is Date => d !== null)
      .reduce((a, b) => (b > a ? b : a), time.confirmedAt ?? time.createdAt),
  });
  const items = await writeItems(
    tx,
    row.id,
    lines,
    plan,
    reservations(stock, lines, atStore?.storeId ?? null),
  );
  await writeHistory(tx, row.id, plan, time, items, s.staff);
  return { id: row.id, number: row.number, plan, time, deliveryCode: method.code, items };
}

/** A pickup point of the carrier's network (the sandbox's ids: ZB0001…, EB0001…). */
const pickupPoint = (market: "cz" | "ro", i: number) =>
  `${market === "cz" ? "ZB" : "EB"}${String(((i * 7) % 50) + 1).padStart(4, "0")}`;

/** Goods are picked once the order left processing; picking in progress follows the plan. */
function pickingOf(plan: DemoOrderPlan, l: DemoLine, index: number): string {
  if (l.productId === null) return "waiting";
  if (["packed", "shipped", "ready", "delivered", "returned"].includes(plan.status)) return "picked";
  if (plan.status !== "processing") return "waiting";
  if (plan.picking === "done") return "picked";
  if (plan.picking === "not_found") return index === 0 ? "picked" : "not_found";
  return index === 0 ? "picked" : "waiting";
}

/**
 * Where each line's units are reserved, as the checkout reserves them (checkout/submit/reserve-stock):
 * a pickup at the chosen store when it has them, else the warehouse. The device of a pickup was
 * chosen from the store's shelf.
 */
function reservations(stock: Stock, lines: DemoLine[], storeId: number | null): Map<number, number | null> {
  return new Map(
    lines.map((l) => [
      l.key,
      storeId && l.productId && (l.key === 1 || stock.spareAt(storeId, l.productId, l.quantity))
        ? storeId
        : null,
    ]),
  );
}

/** The items, each reserved where its units were taken (a cancelled order's units went back). */
async function writeItems(
  tx: DbOrTx,
  orderId: number,
  lines: DemoLine[],
  plan: DemoOrderPlan,
  placeOf: Map<number, number | null>,
) {
  const goods = lines.filter((l) => l.productId !== null);
  if (plan.status !== "cancelled")
    for (const l of goods) {
      const storeId = placeOf.get(l.key) ?? null;
      const taken = storeId
        ? await takeStoreStock(tx, storeId, l.productId!, l.quantity)
        : await takeWarehouseStock(tx, l.productId!, l.quantity);
      if (!taken) throw new Error(`demo orders: ${l.code} is not in stock`);
    }
  const roots = await tx
    .insert(orderItems)
    .values(
      lines
        .filter((l) => l.parentKey === null)
        .map((l, i) => itemRow(orderId, l, null, placeOf.get(l.key) ?? null, pickingOf(plan, l, i))),
    )
    .returning({ id: orderItems.id, code: orderItems.code });
  const idOf = new Map(lines.filter((l) => l.parentKey === null).map((l, i) => [l.key, roots[i]!.id]));
  const children = lines.filter((l) => l.parentKey !== null);
  const subs = children.length
    ? await tx
        .insert(orderItems)
        .values(children.map((l) => itemRow(orderId, l, idOf.get(l.parentKey!)!, null, "waiting")))
        .returning({ id: orderItems.id })
    : [];
  const item = (l: DemoLine, id: number, picking: string) => ({
    id,
    kind: l.kind,
    type: l.type,
    quantity: l.quantity,
    picking,
  });
  return [
    ...lines
      .filter((l) => l.parentKey === null)
      .map((l, i) => item(l, idOf.get(l.key)!, pickingOf(plan, l, i))),
    ...children.map((l, i) => item(l, subs[i]!.id, "waiting")),
  ];
}

const itemRow = (
  orderId: number,
  l: DemoLine,
  parentItemId: number | null,
  storeId: number | null,
  picking: string,
) => ({
  orderId,
  parentItemId,
  kind: l.kind,
  productId: l.productId,
  code: l.code,
  name: l.name,
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  finalPrice: l.finalPrice,
  vatRate: l.vatRate,
  reservedStoreId: l.productId ? storeId : null,
  pickingStatus: picking,
});

async function writeHistory(
  tx: DbOrTx,
  orderId: number,
  plan: DemoOrderPlan,
  time: Timeline,
  items: SeededOrder["items"],
  staff: DemoStaff,
) {
  const rows = historyRows(time, plan.status).map((h) => ({
    orderId,
    field: h.field,
    value: h.value,
    actorId: h.staff ? (h.value === "cancelled" ? staff.admin : staff.office) : null,
    createdAt: h.at,
  }));
  // The warehouse's steps are the warehouse worker's.
  for (const r of rows)
    if (r.field === "status" && ["processing", "packed", "shipped", "ready"].includes(r.value))
      r.actorId = staff.warehouse;
  // The picking, written as the picking screen writes it (`<item id>:<status>`), minutes apart.
  if (time.processingAt) {
    const started = time.processingAt.getTime();
    let n = 0;
    for (const i of items)
      if (i.picking !== "waiting")
        rows.push({
          orderId,
          field: "picking",
          value: `${i.id}:${i.picking}`,
          actorId: staff.warehouse,
          createdAt: new Date(started + ++n * 4 * 60_000),
        });
  }
  await tx.insert(orderHistory).values(rows);
}
