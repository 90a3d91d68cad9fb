import {
  blockedByPendingPrice,
  canMoveService,
  isServiceClosed,
  type ServiceStatus,
} from "../../../domain/service-status.js";
import type { Tx } from "../../db/client.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import type { SessionUser } from "../../platform/session.js";
import { money, type ServiceMail, sendServiceMail } from "./service-mail.js";
import {
  addEvent,
  insertPart,
  insertPriceChange,
  lockOrder,
  orderById,
  pendingPriceChange,
  type ServiceOrderRow,
  updateOrder,
} from "./service-orders.queries.js";
import { staffOrder } from "./service-staff.service.js";

interface Outcome {
  /** Audit detail: ids and statuses only, never personal data. */
  detail: Record<string, unknown>;
  /** The customer's e-mail about it; none for internal notes. */
  mail: ServiceMail | null;
}

/**
 * Every staff change runs the same way: lock the order, check and write in one transaction with
 * its history entry and audit row, then e-mail the customer once it is committed.
 */
async function applyChange(
  ctx: AppContext,
  actor: SessionUser,
  orderId: number,
  action: string,
  work: (tx: Tx, order: ServiceOrderRow) => Promise<Outcome>,
) {
  const { order, outcome } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound("service:errors.orderNotFound");
    const outcome = await work(tx, order);
    await updateOrder(tx, order.id, {});
    await audit(tx, {
      actorId: actor.id,
      action: `service.${action}`,
      entity: "service_order",
      entityId: order.id,
      detail: outcome.detail,
    });
    return { order: (await orderById(tx, order.id))!, outcome };
  });
  // What the customer is told of shows on their status page (status, public note, part, price);
  // an internal note does not, and their page hears nothing of it.
  if (outcome.mail) await publishStatus(ctx, "service-order", order.id, order.status);
  if (outcome.mail) await sendServiceMail(ctx, order, outcome.mail);
  return staffOrder(ctx, order.id);
}

function refuseClosed(order: ServiceOrderRow) {
  if (isServiceClosed(order.status as ServiceStatus)) throw conflict("service:errors.closed");
}

/** `service:staff-order-status`: a move along the workflow, with an optional note the customer reads. */
export function changeStatus(ctx: AppContext, actor: SessionUser, id: number, to: ServiceStatus, note = "") {
  return applyChange(ctx, actor, id, "status", async (tx, order) => {
    const from = order.status as ServiceStatus;
    if (!canMoveService(from, to)) throw new ValidationError({ status: ["service:errors.statusMove"] });
    if (blockedByPendingPrice(from, to) && (await pendingPriceChange(tx, order.id)))
      throw conflict("service:errors.pricePending", "price_pending");
    await updateOrder(tx, order.id, { status: to });
    await addEvent(tx, { orderId: order.id, type: "status", status: to, text: note, actorId: actor.id });
    return {
      detail: { from, to },
      mail: {
        kind: "service-status",
        subject: (t) =>
          t("service:mail.statusSubject", { number: order.number, status: t(`service:status.${to}`) }),
        heading: (t) => t("service:mail.statusHeading", { status: t(`service:status.${to}`) }),
        paragraphs: (t) => [t(`service:statusText.${to}`), ...(note ? [note] : [])],
      },
    };
  });
}

/** `service:staff-order-note`: internal notes stay in the staff detail; public ones reach the customer. */
export function addNote(ctx: AppContext, actor: SessionUser, id: number, text: string, isPublic: boolean) {
  return applyChange(ctx, actor, id, "note", async (tx, order) => {
    await addEvent(tx, {
      orderId: order.id,
      type: "note",
      status: order.status,
      text,
      isPublic,
      actorId: actor.id,
    });
    return {
      detail: { public: isPublic },
      mail: isPublic
        ? {
            kind: "service-note",
            subject: (t) => t("service:mail.noteSubject", { number: order.number }),
            heading: (t) => t("service:mail.noteHeading"),
            paragraphs: () => [text],
          }
        : null,
    };
  });
}

/** `service:staff-order-part`: a spare part used; the customer sees parts on the status page. */
export function addPart(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  part: { name: string; code: string; quantity: number; unit_price: number },
) {
  return applyChange(ctx, actor, id, "part", async (tx, order) => {
    refuseClosed(order);
    const partId = await insertPart(tx, {
      serviceOrderId: order.id,
      name: part.name,
      code: part.code,
      quantity: part.quantity,
      unitPrice: part.unit_price,
      actorId: actor.id,
    });
    const label = `${part.quantity} × ${part.name}`;
    await addEvent(tx, {
      orderId: order.id,
      type: "part",
      status: order.status,
      text: label,
      actorId: actor.id,
    });
    return {
      detail: { part: partId, quantity: part.quantity },
      mail: {
        kind: "service-part",
        subject: (t) => t("service:mail.partSubject", { number: order.number }),
        heading: (t) => t("service:mail.partHeading"),
        paragraphs: (t) => [t("service:mail.partText", { part: label })],
      },
    };
  });
}

/** `service:staff-price-change`: a new total the customer must accept before the work goes on. */
export function proposePrice(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  newPrice: number,
  reason: string,
) {
  return applyChange(ctx, actor, id, "price-change", async (tx, order) => {
    refuseClosed(order);
    if (order.status === "cancelled") throw conflict("service:errors.closed");
    if (newPrice === order.agreedPrice)
      throw new ValidationError({ new_price: ["service:errors.samePrice"] });
    if (await pendingPriceChange(tx, order.id))
      throw conflict("service:errors.pricePending", "price_pending");
    const priceChangeId = await insertPriceChange(tx, {
      serviceOrderId: order.id,
      previousPrice: order.agreedPrice,
      newPrice,
      reason,
      createdBy: actor.id,
    });
    await addEvent(tx, {
      orderId: order.id,
      type: "price_change",
      status: order.status,
      text: reason,
      actorId: actor.id,
    });
    return {
      detail: { price_change: priceChangeId, from: order.agreedPrice, to: newPrice },
      mail: {
        kind: "service-price-change",
        subject: (t) => t("service:mail.priceSubject", { number: order.number }),
        heading: (t) => t("service:mail.priceHeading"),
        paragraphs: (t) => [t("service:mail.priceText"), reason],
        rows: (t) => [
          [t("service:mail.previousPrice"), money(ctx, order.agreedPrice)],
          [t("service:mail.newPrice"), money(ctx, newPrice)],
        ],
      },
    };
  });
}
