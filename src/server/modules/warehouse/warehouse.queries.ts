import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import { crates, orderItems, orderPackages, orders, productLocations, products } from "../../db/schema.js";

/**
 * The warehouse's SQL. "Open" is an order the warehouse still works on: confirmed or being picked
 * (processing) and not sent from a store (skip warehouse). Its lines to pick are the pickable kinds
 * reserved at the warehouse (a line reserved at a store is picked there). Both conditions match the
 * partial indexes `orders_warehouse_open_idx` and `order_items_waiting_code_idx`.
 */
const OPEN = sql`o.status in ('confirmed', 'processing') and o.ship_from_store_id is null`;
const LINE = (kinds: readonly string[]) =>
  sql`i.kind in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}) and i.reserved_store_id is null`;

export interface ProductLocationRow {
  product_id: number;
  code: string;
  ean: string | null;
  name: string;
  location: string | null;
  updated_at: Date | null;
}

/**
 * Products for the locations screen: by exact code or EAN, or by a part of the name (the name's
 * trigram index); without a search, the products that have a location, in walk order.
 */
export async function productLocationsPage(
  db: DbOrTx,
  q: { search?: string; limit: number; offset: number },
): Promise<{ rows: ProductLocationRow[]; count: number }> {
  const s = q.search?.trim();
  // Each way of finding a product on its own index (code's unique index, the name's trigram index);
  // an OR of them would read every product. EAN has no index: products carry few, so it is a scan.
  const matched = sql`(select id from products where code in (${s ?? ""}, ${(s ?? "").toUpperCase()})
      union select id from products where ean = ${s ?? ""}
      union (select id from products
        where immutable_unaccent(lower(name)) like '%' || immutable_unaccent(lower(${s ?? ""})) || '%'
        limit 500))`;
  const rows = await queryRows<ProductLocationRow & { total: number }>(
    db,
    s
      ? sql`select p.id as product_id, p.code, p.ean, p.name, l.location, l.updated_at, count(*) over ()::int as total
          from ${matched} m join products p on p.id = m.id
          left join product_locations l on l.product_id = p.id
          order by (p.code = ${s} or p.ean = ${s}) desc, p.name, p.id
          limit ${q.limit} offset ${q.offset}`
      : sql`select p.id as product_id, p.code, p.ean, p.name, l.location, l.updated_at, count(*) over ()::int as total
          from product_locations l join products p on p.id = l.product_id
          order by l.location, p.code
          limit ${q.limit} offset ${q.offset}`,
  );
  return { rows, count: rows[0]?.total ?? 0 };
}

export async function productLocation(db: DbOrTx, productId: number): Promise<ProductLocationRow | null> {
  const [row] = await db
    .select({
      product_id: products.id,
      code: products.code,
      ean: products.ean,
      name: products.name,
      location: productLocations.location,
      updated_at: productLocations.updatedAt,
    })
    .from(products)
    .leftJoin(productLocations, eq(productLocations.productId, products.id))
    .where(eq(products.id, productId));
  return row ?? null;
}

export async function upsertLocation(db: DbOrTx, productId: number, location: string, actorId: number) {
  await db
    .insert(productLocations)
    .values({ productId, location, updatedBy: actorId })
    .onConflictDoUpdate({
      target: productLocations.productId,
      set: { location, updatedBy: actorId, updatedAt: new Date() },
    });
}

/** Removes a product's location; false when it had none. */
export async function deleteLocation(db: DbOrTx, productId: number): Promise<boolean> {
  const gone = await db
    .delete(productLocations)
    .where(eq(productLocations.productId, productId))
    .returning({ id: productLocations.productId });
  return gone.length > 0;
}

export interface PickLineRow {
  item_id: number;
  order_id: number;
  order_number: string;
  location: string | null;
  code: string;
  name: string;
  kind: string;
  quantity: number;
  picking_status: string;
  created_at: Date;
  crate: string | null;
  more: boolean;
  waiting: number;
}

/**
 * The picking overview in one statement: a wave of the oldest open orders (`limit` of them from
 * `offset`, on the open orders' partial index) and their lines to pick in walk order (by location,
 * lines without one last, then the oldest order first), and whether another wave follows.
 * The walk is sorted within the wave only: sorting every open line (20 000 at 10 000 orders) by
 * location cost ~100 ms a read, and a walk mixing the newest orders into the oldest ones' is not
 * the one a picker should take anyway.
 */
export async function pickWave(
  db: DbOrTx,
  q: { kinds: readonly string[]; status?: string; limit: number; offset: number },
): Promise<PickLineRow[]> {
  return queryRows<PickLineRow>(
    db,
    sql`with wave as (
        select o.id, o.number, o.created_at from orders o
        where ${OPEN}
        order by o.created_at, o.id
        limit ${q.limit} offset ${q.offset}
      )
      select i.id as item_id, o.id as order_id, o.number as order_number,
        -- By their unique indexes, one line at a time (joined, the planner hashed every location for each order).
        (select l.location from product_locations l where l.product_id = i.product_id) as location,
        i.code, i.name, i.kind, i.quantity, i.picking_status, o.created_at,
        (select c.code from crates c where c.order_id = o.id) as crate,
        ${moreOpen(q.offset + q.limit)} as more,
        (count(*) filter (where i.picking_status = 'waiting') over ())::int as waiting
      from wave o
      -- Each wave order's lines by the order's index. "offset 0" keeps the planner from flattening
      -- this into a hash join over every order line, which it chose once order_items had statistics
      -- (31 ms instead of 6 at 10 000 open orders).
      cross join lateral (
        select * from order_items i
        where i.order_id = o.id and ${LINE(q.kinds)}
          ${q.status ? sql`and i.picking_status = ${q.status}` : sql``}
        offset 0
      ) i
      order by location nulls last, o.created_at, o.id, i.id`,
  );
}

/** Whether more open orders follow the first `n` (the next wave); walks `n` entries of the partial index. */
const moreOpen = (n: number) =>
  sql`exists (select 1 from orders o where ${OPEN} order by o.created_at, o.id limit 1 offset ${n})`;

export async function moreOpenOrders(db: DbOrTx, n: number): Promise<boolean> {
  const [row] = await queryRows<{ more: boolean }>(db, sql`select ${moreOpen(n)} as more`);
  return row.more;
}

/**
 * Orders being picked whose every line is picked but that sit in no crate (none was free when they
 * completed). An order completes only after its first pick, so only processing orders are read.
 */
export async function ordersAwaitingCrate(db: DbOrTx, kinds: readonly string[]) {
  // Materialized: the few processing orders by the status index first, then each one's lines. In
  // one query the planner walked all 10 000 open orders by age, or hashed every order line (10 ms).
  return queryRows<{ order_id: number; order_number: string }>(
    db,
    sql`with processing as materialized (
        select o.id, o.number, o.created_at from orders o
        where o.status = 'processing' and o.ship_from_store_id is null
      )
      select o.id as order_id, o.number as order_number
      from processing o
      -- Per order by its index (an aggregate is never flattened into a join over every line).
      cross join lateral (
        select count(*) as lines, count(*) filter (where i.picking_status <> 'picked') as unpicked
        from order_items i where i.order_id = o.id and ${LINE(kinds)}
      ) x
      where x.lines > 0 and x.unpicked = 0
        and not exists (select 1 from crates c where c.order_id = o.id)
      order by o.created_at, o.id
      limit 50`,
  );
}

/** A scanned text as a product code: the product's own code, or the code of the product with that EAN. */
export async function codeForScan(db: DbOrTx, scanned: string): Promise<string | null> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`(select code from products where code = ${scanned})
      union all (select code from products where code = ${scanned.toUpperCase()})
      union all (select code from products where ean = ${scanned} limit 1)
      limit 1`,
  );
  return rows[0]?.code ?? null;
}

/** The oldest open order's line still waiting for `code` (the partial index on waiting codes). */
export async function oldestWaitingLine(db: DbOrTx, code: string, kinds: readonly string[]) {
  const [row] = await queryRows<{
    item_id: number;
    order_id: number;
    order_number: string;
    status: string;
    name: string;
    code: string;
  }>(
    db,
    sql`select i.id as item_id, o.id as order_id, o.number as order_number, o.status, i.name, i.code
      from order_items i join orders o on o.id = i.order_id
      where i.code = ${code} and i.picking_status = 'waiting' and ${LINE(kinds)} and ${OPEN}
      order by o.created_at, o.id, i.id
      limit 1`,
  );
  return row ?? null;
}

/** Whether an open order has a line of `code` already picked (the scan then says so). */
export async function hasPickedLine(db: DbOrTx, code: string, kinds: readonly string[]): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from order_items i join orders o on o.id = i.order_id
      where i.code = ${code} and i.picking_status = 'picked' and ${LINE(kinds)} and ${OPEN}
      limit 1`,
  );
  return rows.length > 0;
}

/** One open order's lines to pick (the scan's completeness check, a line action's check). */
export async function openOrderLines(db: DbOrTx, orderId: number, kinds: readonly string[]) {
  return queryRows<{ item_id: number; picking_status: string; status: string; number: string }>(
    db,
    sql`select i.id as item_id, i.picking_status, o.status, o.number
      from orders o join order_items i on i.order_id = o.id
      where o.id = ${orderId} and ${OPEN} and ${LINE(kinds)}
      order by i.id`,
  );
}

export async function crateOfOrder(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db.select({ code: crates.code }).from(crates).where(eq(crates.orderId, orderId));
  return row?.code ?? null;
}

/**
 * Puts an order into the first free active crate (by code); null when none is free. SKIP LOCKED
 * lets two orders completing at once take two crates; the unique index on `order_id` keeps an
 * order in one crate.
 */
export async function fillFreeCrate(db: DbOrTx, orderId: number): Promise<string | null> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`update crates set order_id = ${orderId}, filled_at = now()
      where id = (select id from crates where active and order_id is null order by code limit 1 for update skip locked)
        and not exists (select 1 from crates where order_id = ${orderId})
      returning code`,
  );
  return rows[0]?.code ?? null;
}

export async function freeCrateOf(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .update(crates)
    .set({ orderId: null, filledAt: null })
    .where(eq(crates.orderId, orderId))
    .returning({ code: crates.code });
  return row?.code ?? null;
}

/** Every crate with the order it holds (number, billing for the customer's name, lines to pick). */
export async function crateList(db: DbOrTx, kinds: readonly string[]) {
  const items = db
    .select({ orderId: orderItems.orderId, n: count().as("n") })
    .from(orderItems)
    .where(
      and(
        // Only the orders in crates: the lines of every order ever placed would be a full scan.
        inArray(orderItems.orderId, db.select({ id: crates.orderId }).from(crates)),
        inArray(orderItems.kind, [...kinds]),
        isNull(orderItems.reservedStoreId),
      ),
    )
    .groupBy(orderItems.orderId)
    .as("items");
  return db
    .select({
      id: crates.id,
      code: crates.code,
      active: crates.active,
      filledAt: crates.filledAt,
      orderId: orders.id,
      number: orders.number,
      billing: orders.billing,
      items: items.n,
    })
    .from(crates)
    .leftJoin(orders, eq(orders.id, crates.orderId))
    .leftJoin(items, eq(items.orderId, crates.orderId))
    .orderBy(asc(crates.code));
}

export async function crateById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(crates).where(eq(crates.id, id));
  return row ?? null;
}

export async function crateByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(crates).where(eq(crates.code, code));
  return row ?? null;
}

/** Adds the crates that do not exist yet; answers the codes added. */
export async function insertCrates(db: DbOrTx, codes: string[]): Promise<string[]> {
  if (!codes.length) return [];
  const rows = await db
    .insert(crates)
    .values(codes.map((code) => ({ code })))
    .onConflictDoNothing()
    .returning({ code: crates.code });
  return rows.map((r) => r.code);
}

export async function setCrateActive(db: DbOrTx, id: number, active: boolean) {
  await db.update(crates).set({ active }).where(eq(crates.id, id));
}

export async function orderIdByNumber(db: DbOrTx, number: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  return row?.id ?? null;
}

/** What the packing table shows of an order: its head, lines and packages entered so far. */
export async function orderForPacking(db: DbOrTx, orderId: number) {
  const [o] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      billing: orders.billing,
      deliveryName: orders.deliveryName,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o) return null;
  const [items, packages, crate] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        code: orderItems.code,
        name: orderItems.name,
        kind: orderItems.kind,
        quantity: orderItems.quantity,
        pickingStatus: orderItems.pickingStatus,
        reservedStoreId: orderItems.reservedStoreId,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: orderPackages.id,
        width_mm: orderPackages.widthMm,
        height_mm: orderPackages.heightMm,
        depth_mm: orderPackages.depthMm,
        weight_g: orderPackages.weightG,
      })
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.id)),
    crateOfOrder(db, orderId),
  ]);
  return { ...o, items, packages, crate };
}

export async function insertPackages(
  db: DbOrTx,
  orderId: number,
  actorId: number,
  packages: { widthMm: number; heightMm: number; depthMm: number; weightG: number }[],
) {
  await db.insert(orderPackages).values(packages.map((p) => ({ ...p, orderId, createdBy: actorId })));
}
