import { ADDRESS_COUNTRIES, countryLabel, NATIONALITIES } from "../../../domain/buyback-countries.js";
import type { OpeningHours } from "../../db/schema/stores.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { selectBuyoutCenters, selectStoresForCenters, setBuyoutCenter } from "./centers.queries.js";

/** Spec §7 service-buyout-centers: stores that accept devices, with address and hours. */
export function buyoutCenters(ctx: AppContext) {
  return selectBuyoutCenters(ctx.db);
}

/** Every store with its buy-back flag, for the staff screen that chooses the centres. */
export function allStoresForCenters(ctx: AppContext) {
  return selectStoresForCenters(ctx.db);
}

export async function updateCenter(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: { is_buyout_center: boolean; opening_hours?: OpeningHours },
) {
  const updated = await setBuyoutCenter(ctx.db, id, {
    isBuyoutCenter: input.is_buyout_center,
    ...(input.opening_hours ? { openingHours: input.opening_hours } : {}),
  });
  if (!updated) throw notFound("buyback:notFound");
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
