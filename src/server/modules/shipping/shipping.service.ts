import { createHash } from "node:crypto";
import type { Language } from "../../../domain/market.js";
import { sellerOf } from "../../../domain/seller.js";
import { getT } from "../../../i18n/i18n.js";
import type { Db, Tx } from "../../db/client.js";
import { type DeliveryMethod, deliveryMethods } from "../../integrations/carriers/delivery-methods.js";
import { carrierApi, ParcelRejected } from "../../integrations/carriers/parcels.js";
import { allPickupPoints } from "../../integrations/carriers/pickup-points.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, conflict, notFound, ValidationError } from "../../platform/errors.js";
import type { EventBus } from "../../platform/events.js";
import type { Jobs } from "../../platform/jobs.js";
import { putDocument, workerFile } from "../../platform/worker-files.js";
import { changeStatus } from "../orders/orders.service.js";
import { type HandoverDocument, PDF_CONTENT_TYPE, renderHandoverPdf } from "./handover-pdf.js";
import {
  assignPackage,
  countHandoversLike,
  type DeliveryFilters,
  type DeliveryRow,
  deliveriesPage,
  deliveryById,
  handoverById,
  handoverPage,
  historyOfOrder,
  insertHandover,
  lockHandover,
  lockHandoverNumbers,
  lockPackages,
  markHandedOver,
  openOrdersByPoint,
  type PackageRow,
  packagesByIds,
  packagesOfHandover,
  packagesOfOrder,
  packagesOutside,
  waitingPackages,
} from "./shipping.queries.js";
import { handoverNumber, handoverPrefix, messageWith, parcelRefusalMessage } from "./shipping-rules.js";

/** Delivery methods whose parcels a carrier's driver takes from the warehouse. */
const carriersOf = (ctx: AppContext): DeliveryMethod[] =>
  deliveryMethods(ctx.market.currency).filter((m) => m.kind === "carrier" || m.kind === "pickup_point");
const carrierName = (ctx: AppContext, code: string) => carriersOf(ctx).find((m) => m.code === code)?.carrier;

const parse = (s: string | null) => (s ? (JSON.parse(s) as Record<string, unknown>) : null);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Who receives the parcel and where: the delivery address, else the billing one. */
function recipientOf(o: { billing: string; deliveryAddress: string | null }) {
  const a = parse(o.deliveryAddress) ?? parse(o.billing) ?? {};
  const name = `${str(a.first_name)} ${str(a.last_name)}`.trim() || str(a.company);
  return {
    recipient: name,
    city: str(a.city),
    address: [str(a.address), `${str(a.postcode)} ${str(a.city)}`.trim()].filter(Boolean).join(", "),
  };
}

/** What the driver collects for an order: its total when paid on delivery and not yet paid. */
const codOf = (o: { paymentType: string; paymentStatus: string; total: number }) =>
  o.paymentType === "cod" && o.paymentStatus !== "paid" ? o.total : null;

/** Rows of packages; an order's cash on delivery goes on its first package (the carrier collects it once). */
function mapPackages(rows: PackageRow[]) {
  const seen = new Set<number>();
  return rows.map((p) => {
    const first = !seen.has(p.orderId);
    seen.add(p.orderId);
    const { recipient, city } = recipientOf(p);
    return {
      id: p.id,
      order_id: p.orderId,
      order_number: p.orderNumber,
      recipient,
      city,
      width_mm: p.widthMm,
      height_mm: p.heightMm,
      depth_mm: p.depthMm,
      weight_g: p.weightG,
      cod_amount: first ? codOf(p) : null,
      parcel_number: p.parcelNumber,
      tracking_url: p.parcelNumber ? carrierApi.trackingUrl(p.deliveryCode, p.parcelNumber) : null,
    };
  });
}

/** Spec §4 handover: per carrier, the packages of packed orders that no handover list has taken yet. */
export async function waiting(ctx: AppContext) {
  const carriers = carriersOf(ctx);
  const rows = await waitingPackages(
    ctx.db,
    carriers.map((m) => m.code),
  );
  return {
    currency: ctx.market.currency,
    carriers: carriers.map((m) => ({
      code: m.code,
      name: m.carrier,
      packages: mapPackages(rows.filter((p) => p.deliveryCode === m.code)),
    })),
  };
}

/** Why a package cannot go on a list for `carrier`, or null when it can. */
function packageRefusal(p: PackageRow, carrier: string): string | null {
  if (p.orderStatus !== "packed" || p.deliveryCode !== carrier)
    return messageWith("shipping:cannotHandOver", { number: p.orderNumber });
  if (p.handoverId !== null) return messageWith("shipping:packageTaken", { number: p.orderNumber });
  return null;
}

/**
 * Creates a carrier's handover list from waiting packages: each package is registered with the
 * carrier (its parcel number), then the list and the packages' numbers are saved in one
 * transaction. The registrations are outside calls: when the carrier refuses one, or the save
 * fails (a package taken by another list meanwhile), the ones already made are cancelled.
 */
export async function createHandover(
  ctx: AppContext,
  actorId: number,
  body: { carrier: string; package_ids: number[] },
) {
  const method = carriersOf(ctx).find((m) => m.code === body.carrier);
  if (!method) throw new ValidationError({ carrier: ["validation.choice"] });
  const ids = [...new Set(body.package_ids)];
  const found = await packagesByIds(ctx.db, ids);
  if (found.length !== ids.length) throw new ValidationError({ package_ids: ["shipping:packageNotFound"] });
  for (const p of found) {
    const refusal = packageRefusal(p, method.code);
    if (refusal) throw conflict(refusal, "cannot_hand_over");
  }

  const registered: { id: number; parcelNumber: string }[] = [];
  const cancelAll = () =>
    Promise.allSettled(registered.map((r) => carrierApi.cancel(method.code, r.parcelNumber)));
  const seen = new Set<number>();
  try {
    for (const p of found) {
      const cod = seen.has(p.orderId) ? null : codOf(p);
      seen.add(p.orderId);
      const parcel = await carrierApi.register(method.code, {
        reference: p.orderNumber,
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        depthMm: p.depthMm,
        weightG: p.weightG,
        codAmount: cod,
      });
      registered.push({ id: p.id, parcelNumber: parcel.parcelNumber });
    }
  } catch (err) {
    await cancelAll();
    if (err instanceof ParcelRejected) {
      const p = found[registered.length]!;
      const message = parcelRefusalMessage(err, p.orderNumber, ctx.market);
      throw new ValidationError({ package_ids: [message] }, message);
    }
    throw err;
  }

  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      // Numbers count the carrier's lists of the day: one creation per carrier at a time.
      await lockHandoverNumbers(tx, method.code);
      for (const p of await lockPackages(tx, ids)) {
        const refusal = packageRefusal(p, method.code);
        if (refusal) throw conflict(refusal, "cannot_hand_over");
      }
      const prefix = handoverPrefix(method.code, new Date(), ctx.market.timeZone);
      const handoverId = await insertHandover(tx, {
        number: handoverNumber(prefix, await countHandoversLike(tx, prefix)),
        carrier: method.code,
        createdBy: actorId,
      });
      for (const r of registered) await assignPackage(tx, r.id, handoverId, r.parcelNumber);
      await audit(tx, {
        actorId,
        action: "shipping.handover.create",
        entity: "handover",
        entityId: handoverId,
        detail: { carrier: method.code, packages: ids },
      });
      return handoverId;
    });
  } catch (err) {
    await cancelAll();
    throw err;
  }
  return handoverDetail(ctx, id);
}

function handoverRow(
  ctx: AppContext,
  h: { id: number; number: string; carrier: string; createdAt: Date; handedOverAt: Date | null },
  totals: { packages: number; orders: number; weightG: number; codTotal: number },
) {
  return {
    id: h.id,
    number: h.number,
    carrier: h.carrier,
    carrier_name: carrierName(ctx, h.carrier) ?? h.carrier,
    created_at: h.createdAt.toISOString(),
    handed_over_at: h.handedOverAt?.toISOString() ?? null,
    packages: totals.packages,
    orders: totals.orders,
    weight_g: totals.weightG,
    cod_total: totals.codTotal,
  };
}

export async function listHandovers(
  ctx: AppContext,
  q: { page: number; page_size: number; carrier?: string },
) {
  const { rows, n } = await handoverPage(ctx.db, q);
  return { count: n, page: q.page, page_size: q.page_size, results: rows.map((h) => handoverRow(ctx, h, h)) };
}

async function loadHandover(ctx: AppContext, id: number) {
  const h = await handoverById(ctx.db, id);
  if (!h) throw notFound("shipping:handoverNotFound");
  const items = mapPackages(await packagesOfHandover(ctx.db, id));
  return { h, items };
}

export async function handoverDetail(ctx: AppContext, id: number) {
  const { h, items } = await loadHandover(ctx, id);
  const totals = {
    packages: items.length,
    orders: new Set(items.map((p) => p.order_id)).size,
    weightG: items.reduce((s, p) => s + p.weight_g, 0),
    codTotal: items.reduce((s, p) => s + (p.cod_amount ?? 0), 0),
  };
  return { ...handoverRow(ctx, h, totals), currency: ctx.market.currency, items };
}

export const HANDOVER_PDF_JOB = "shipping.handover-pdf";

/**
 * What a handover list's render job carries: the list and the language, nothing personal (a job's
 * data stays in the jobs table as plain text); the worker reads the packages itself.
 */
interface HandoverPdfJob {
  id: number;
  lang: Language;
}

/**
 * The list as it prints now, and its storage key: packages join a list until it is handed over,
 * so the key carries a hash of what it prints (the same list again is the stored file, a changed
 * one is rendered anew).
 */
async function handoverPrint(ctx: AppContext, id: number, lang: Language) {
  const { h, items } = await loadHandover(ctx, id);
  const doc: HandoverDocument = {
    number: h.number,
    carrierName: carrierName(ctx, h.carrier) ?? h.carrier,
    createdAt: h.createdAt,
    handedOverAt: h.handedOverAt ?? null,
    seller: sellerOf(ctx.market),
    packages: items.map((p) => ({
      orderNumber: p.order_number,
      recipient: p.recipient,
      city: p.city,
      parcelNumber: p.parcel_number,
      weightG: p.weight_g,
      codAmount: p.cod_amount,
    })),
  };
  const hash = createHash("sha256")
    .update(JSON.stringify([lang, doc]))
    .digest("hex")
    .slice(0, 20);
  return { doc, key: `documents/handovers/${id}-${hash}.pdf` };
}

/**
 * The printable list (předávací protokol) in the staff member's language: the stored PDF of what
 * it prints now, else rendered by the job worker (decision 013); kept sealed, as it names people.
 */
export async function handoverPdf(ctx: AppContext, actorId: number, id: number, lang: Language) {
  const { doc, key } = await handoverPrint(ctx, id, lang);
  const file = await workerFile(ctx, {
    key,
    job: HANDOVER_PDF_JOB,
    data: { id, lang } satisfies HandoverPdfJob,
    make: () => renderAndKeep(ctx, key, doc, lang),
    sealed: true,
  });
  await audit(ctx.db, { actorId, action: "shipping.handover.pdf", entity: "handover", entityId: id });
  return { number: doc.number, pdf: file.bytes };
}

/** The render job (the worker): the list as it prints now, stored under the key its download polls. */
export async function makeHandoverPdf(ctx: AppContext, { id, lang }: HandoverPdfJob) {
  const { doc, key } = await handoverPrint(ctx, id, lang);
  return renderAndKeep(ctx, key, doc, lang);
}

async function renderAndKeep(ctx: AppContext, key: string, doc: HandoverDocument, lang: Language) {
  return putDocument(ctx, key, await renderHandoverPdf(doc, getT(lang), ctx.market), PDF_CONTENT_TYPE);
}

/**
 * A context for running another module's service inside our transaction: its database is the
 * transaction, and what it would send out (status events, jobs such as the customer's "shipped"
 * e-mail) waits until `flush`, after the commit. A rolled-back change announces and mails nothing,
 * and an inline job cannot wait for the database this transaction holds.
 */
function inTransaction(ctx: AppContext, tx: Tx) {
  const after: (() => Promise<unknown>)[] = [];
  const events: EventBus = {
    publish: async (topic, data) => {
      after.push(() => ctx.events.publish(topic, data));
    },
    subscribe: (topic, listener) => ctx.events.subscribe(topic, listener),
    close: async () => {},
  };
  const jobs: Jobs = {
    send: async (name, data) => {
      after.push(() => ctx.jobs.send(name, data));
    },
    work: (name, handler) => ctx.jobs.work(name, handler),
    schedule: (name, cron) => ctx.jobs.schedule(name, cron),
    stop: async () => {},
  };
  const txCtx: AppContext = { ...ctx, db: tx as unknown as Db, events, jobs };
  const flush = async () => {
    for (const run of after) await run().catch(() => {});
  };
  return { txCtx, flush };
}

/**
 * The driver signed: every order on the list moves to shipped with its parcel numbers as its
 * delivery number. All or nothing, in one transaction: the orders module's `changeStatus` runs
 * with this transaction as its database (its own transaction becomes a savepoint), so when one
 * order cannot be shipped (cancelled, its delivery changed, repacked meanwhile) every order
 * before it rolls back too, the list stays open, and the error names that order. What the orders
 * module sends out (status events, its jobs) goes after the commit.
 */
export async function handOver(ctx: AppContext, actorId: number, id: number) {
  let flush = async () => {};
  await ctx.db.transaction(async (tx) => {
    const run = inTransaction(ctx, tx);
    flush = run.flush;
    const h = await lockHandover(tx, id);
    if (!h) throw notFound("shipping:handoverNotFound");
    if (h.handedOverAt) throw conflict("shipping:alreadyHandedOver", "already_handed_over");
    const packages = await packagesOfHandover(tx, id);
    const orders = new Map<number, PackageRow[]>();
    for (const p of packages) orders.set(p.orderId, [...(orders.get(p.orderId) ?? []), p]);
    const outside = new Set((await packagesOutside(tx, [...orders.keys()], id)).map((r) => r.orderId));
    for (const [orderId, ps] of orders) {
      const first = ps[0]!;
      const refused = conflict(
        messageWith("shipping:cannotHandOver", { number: first.orderNumber }),
        "cannot_hand_over",
      );
      if (first.orderStatus !== "packed" || first.deliveryCode !== h.carrier || outside.has(orderId))
        throw refused;
      const parcels = ps.map((p) => p.parcelNumber).filter((n): n is string => n !== null);
      await changeStatus(run.txCtx, actorId, orderId, "shipped", parcels.join(", ")).catch((err: unknown) => {
        throw err instanceof AppError && err.statusCode < 500 ? refused : err;
      });
    }
    await markHandedOver(tx, id, actorId);
    await audit(tx, {
      actorId,
      action: "shipping.handover.handed-over",
      entity: "handover",
      entityId: id,
      detail: { orders: [...orders.keys()] },
    });
  });
  await flush();
  return handoverDetail(ctx, id);
}

function deliveryRow(ctx: AppContext, o: DeliveryRow) {
  return {
    id: o.id,
    number: o.number,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    delivery_code: o.deliveryCode,
    delivery_name: o.deliveryName,
    carrier: carrierName(ctx, o.deliveryCode) ?? null,
    delivery_status: o.deliveryStatus,
    delivery_number: o.deliveryNumber,
    parcel_numbers: o.parcelNumbers,
    handover_id: o.handover?.id ?? null,
    handover_number: o.handover?.number ?? null,
    shipped_at: o.handover?.handed_over_at ? new Date(o.handover.handed_over_at).toISOString() : null,
    delivered_at: o.deliveredAt?.toISOString() ?? null,
  };
}

/** The order delivery grid: every order with its delivery, paged and filtered. */
export async function listDeliveries(ctx: AppContext, q: DeliveryFilters) {
  const { rows, n } = await deliveriesPage(ctx.db, q, ctx.market.timeZone);
  return {
    count: n,
    page: q.page,
    page_size: q.page_size,
    results: rows.map((o) => deliveryRow(ctx, o)),
    carriers: carriersOf(ctx).map((m) => ({ code: m.code, name: m.carrier })),
  };
}

export async function deliveryDetail(ctx: AppContext, id: number) {
  const o = await deliveryById(ctx.db, id);
  if (!o) throw notFound("orders:notFound");
  const [packages, history] = await Promise.all([packagesOfOrder(ctx.db, id), historyOfOrder(ctx.db, id)]);
  const { recipient, address } = recipientOf(o);
  return {
    ...deliveryRow(ctx, o),
    recipient,
    address,
    dispensing_point: o.dispensingPointId,
    currency: o.currency,
    total: o.total,
    cod_amount: codOf(o),
    packages: mapPackages(packages),
    handover: o.handover
      ? {
          id: o.handover.id,
          number: o.handover.number,
          created_at: new Date(o.handover.created_at).toISOString(),
          handed_over_at: o.handover.handed_over_at
            ? new Date(o.handover.handed_over_at).toISOString()
            : null,
        }
      : null,
    history: history.map((h) => ({ field: h.field, value: h.value, at: h.at.toISOString() })),
    can_deliver: o.status === "shipped",
  };
}

/** The carrier (or the recipient at the door) confirmed the delivery. */
export async function markDelivered(ctx: AppContext, actorId: number, id: number) {
  const o = await deliveryById(ctx.db, id);
  if (!o) throw notFound("orders:notFound");
  if (o.status !== "shipped") throw conflict("shipping:notShipped", "not_shipped");
  await changeStatus(ctx, actorId, id, "delivered");
  await audit(ctx.db, { actorId, action: "shipping.delivered", entity: "order", entityId: id });
  return deliveryDetail(ctx, id);
}

/** The pickup-point network on the staff map: each point's state and the orders on their way to it. */
export async function pickupPoints(ctx: AppContext) {
  const counts = new Map((await openOrdersByPoint(ctx.db)).map((r) => [r.point, r.n]));
  const method = carriersOf(ctx).find((m) => m.kind === "pickup_point");
  return {
    carrier: method?.carrier ?? "",
    points: allPickupPoints(ctx.market.currency).map((p) => ({ ...p, open_orders: counts.get(p.id) ?? 0 })),
  };
}
