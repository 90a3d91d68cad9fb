import { asc, eq } from "drizzle-orm";
import { ADDRESS_COUNTRIES, countryLabel, NATIONALITIES } from "../../../domain/buyback-countries.js";
import type { OpeningHours } from "../../db/schema/stores.js";
import { stores } from "../../db/schema.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";

const centerColumns = {
  id: stores.id,
  seo_name: stores.seoName,
  name: stores.name,
  street: stores.street,
  city: stores.city,
  postcode: stores.postcode,
  country: stores.country,
  phone: stores.phone,
  email: stores.email,
  latitude: stores.latitude,
  longitude: stores.longitude,
  opening_hours: stores.openingHours,
};

/** Spec §7 service-buyout-centers: stores that accept devices, with address and hours. */
export function buyoutCenters(ctx: AppContext) {
  return ctx.db
    .select(centerColumns)
    .from(stores)
    .where(eq(stores.isBuyoutCenter, true))
    .orderBy(asc(stores.city), asc(stores.name));
}

/** Every store with its buy-back flag, for the staff screen that chooses the centres. */
export function allStoresForCenters(ctx: AppContext) {
  return ctx.db
    .select({ ...centerColumns, is_buyout_center: stores.isBuyoutCenter })
    .from(stores)
    .orderBy(asc(stores.city), asc(stores.name));
}

export async function updateCenter(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: { is_buyout_center: boolean; opening_hours?: OpeningHours },
) {
  const set: Partial<typeof stores.$inferInsert> = { isBuyoutCenter: input.is_buyout_center };
  if (input.opening_hours) set.openingHours = input.opening_hours;
  const rows = await ctx.db.update(stores).set(set).where(eq(stores.id, id)).returning({ id: stores.id });
  if (!rows.length) throw notFound("buyback:notFound");
  await audit(ctx.db, {
    actorId,
    action: "buyback.center-save",
    entity: "store",
    entityId: id,
    detail: { is_buyout_center: input.is_buyout_center },
  });
}

/** Spec §7 country options, labelled in the page language. */
export function countryOptions(ctx: AppContext, locale: string) {
  const toChoice = (code: string) => ({ value: code, label: countryLabel(code, locale) });
  return {
    countries: ADDRESS_COUNTRIES[ctx.market.code].map(toChoice),
    nationalities: NATIONALITIES.map(toChoice),
    default_country: ctx.market.defaultCountry,
  };
}
