import { randomBytes } from "node:crypto";
import type { ServiceCreated } from "../../../contract/service.js";
import type { ServiceKind } from "../../../domain/service-status.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { normaliseEmail } from "../../platform/mail.js";
import { statusPath } from "./service-links.js";
import { money, sendServiceMail } from "./service-mail.js";
import { addEvent, insertOrder } from "./service-orders.queries.js";

export interface NewServiceOrder {
  kind: ServiceKind;
  language: string;
  userId: number | null;
  modelId: number | null;
  colorId: number | null;
  deviceLabel: string;
  imei: string;
  fault: string;
  handover: "store" | "courier";
  storeId: number | null;
  storeLabel: string | null;
  customer: { name: string; email: string; phone: string };
  pickupAddress: { street: string; city: string; postcode: string } | null;
  orderId?: number | null;
  orderItemId?: number | null;
  items: { operationId: number | null; code: string; name: string; price: number; durationMinutes: number }[];
}

const PREFIX: Record<ServiceKind, string> = { repair: "SR", claim: "RK" };

/**
 * Writes a repair order or a claim with its items and first history entry in one transaction,
 * then sends the confirmation. The public id is 144 random bits: the status link is the only key.
 */
export async function insertServiceOrder(ctx: AppContext, o: NewServiceOrder): Promise<ServiceCreated> {
  const publicId = randomBytes(18).toString("base64url");
  const price = o.items.reduce((s, i) => s + i.price, 0);
  const minutes = o.items.reduce((s, i) => s + i.durationMinutes, 0);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertOrder(
      tx,
      PREFIX[o.kind],
      {
        publicId,
        kind: o.kind,
        language: o.language,
        currency: ctx.market.currency,
        userId: o.userId,
        modelId: o.modelId,
        colorId: o.colorId,
        deviceLabel: o.deviceLabel,
        imei: o.imei,
        fault: o.fault,
        handover: o.handover,
        storeId: o.storeId,
        contactName: o.customer.name,
        email: normaliseEmail(o.customer.email),
        emailLookup: lookupHash(normaliseEmail(o.customer.email)),
        phone: o.customer.phone,
        pickupAddress: o.pickupAddress ? JSON.stringify(o.pickupAddress) : null,
        orderId: o.orderId ?? null,
        orderItemId: o.orderItemId ?? null,
        estimatedPrice: price,
        agreedPrice: price,
        estimatedMinutes: minutes,
      },
      o.items,
    );
    await addEvent(tx, { orderId: created.id, type: "created", status: "received" });
    return created;
  });
  await sendServiceMail(
    ctx,
    { ...o, number: row.number, publicId, status: "received", email: o.customer.email },
    {
      kind: `service-${o.kind}-created`,
      subject: (t) => t(`service:mail.createdSubject.${o.kind}`, { number: row.number }),
      heading: (t) => t(`service:mail.createdHeading.${o.kind}`, { number: row.number }),
      paragraphs: (t) => [
        o.handover === "store"
          ? t("service:mail.bringToStore", { store: o.storeLabel ?? "" })
          : t("service:mail.courierPickup", {
              address: `${o.pickupAddress!.street}, ${o.pickupAddress!.postcode} ${o.pickupAddress!.city}`,
            }),
        t("service:mail.priceNote"),
      ],
      rows: (t) => [
        ...o.items.map((i): [string, string] => [i.name, money(ctx, i.price)]),
        ...(o.items.length ? [[t("service:mail.total"), money(ctx, price)] as [string, string]] : []),
        [t("service:mail.fault"), o.fault],
      ],
    },
  );
  return { number: row.number, public_id: publicId, status_url: statusPath(ctx, publicId) };
}
