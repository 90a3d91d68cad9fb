import type { TFunction } from "../../../i18n/i18n-core.js";
import {
  type DeliveryMethod,
  deliveryMethods,
  deliveryPrice,
} from "../../integrations/carriers/delivery-methods.js";
import { courierCheck } from "../../integrations/carriers/liftago.js";
import { findPickupPoint, searchPickupPoints } from "../../integrations/carriers/pickup-points.js";
import { isTimeslot, timeslots } from "../../integrations/carriers/timeslots.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { cartById, pricedCart, setCartChoice } from "../cart/cart.service.js";
import { storeAddress } from "../stores/stores.service.js";
import { type Availability, availability } from "./availability.js";
import { allStores, storeBy } from "./checkout.queries.js";

const TIME_ZONE = { CZK: "Europe/Prague", RON: "Europe/Bucharest" } as const;

function methodView(_ctx: AppContext, m: DeliveryMethod, t: TFunction, goods: number, available: boolean) {
  return {
    code: m.code,
    kind: m.kind,
    carrier: m.carrier,
    name: t(`checkout:delivery.${m.kind}.name`, { carrier: m.carrier }),
    description: t(`checkout:delivery.${m.kind}.description`, { carrier: m.carrier }),
    price: deliveryPrice(m, goods),
    free_from: m.freeFrom,
    available,
    message: available ? null : t("checkout:deliveryUnavailable"),
    timeslots: m.timeslots ? timeslots(new Date()) : [],
  };
}

/** Whether a method can deliver this cart: stores need stock somewhere, couriers a store holding everything, carriers the warehouse. */
export function canDeliver(m: DeliveryMethod, a: Availability): boolean {
  if (a.need.size === 0) return false;
  if (m.kind === "store") return a.warehouseCovers || a.storesWithAll.size > 0;
  if (m.kind === "courier") return a.storesWithAll.size > 0;
  return a.warehouseCovers;
}

export async function deliveriesForCart(ctx: AppContext, cartId: number | null, t: TFunction) {
  const p = await pricedCart(ctx, cartId);
  const a = await availability(ctx.db, p.rawLines);
  return {
    deliveries: deliveryMethods(ctx.market.currency).map((m) =>
      methodView(ctx, m, t, p.goodsTotal, canDeliver(m, a)),
    ),
  };
}

export function allDeliveries(ctx: AppContext, t: TFunction) {
  return { deliveries: deliveryMethods(ctx.market.currency).map((m) => methodView(ctx, m, t, 0, true)) };
}

/** Stores for pickup: ready in 30 minutes where every item is in stock, else after a transfer. */
export async function deliveryPlaces(ctx: AppContext, cartId: number | null, t: TFunction) {
  const p = await pricedCart(ctx, cartId);
  const a = await availability(ctx.db, p.rawLines);
  const list = await allStores(ctx.db);
  return {
    places: list.map((s) => {
      const inStock = a.storesWithAll.has(s.id);
      const available = inStock || a.warehouseCovers;
      return {
        ...storeAddress(s),
        in_stock: inStock,
        ready_in_minutes: inStock ? 30 : null,
        ready_text: inStock
          ? t("checkout:readyIn30")
          : available
            ? t("checkout:readyAfterTransfer")
            : t("checkout:deliveryUnavailable"),
        available,
      };
    }),
  };
}

export function dispensingPlaces(ctx: AppContext, q: { search: string; limit: number }, t: TFunction) {
  return {
    places: searchPickupPoints(ctx.market.currency, q.search, q.limit).map((p) => ({
      ...p,
      message: p.state === "open" ? null : t(`checkout:point.${p.state}`),
    })),
  };
}

/** Spec: POST Liftago check (store_seo_name, delivery_address). */
export async function liftagoCheck(
  ctx: AppContext,
  cartId: number | null,
  body: { store_seo_name: string; delivery_address: { city: string } },
  t: TFunction,
) {
  const store = await storeBy(ctx.db, body.store_seo_name);
  if (!store) throw new ValidationError({ store_seo_name: ["checkout:storeNotFound"] });
  const p = await pricedCart(ctx, cartId);
  const a = await availability(ctx.db, p.rawLines);
  const courier = deliveryMethods(ctx.market.currency).find((m) => m.kind === "courier")!;
  if (!a.storesWithAll.has(store.id))
    return { available: false, eta_minutes: 0, price: courier.price, message: t("checkout:courier.noStock") };
  const q = courierCheck(store, body.delivery_address, new Date(), TIME_ZONE[ctx.market.currency]);
  return {
    available: q.available,
    eta_minutes: q.etaMinutes,
    price: courier.price,
    message: q.available ? null : t(`checkout:courier.${q.reason}`),
  };
}

export interface DeliveryChoice {
  type_delivery_code: string;
  store?: number | string | null;
  dispensing_point?: string | null;
  timeslot?: string | null;
}

/** Checks a delivery choice against the cart; returns the method and the resolved place. */
export async function validateDelivery(ctx: AppContext, a: Availability, c: DeliveryChoice) {
  const m = deliveryMethods(ctx.market.currency).find((x) => x.code === c.type_delivery_code);
  if (!m) throw new ValidationError({ type_delivery_code: ["validation.choice"] });
  if (!canDeliver(m, a))
    throw new ValidationError(
      { type_delivery_code: ["checkout:deliveryUnavailable"] },
      "checkout:deliveryUnavailable",
    );
  let storeId: number | null = null;
  let storeName: string | null = null;
  if (m.kind === "store" || m.kind === "courier") {
    if (c.store === undefined || c.store === null || c.store === "")
      throw new ValidationError({ store: ["validation.required"] });
    const s = await storeBy(ctx.db, c.store);
    if (!s) throw new ValidationError({ store: ["checkout:storeNotFound"] });
    if (m.kind === "courier" && !a.storesWithAll.has(s.id))
      throw new ValidationError({ store: ["checkout:courier.noStock"] });
    storeId = s.id;
    storeName = s.name;
  }
  let point: string | null = null;
  if (m.kind === "pickup_point") {
    const p = c.dispensing_point ? findPickupPoint(ctx.market.currency, c.dispensing_point) : undefined;
    if (!p) throw new ValidationError({ dispensing_point: ["validation.required"] });
    if (p.state !== "open")
      throw new ValidationError(
        { dispensing_point: [`checkout:point.${p.state}`] },
        `checkout:point.${p.state}`,
      );
    point = p.id;
  }
  let slot: string | null = null;
  if (m.timeslots && c.timeslot) {
    if (!isTimeslot(c.timeslot, new Date())) throw new ValidationError({ timeslot: ["validation.choice"] });
    slot = c.timeslot;
  }
  return { method: m, storeId, storeName, point, slot };
}

export async function chooseDelivery(ctx: AppContext, cartId: number, c: DeliveryChoice) {
  const p = await pricedCart(ctx, cartId);
  const a = await availability(ctx.db, p.rawLines);
  const v = await validateDelivery(ctx, a, c);
  // Changing delivery may rule out the chosen payment, which is then chosen again.
  const keepPayment = (await cartById(ctx, cartId))?.paymentCode;
  await setCartChoice(ctx, cartId, {
    deliveryCode: v.method.code,
    storeId: v.storeId,
    dispensingPointId: v.point,
    timeslot: v.slot,
    ...(keepPayment && !v.method.payments.includes(keepPayment)
      ? { paymentCode: null, paymentCompany: null }
      : {}),
  });
}
