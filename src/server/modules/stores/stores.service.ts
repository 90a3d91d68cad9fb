import type { Store } from "../../../contract/stores.js";
import { isOpenAt } from "../../../domain/opening-hours.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { type StoreRow as Row, selectStores } from "./stores.queries.js";

/** Which store and where, as every list of stores names it (`storeAddressFields`; checkout's pickup places too). */
export function storeAddress(s: Pick<Row, "id" | "seoName" | "name" | "street" | "city" | "postcode">) {
  return {
    id: s.id,
    seo_name: s.seoName,
    name: s.name,
    street: s.street,
    city: s.city,
    postcode: s.postcode,
  };
}

function toStore(ctx: AppContext, s: Row, now: Date): Store {
  return {
    ...storeAddress(s),
    country: s.country,
    phone: s.phone,
    email: s.email,
    latitude: s.latitude,
    longitude: s.longitude,
    opening_hours: s.openingHours,
    is_showroom: s.isShowroom,
    is_service_center: s.isServiceCenter,
    is_buyout_center: s.isBuyoutCenter,
    services: s.services,
    open_now: isOpenAt(s.openingHours, now, ctx.market.timeZone),
    map_url: `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`,
  };
}

/** `stores:list`, optionally only showrooms, service centres or buy-back centres. */
export async function listStores(
  ctx: AppContext,
  kind?: "showroom" | "service" | "buyout",
  now = new Date(),
) {
  const rows = await selectStores(ctx.db);
  const keep = (s: Row) =>
    kind === "showroom"
      ? s.isShowroom
      : kind === "service"
        ? s.isServiceCenter
        : kind === "buyout"
          ? s.isBuyoutCenter
          : true;
  return { items: rows.filter(keep).map((s) => toStore(ctx, s, now)) };
}

export async function storeDetail(ctx: AppContext, seoName: string, now = new Date()) {
  const { items } = await listStores(ctx, undefined, now);
  const store = items.find((s) => s.seo_name === seoName);
  if (!store) throw notFound("catalog:stores.notFound");
  return store;
}
