import type { ServiceCreated } from "../../../contract/service.js";
import { zonedIsoDate } from "../../../domain/display-dates.js";
import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import type { SessionUser } from "../../platform/session.js";
import {
  claimCentres,
  openClaimNumber,
  orderByNumberAndEmail,
  orderItemsOfKinds,
} from "./service-claims.queries.js";
import { insertServiceOrder } from "./service-order-create.js";
import { type Handover, intakeFields, pickStore } from "./service-orders.service.js";

/** The statutory consumer guarantee on goods in both markets (EU 2019/771 art. 10): two years. */
export const WARRANTY_MONTHS = 24;
/** Physical goods of an order; insurance, warranty extensions and fees are not claimed as devices. */
const CLAIMABLE_KINDS = ["product", "gift"];
const DEAD_ORDER = ["cancelled", "returned"];

function warrantyUntil(from: Date): Date {
  const d = new Date(from);
  d.setMonth(d.getMonth() + WARRANTY_MONTHS);
  return d;
}

/** The order by number and its e-mail; one answer for both mistakes, so numbers cannot be probed. */
async function findOrder(ctx: AppContext, orderNumber: string, email: string) {
  const o = await orderByNumberAndEmail(
    ctx.db,
    orderNumber.trim().toUpperCase(),
    lookupHash(normaliseEmail(email)),
  );
  if (!o || DEAD_ORDER.includes(o.status)) throw notFound("service:errors.claimOrderNotFound");
  return o;
}

async function claimableItems(ctx: AppContext, orderId: number) {
  return orderItemsOfKinds(ctx.db, orderId, CLAIMABLE_KINDS);
}

/** `service:claim-products`: what of this order can be claimed, with the end of its warranty. */
export async function claimProducts(ctx: AppContext, orderNumber: string, email: string) {
  const o = await findOrder(ctx, orderNumber, email);
  const until = warrantyUntil(o.deliveredAt ?? o.createdAt);
  const [items, stores] = await Promise.all([
    until > new Date() ? claimableItems(ctx, o.id) : [],
    serviceCentres(ctx),
  ]);
  return {
    order_number: o.number,
    // The last day of the warranty in the shop's zone (issue 19: its day, not UTC's).
    items: items.map((i) => ({ ...i, warranty_until: zonedIsoDate(until, ctx.market.timeZone) })),
    stores,
  };
}

export interface ClaimInput extends Handover {
  order_number: string;
  order_item: number;
  fault: string;
}

/** A claim goes to any service centre: warranty repairs are not tied to a price-list operation. */
async function serviceCentres(ctx: AppContext) {
  return claimCentres(ctx.db);
}

/** `service:claim-create`: a warranty claim for a product bought in the shop, free of charge. */
export async function createClaim(
  ctx: AppContext,
  user: SessionUser | null,
  lang: Language,
  input: ClaimInput,
): Promise<ServiceCreated> {
  const o = await findOrder(ctx, input.order_number, input.customer.email);
  if (warrantyUntil(o.deliveredAt ?? o.createdAt) <= new Date())
    throw new ValidationError({ order_number: ["service:errors.warrantyExpired"] });
  const item = (await claimableItems(ctx, o.id)).find((i) => i.id === input.order_item);
  if (!item) throw new ValidationError({ order_item: ["validation.choice"] });
  const store = pickStore(input, [await serviceCentres(ctx)]);
  const open = await openClaimNumber(ctx.db, item.id);
  if (open) throw conflict("service:errors.claimOpen", "claim_open", { number: open });
  return insertServiceOrder(ctx, {
    kind: "claim",
    language: lang,
    userId: user?.id ?? null,
    modelId: null,
    colorId: null,
    deviceLabel: item.name,
    imei: "",
    ...intakeFields(input, store),
    orderId: o.id,
    orderItemId: item.id,
    items: [],
  });
}
