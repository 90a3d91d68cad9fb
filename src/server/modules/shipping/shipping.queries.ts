import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { handovers, orderHistory, orderPackages, orders } from "../../db/schema.js";

/**
 * The shipping module's SQL. It writes handovers and the packages' handover and parcel number;
 * orders are only read here (their status changes go through the orders module's service).
 */

/**
 * Outer columns named with their table: Drizzle writes a one-table select's columns bare, and a
 * bare "id" inside a correlated subquery would be the subquery's own.
 */
const HANDOVER_ID = sql.raw(`"handovers"."id"`);
const ORDER_ID = sql.raw(`"orders"."id"`);

/** What a package's row needs of its order (addresses are decrypted by their columns). */
const packageColumns = {
  id: orderPackages.id,
  widthMm: orderPackages.widthMm,
  heightMm: orderPackages.heightMm,
  depthMm: orderPackages.depthMm,
  weightG: orderPackages.weightG,
  parcelNumber: orderPackages.parcelNumber,
  handoverId: orderPackages.handoverId,
  orderId: orders.id,
  orderNumber: orders.number,
  orderStatus: orders.status,
  deliveryCode: orders.deliveryCode,
  billing: orders.billing,
  deliveryAddress: orders.deliveryAddress,
  paymentType: orders.paymentType,
  paymentStatus: orders.paymentStatus,
  total: orders.total,
};
export type PackageRow = Awaited<ReturnType<typeof waitingPackages>>[number];

/** Packages of packed orders of these carriers that are on no handover list yet. */
export function waitingPackages(db: DbOrTx, carriers: string[]) {
  return db
    .select(packageColumns)
    .from(orderPackages)
    .innerJoin(orders, eq(orders.id, orderPackages.orderId))
    .where(
      and(
        eq(orders.status, "packed"),
        isNull(orderPackages.handoverId),
        inArray(orders.deliveryCode, carriers.length ? carriers : [""]),
      ),
    )
    .orderBy(asc(orders.number), asc(orderPackages.id));
}

const packagesWithIds = (db: DbOrTx, ids: number[]) =>
  db
    .select(packageColumns)
    .from(orderPackages)
    .innerJoin(orders, eq(orders.id, orderPackages.orderId))
    .where(inArray(orderPackages.id, ids))
    .orderBy(asc(orders.number), asc(orderPackages.id));

export const packagesByIds = (db: DbOrTx, ids: number[]) => packagesWithIds(db, ids);

/** The same packages, locked until the transaction ends (two lists cannot take one package). */
export const lockPackages = (tx: DbOrTx, ids: number[]) =>
  packagesWithIds(tx, ids).for("update", { of: orderPackages });

/** One creation of a carrier's handover list at a time (the day's numbers are counted). */
export async function lockHandoverNumbers(tx: DbOrTx, carrier: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`handover:${carrier}`}))`);
}

/** How many handover lists have a number starting with `prefix` (the carrier's lists of one day). */
export async function countHandoversLike(tx: DbOrTx, prefix: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(handovers)
    .where(ilike(handovers.number, `${prefix}%`));
  return row?.n ?? 0;
}

export async function insertHandover(tx: DbOrTx, values: typeof handovers.$inferInsert) {
  const [row] = await tx.insert(handovers).values(values).returning({ id: handovers.id });
  return row!.id;
}

export async function assignPackage(tx: DbOrTx, id: number, handoverId: number, parcelNumber: string) {
  await tx.update(orderPackages).set({ handoverId, parcelNumber }).where(eq(orderPackages.id, id));
}

export async function handoverById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(handovers).where(eq(handovers.id, id));
  return row ?? null;
}

export async function lockHandover(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(handovers).where(eq(handovers.id, id)).for("update");
  return row ?? null;
}

export async function markHandedOver(tx: DbOrTx, id: number, actorId: number) {
  await tx
    .update(handovers)
    .set({ handedOverAt: new Date(), handedOverBy: actorId })
    .where(eq(handovers.id, id));
}

export function packagesOfHandover(db: DbOrTx, handoverId: number) {
  return db
    .select(packageColumns)
    .from(orderPackages)
    .innerJoin(orders, eq(orders.id, orderPackages.orderId))
    .where(eq(orderPackages.handoverId, handoverId))
    .orderBy(asc(orders.number), asc(orderPackages.id));
}

/** The packages of these orders that are on another list or on none (an order changed meanwhile). */
export function packagesOutside(db: DbOrTx, orderIds: number[], handoverId: number) {
  return db
    .select({ orderId: orderPackages.orderId })
    .from(orderPackages)
    .where(
      and(
        inArray(orderPackages.orderId, orderIds),
        sql`${orderPackages.handoverId} is distinct from ${handoverId}`,
      ),
    );
}

/** A page of handover lists with their package count, weight and cash on delivery. */
export async function handoverPage(db: DbOrTx, q: { page: number; page_size: number; carrier?: string }) {
  const where = q.carrier ? eq(handovers.carrier, q.carrier) : undefined;
  const codOf = sql`case when o.payment_type = 'cod' and o.payment_status <> 'paid' then o.total else 0 end`;
  const [rows, [n]] = await Promise.all([
    db
      .select({
        id: handovers.id,
        number: handovers.number,
        carrier: handovers.carrier,
        createdAt: handovers.createdAt,
        handedOverAt: handovers.handedOverAt,
        packages: sql<number>`(select count(*)::int from ${orderPackages} p where p.handover_id = ${HANDOVER_ID})`,
        orders: sql<number>`(select count(distinct p.order_id)::int from ${orderPackages} p where p.handover_id = ${HANDOVER_ID})`,
        weightG: sql<number>`(select coalesce(sum(p.weight_g), 0)::int from ${orderPackages} p where p.handover_id = ${HANDOVER_ID})`,
        codTotal: sql<number>`(select coalesce(sum(${codOf}), 0)::int from ${orders} o where o.id in (select p.order_id from ${orderPackages} p where p.handover_id = ${HANDOVER_ID}))`,
      })
      .from(handovers)
      .where(where)
      .orderBy(desc(handovers.createdAt), desc(handovers.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(handovers).where(where),
  ]);
  return { rows, n: n?.n ?? 0 };
}

export type DeliveryFilters = {
  page: number;
  page_size: number;
  carrier?: string;
  delivery_status?: string;
  date_from?: string;
  date_to?: string;
  search?: string;
};

/** Parcel numbers and the handover list of each order, computed once per row of a page. */
const parcelNumbers = sql<
  string[]
>`coalesce((select array_agg(p.parcel_number order by p.id) from ${orderPackages} p where p.order_id = ${ORDER_ID} and p.parcel_number is not null), '{}')`;
const handoverOf = sql<{
  id: number;
  number: string;
  created_at: string;
  handed_over_at: string | null;
} | null>`(select json_build_object('id', h.id, 'number', h.number, 'created_at', h.created_at, 'handed_over_at', h.handed_over_at) from ${orderPackages} p join ${handovers} h on h.id = p.handover_id where p.order_id = ${ORDER_ID} order by h.id desc limit 1)`;

const deliveryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  deliveryCode: orders.deliveryCode,
  deliveryName: orders.deliveryName,
  deliveryStatus: orders.deliveryStatus,
  deliveryNumber: orders.deliveryNumber,
  deliveredAt: orders.deliveredAt,
  parcelNumbers,
  handover: handoverOf,
};

/** A page of orders for the delivery grid: newest first, filtered by carrier, delivery status, day. */
export async function deliveriesPage(db: DbOrTx, q: DeliveryFilters, timeZone: string) {
  const conds: SQL[] = [];
  if (q.carrier) conds.push(eq(orders.deliveryCode, q.carrier));
  if (q.delivery_status) conds.push(eq(orders.deliveryStatus, q.delivery_status));
  // Days in the shop's time zone, as staff read the dates.
  if (q.date_from)
    conds.push(sql`${orders.createdAt} >= (${q.date_from}::date)::timestamp at time zone ${timeZone}`);
  if (q.date_to)
    conds.push(sql`${orders.createdAt} < (${q.date_to}::date + 1)::timestamp at time zone ${timeZone}`);
  if (q.search) conds.push(ilike(orders.number, `${q.search.replace(/[%_\\]/g, "")}%`));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [n]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, n: n?.n ?? 0 };
}

export type DeliveryRow = Awaited<ReturnType<typeof deliveriesPage>>["rows"][number];

export async function deliveryById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...deliveryColumns,
      billing: orders.billing,
      deliveryAddress: orders.deliveryAddress,
      dispensingPointId: orders.dispensingPointId,
      currency: orders.currency,
      total: orders.total,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

export function packagesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select(packageColumns)
    .from(orderPackages)
    .innerJoin(orders, eq(orders.id, orderPackages.orderId))
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.id));
}

/** The order's status history (the customer's and the warehouse's steps, not the item picking). */
export function historyOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ field: orderHistory.field, value: orderHistory.value, at: orderHistory.createdAt })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), sql`${orderHistory.field} <> 'picking'`))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
}

/** Orders still on their way to each pickup point (not delivered, cancelled or returned). */
export function openOrdersByPoint(db: DbOrTx) {
  return db
    .select({ point: orders.dispensingPointId, n: count() })
    .from(orders)
    .where(
      and(
        sql`${orders.dispensingPointId} is not null`,
        notInArray(orders.status, ["delivered", "cancelled", "returned"]),
      ),
    )
    .groupBy(orders.dispensingPointId);
}
