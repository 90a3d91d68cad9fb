import type { z } from "zod";
import type { packBody } from "../../../contract/warehouse.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, conflict, notFound, ValidationError } from "../../platform/errors.js";
import { changeStatus, isPickable, PICKING_CHANGED, setPicking } from "../orders/orders.service.js";
import {
  codeForScan,
  crateByCode,
  crateById,
  crateList,
  crateOfOrder,
  deleteLocation,
  fillFreeCrate,
  freeCrateOf,
  hasPickedLine,
  insertCrates,
  insertPackages,
  moreOpenOrders,
  oldestWaitingLine,
  openOrderLines,
  orderForPacking,
  orderIdByNumber,
  ordersAwaitingCrate,
  pickWave,
  productLocation,
  productLocationsPage,
  setCrateActive,
  upsertLocation,
} from "./warehouse.queries.js";

/** Every kind an order line has; the warehouse picks those the orders module calls pickable. */
const ITEM_KINDS = [
  "product",
  "gift",
  "insurance",
  "general_insurance",
  "screen_insurance",
  "warranty",
  "prolong",
];
const PICKABLE = ITEM_KINDS.filter(isPickable);

/** Spec: the older-than-30-minutes flag; a line still not picked half an hour after its order came. */
const OVERDUE_MS = 30 * 60_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The customer's name from an order's billing JSON (company when there is no name). */
function customerName(billing: string | null): string {
  if (!billing) return "";
  const b = JSON.parse(billing) as Record<string, unknown>;
  const name = `${b.first_name ?? ""} ${b.last_name ?? ""}`.trim();
  return name || String(b.company ?? "");
}

// ——— Product locations ———

export async function listLocations(
  ctx: AppContext,
  query: { search?: string; page: number; page_size: number },
) {
  const { rows, count } = await productLocationsPage(ctx.db, {
    search: query.search,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })),
  };
}

async function locationOf(ctx: AppContext, productId: number) {
  const row = await productLocation(ctx.db, productId);
  return row && { ...row, updated_at: iso(row.updated_at) };
}

/** Sets or changes a product's location (the format is the contract's). */
export async function setLocation(ctx: AppContext, actorId: number, productId: number, location: string) {
  const before = await productLocation(ctx.db, productId);
  if (!before) throw notFound("warehouse:locationUpdateError");
  await upsertLocation(ctx.db, productId, location, actorId);
  await audit(ctx.db, {
    actorId,
    action: "warehouse.location.set",
    entity: "product",
    entityId: productId,
    detail: { from: before.location, to: location },
  });
  return (await locationOf(ctx, productId))!;
}

export async function removeLocation(ctx: AppContext, actorId: number, productId: number) {
  const before = await productLocation(ctx.db, productId);
  if (!before) throw notFound("warehouse:locationUpdateError");
  if (!(await deleteLocation(ctx.db, productId))) throw notFound("warehouse:locationNotFound");
  await audit(ctx.db, {
    actorId,
    action: "warehouse.location.remove",
    entity: "product",
    entityId: productId,
    detail: { from: before.location },
  });
  return (await locationOf(ctx, productId))!;
}

// ——— Picking ———

/**
 * The pick list: a page is a wave of the oldest open orders (`page_size` orders), their lines in
 * walk order; `more` says whether newer open orders follow in the next wave.
 */
export async function pickingOverview(
  ctx: AppContext,
  query: { page: number; page_size: number; status?: string },
) {
  const [rows, awaiting] = await Promise.all([
    pickWave(ctx.db, {
      kinds: PICKABLE,
      status: query.status,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    }),
    ordersAwaitingCrate(ctx.db, PICKABLE),
  ]);
  const now = Date.now();
  return {
    more: rows.length ? rows[0].more : await moreOpenOrders(ctx.db, query.page * query.page_size),
    page: query.page,
    page_size: query.page_size,
    waiting: rows[0]?.waiting ?? 0,
    results: rows.map((r) => ({
      item_id: r.item_id,
      order_id: r.order_id,
      order_number: r.order_number,
      location: r.location,
      code: r.code,
      name: r.name,
      kind: r.kind,
      quantity: r.quantity,
      picking_status: r.picking_status as "waiting",
      waiting_since: iso(r.created_at)!,
      overdue: r.picking_status !== "picked" && now - new Date(r.created_at).getTime() >= OVERDUE_MS,
      crate: r.crate,
    })),
    awaiting_crate: awaiting,
  };
}

/**
 * Scans on one instance run one after another: two scanners reading the same code at once must
 * pick two lines, not the same one twice (setPicking reads, then writes).
 */
let scanQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = scanQueue.then(work, work);
  scanQueue = run.catch(() => undefined);
  return run;
}

/**
 * A keyboard-wedge scan: picks the oldest open order's line waiting for the scanned product code
 * (or EAN). The order's first pick moves it from confirmed to processing; its last puts it into a
 * free crate.
 */
export async function scan(ctx: AppContext, actorId: number, scanned: string, t: TFunction) {
  const known = await codeForScan(ctx.db, scanned);
  const code = known ?? scanned;
  return oneAtATime(async () => {
    const line = await pickOldestWaiting(ctx, actorId, code, known !== null, scanned);
    await audit(ctx.db, {
      actorId,
      action: "warehouse.scan",
      entity: "order",
      entityId: line.order_id,
      detail: { itemId: line.item_id, code },
    });
    const done = await completeOrder(ctx, actorId, line.order_id);
    const base = {
      order_id: line.order_id,
      order_number: line.order_number,
      item_id: line.item_id,
      code: line.code,
      name: line.name,
      order_complete: done.complete,
      crate: done.crate,
      crate_error:
        done.complete && !done.crate ? t("warehouse:noFreeCrate", { order: line.order_number }) : null,
    };
    const message = done.crate
      ? t("warehouse:inCrate", { order: line.order_number, crate: done.crate })
      : t("warehouse:picked", { name: line.name, order: line.order_number });
    return { ...base, message };
  });
}

/**
 * Picks the oldest line waiting for the code. Scans are serialised per instance (`oneAtATime`);
 * another instance's scanner may still take the same line first, and the orders module then
 * refuses the second change (PICKING_CHANGED), so the scan takes the next waiting line.
 */
async function pickOldestWaiting(
  ctx: AppContext,
  actorId: number,
  code: string,
  known: boolean,
  scanned: string,
) {
  for (let attempt = 0; ; attempt++) {
    const line = await oldestWaitingLine(ctx.db, code, PICKABLE);
    if (!line) {
      if (await hasPickedLine(ctx.db, code, PICKABLE))
        throw conflict("warehouse:alreadyScanned", "already_scanned");
      if (!known) throw notFound(`warehouse:unknownCode?${q({ code: scanned })}`);
      throw notFound(`warehouse:nothingWaits?${q({ code })}`);
    }
    if (line.status === "confirmed") await startPicking(ctx, actorId, line.order_id);
    try {
      await setPicking(ctx, actorId, line.order_id, line.item_id, "picked", false);
      return line;
    } catch (err) {
      if (!(err instanceof AppError && err.code === PICKING_CHANGED) || attempt >= 5) throw err;
    }
  }
}

/**
 * An order's first pick moves it from confirmed to processing. Another instance's scan may have
 * moved it a moment ago (the orders module then refuses processing → processing): that is fine.
 */
async function startPicking(ctx: AppContext, actorId: number, orderId: number) {
  try {
    await changeStatus(ctx, actorId, orderId, "processing");
  } catch (err) {
    const [line] = await openOrderLines(ctx.db, orderId, PICKABLE);
    if (line?.status !== "processing") throw err;
  }
}

/** When every line of an open order is picked: its crate (one it is in, else a free one taken now). */
async function completeOrder(ctx: AppContext, actorId: number, orderId: number) {
  const lines = await openOrderLines(ctx.db, orderId, PICKABLE);
  const complete = lines.length > 0 && lines.every((l) => l.picking_status === "picked");
  if (!complete) return { complete, crate: null };
  const existing = await crateOfOrder(ctx.db, orderId);
  if (existing) return { complete, crate: existing };
  let crate: string | null;
  try {
    crate = await fillFreeCrate(ctx.db, orderId);
  } catch (err) {
    // Another instance put the order into a crate at the same moment (unique order_id): that one.
    if (!isUniqueViolation(err)) throw err;
    crate = await crateOfOrder(ctx.db, orderId);
  }
  if (crate) {
    await audit(ctx.db, {
      actorId,
      action: "warehouse.crate.fill",
      entity: "order",
      entityId: orderId,
      detail: { crate },
    });
    await ctx.events.publish("staff", { type: "order.picked", id: orderId });
  }
  return { complete, crate };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (typeof e === "object" && e !== null && "code" in e ? e.code : undefined);
  const cause = typeof err === "object" && err !== null && "cause" in err ? err.cause : undefined;
  return code(err) === "23505" || code(cause) === "23505";
}

/** A line's button: not found, needs replacement, or back to waiting (confirmed). */
export async function setLine(
  ctx: AppContext,
  actorId: number,
  body: { order_id: number; item_id: number; status: string; confirm: boolean },
) {
  const lines = await openOrderLines(ctx.db, body.order_id, PICKABLE);
  const line = lines.find((l) => l.item_id === body.item_id);
  if (!line) throw notFound("warehouse:lineNotOpen");
  if (body.status !== "waiting" && line.status === "confirmed")
    await startPicking(ctx, actorId, body.order_id);
  await setPicking(ctx, actorId, body.order_id, body.item_id, body.status, body.confirm);
  await audit(ctx.db, {
    actorId,
    action: "warehouse.line",
    entity: "order",
    entityId: body.order_id,
    detail: { itemId: body.item_id, status: body.status },
  });
  return { ok: true as const };
}

/** Puts an order picked in full into a free crate (after none was free when it completed). */
export async function assignCrate(ctx: AppContext, actorId: number, orderId: number, t: TFunction) {
  const lines = await openOrderLines(ctx.db, orderId, PICKABLE);
  if (!lines.length) throw notFound("warehouse:orderNotOpen");
  const number = lines[0].number;
  if (lines.some((l) => l.picking_status !== "picked"))
    throw conflict(`warehouse:notComplete?${q({ order: number })}`, "not_complete");
  const { crate } = await completeOrder(ctx, actorId, orderId);
  if (!crate) throw conflict(`warehouse:noFreeCrate?${q({ order: number })}`, "no_free_crate");
  return { crate, message: t("warehouse:inCrate", { order: number, crate }) };
}

// ——— Crates ———

export async function listCrates(ctx: AppContext) {
  const rows = await crateList(ctx.db, PICKABLE);
  return {
    results: rows.map((r) => ({
      id: r.id,
      code: r.code,
      active: r.active,
      order:
        r.orderId === null || r.number === null
          ? null
          : {
              id: r.orderId,
              number: r.number,
              customer_name: customerName(r.billing),
              items: Number(r.items ?? 0),
              since: iso(r.filledAt),
            },
    })),
  };
}

const MAX_RANGE = 200;

/** `K-01..K-20` (or `K-01..20`) into its codes, numbered with the first code's width; one code alone. */
export function crateCodes(range: string): string[] | null {
  const m = /^([A-Z]{1,3}-?)(\d{1,4})(?:\.\.(?:([A-Z]{1,3}-?))?(\d{1,4}))?$/.exec(range);
  if (!m || (m[3] !== undefined && m[3] !== m[1])) return null;
  const [, prefix, first, , last] = m;
  const from = Number(first);
  const to = last === undefined ? from : Number(last);
  if (to < from || to - from + 1 > MAX_RANGE) return null;
  return Array.from(
    { length: to - from + 1 },
    (_, i) => `${prefix}${String(from + i).padStart(first.length, "0")}`,
  );
}

export async function addCrates(ctx: AppContext, actorId: number, range: string) {
  const codes = crateCodes(range);
  if (!codes) throw new ValidationError({ range: ["warehouse:crateRange"] });
  const created = await insertCrates(ctx.db, codes);
  await audit(ctx.db, { actorId, action: "warehouse.crates.add", entity: "crate", detail: { created } });
  return { created, existing: codes.filter((c) => !created.includes(c)) };
}

export async function updateCrate(ctx: AppContext, actorId: number, id: number, active: boolean) {
  const crate = await crateById(ctx.db, id);
  if (!crate) throw notFound("warehouse:crateNotFound");
  if (!active && crate.orderId !== null)
    throw conflict(`warehouse:crateBusy?${q({ crate: crate.code })}`, "crate_busy");
  await setCrateActive(ctx.db, id, active);
  await audit(ctx.db, {
    actorId,
    action: "warehouse.crate.active",
    entity: "crate",
    entityId: id,
    detail: { active },
  });
  return (await listCrates(ctx)).results.find((c) => c.id === id)!;
}

// ——— Packaging ———

/** A scanned crate code or order number at the packing table: the order to pack. */
export async function lookup(ctx: AppContext, raw: string) {
  const code = raw.trim().toUpperCase();
  const crate = await crateByCode(ctx.db, code);
  if (crate) {
    if (crate.orderId === null)
      throw conflict(`warehouse:crateNoOrder?${q({ crate: crate.code })}`, "crate_empty");
    return { order_id: crate.orderId, crate: crate.code };
  }
  const orderId = await orderIdByNumber(ctx.db, code);
  if (orderId === null) throw notFound(`warehouse:codeNotFound?${q({ code: raw.trim() })}`);
  return { order_id: orderId, crate: await crateOfOrder(ctx.db, orderId) };
}

export async function packingDetail(ctx: AppContext, orderId: number) {
  const o = await orderForPacking(ctx.db, orderId);
  if (!o) throw notFound("warehouse:orderNotFound");
  const items = o.items.filter((i) => isPickable(i.kind));
  return {
    order_id: o.id,
    order_number: o.number,
    status: o.status,
    customer_name: customerName(o.billing),
    delivery_name: o.deliveryName,
    crate: o.crate,
    complete: items.length > 0 && items.every((i) => i.pickingStatus === "picked"),
    items: items.map((i) => ({
      id: i.id,
      code: i.code,
      name: i.name,
      kind: i.kind,
      quantity: i.quantity,
      picking_status: i.pickingStatus,
    })),
    packages: o.packages,
  };
}

/**
 * Confirms the packing: the order moves to packed (the orders module's own rules), its packages
 * are written (centimetres to millimetres, kilograms to grams) and its crate is free again.
 */
export async function pack(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  body: z.output<typeof packBody>,
  t: TFunction,
) {
  const detail = await packingDetail(ctx, orderId);
  const order = detail.order_number;
  if (!detail.complete) throw conflict(`warehouse:notComplete?${q({ order })}`, "not_complete");
  if (detail.status !== "processing")
    throw conflict(
      `warehouse:notPackable?${q({ order, status: t(`orders:status.${detail.status}`) })}`,
      "not_packable",
    );
  await changeStatus(ctx, actorId, orderId, "packed");
  const packages = body.packages.map((p) => ({
    widthMm: Math.round(p.width_cm * 10),
    heightMm: Math.round(p.height_cm * 10),
    depthMm: Math.round(p.depth_cm * 10),
    weightG: Math.round(p.weight_kg * 1000),
  }));
  const crate = await ctx.db.transaction(async (tx) => {
    await insertPackages(tx, orderId, actorId, packages);
    return freeCrateOf(tx, orderId);
  });
  await audit(ctx.db, {
    actorId,
    action: "warehouse.pack",
    entity: "order",
    entityId: orderId,
    detail: { packages: packages.length, crate },
  });
  await ctx.events.publish("staff", { type: "order.packed", id: orderId });
  return {
    order_id: orderId,
    status: "packed",
    message: t("warehouse:packed", { order, count: packages.length }),
  };
}
