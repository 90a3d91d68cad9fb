import type { Store, StoreAdminDetail, StoreInput } from "../../../contract/stores.js";
import { imageRefOf, type StoredImage } from "../../../domain/image-ref.js";
import type { HolidayCountry } from "../../../domain/public-holidays.js";
import { publicHolidays } from "../../../domain/public-holidays.js";
import {
  addDays,
  dayHoursOn,
  isOpenOn,
  localDate,
  type SpecialDay,
  upcomingChanges,
} from "../../../domain/store-day-hours.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import {
  deleteSpecialDay,
  insertSpecialDaysIfMissing,
  insertStore,
  lockStore,
  type StoreRow as Row,
  type SpecialDayRow,
  selectSpecialDays,
  selectStore,
  selectStoreCounts,
  selectStorePhotos,
  selectStoreSpecialDays,
  selectStores,
  seoNameTaken,
  updateStore,
  upsertSpecialDay,
} from "./stores.queries.js";

/** How far ahead a store page lists the days that differ from its weekly hours. */
const UPCOMING_DAYS = 14;
/** Staff changed a store: every instance drops its cached pages (the store pages are page-cached). */
const STORES_TOPIC = "stores:changed";

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

const countryOf = (s: Pick<Row, "country">): HolidayCountry => (s.country === "RO" ? "RO" : "CZ");

/** The special days of each store, by store and date. */
function byStore(rows: SpecialDayRow[]) {
  const out = new Map<number, Map<string, SpecialDay>>();
  for (const r of rows) {
    const days = out.get(r.storeId) ?? new Map<string, SpecialDay>();
    out.set(r.storeId, days);
    days.set(r.day, r);
  }
  return out;
}

function toStore(
  ctx: AppContext,
  s: Row,
  now: Date,
  today: string,
  specials: Map<string, SpecialDay>,
  photos: StoredImage[],
): Store {
  const day = dayHoursOn(today, s.openingHours, specials, countryOf(s));
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
    open_now: isOpenOn(day, now, ctx.market.timeZone),
    today: day,
    upcoming: upcomingChanges(addDays(today, 1), UPCOMING_DAYS, s.openingHours, specials, countryOf(s)),
    photos: photos.flatMap((p) => imageRefOf(p, ctx.market.language, s.name) ?? []),
    map_url: `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`,
  };
}

/** `stores:list`, optionally only showrooms, service centres or buy-back centres. */
export async function listStores(
  ctx: AppContext,
  kind?: "showroom" | "service" | "buyout",
  now = new Date(),
) {
  const today = localDate(now, ctx.market.timeZone);
  const [rows, days, photos] = await Promise.all([
    selectStores(ctx.db),
    selectSpecialDays(ctx.db, today, addDays(today, UPCOMING_DAYS + 1)),
    selectStorePhotos(ctx.db),
  ]);
  const specials = byStore(days);
  const keep = (s: Row) =>
    kind === "showroom"
      ? s.isShowroom
      : kind === "service"
        ? s.isServiceCenter
        : kind === "buyout"
          ? s.isBuyoutCenter
          : true;
  const none = new Map<string, SpecialDay>();
  return {
    items: rows.filter(keep).map((s) =>
      toStore(
        ctx,
        s,
        now,
        today,
        specials.get(s.id) ?? none,
        photos.filter((p) => p.storeId === s.id).map((p) => p.image),
      ),
    ),
  };
}

export async function storeDetail(ctx: AppContext, seoName: string, now = new Date()) {
  const { items } = await listStores(ctx, undefined, now);
  const store = items.find((s) => s.seo_name === seoName);
  if (!store) throw notFound("catalog:stores.notFound");
  return store;
}

// Staff: stores admin (issue 20)

/** Every store with today's hours and how many special days and photos it has. */
export async function storesForStaff(ctx: AppContext, now = new Date()) {
  const today = localDate(now, ctx.market.timeZone);
  const [rows, days, counts] = await Promise.all([
    selectStores(ctx.db),
    selectSpecialDays(ctx.db, today, addDays(today, 1)),
    selectStoreCounts(ctx.db, today),
  ]);
  const specials = byStore(days);
  const countOf = (list: { storeId: number; n: number }[], id: number) =>
    list.find((c) => c.storeId === id)?.n ?? 0;
  return {
    results: rows.map((s) => ({
      id: s.id,
      seo_name: s.seoName,
      name: s.name,
      city: s.city,
      is_showroom: s.isShowroom,
      is_service_center: s.isServiceCenter,
      is_buyout_center: s.isBuyoutCenter,
      today: dayHoursOn(today, s.openingHours, specials.get(s.id) ?? new Map(), countryOf(s)),
      special_days: countOf(counts.days, s.id),
      photos: countOf(counts.photos, s.id),
    })),
  };
}

export async function storeForStaff(
  ctx: AppContext,
  id: number,
  now = new Date(),
): Promise<StoreAdminDetail> {
  const store = await selectStore(ctx.db, id);
  if (!store) throw notFound("stores:errors.notFound");
  const today = localDate(now, ctx.market.timeZone);
  const days = await selectStoreSpecialDays(ctx.db, id, today);
  const country = countryOf(store);
  const year = Number(today.slice(0, 4));
  const holidays = [...publicHolidays(country, year), ...publicHolidays(country, year + 1)].filter(
    (h) => h.date >= today && h.date < addDays(today, 366),
  );
  const holidayOf = new Map(holidays.map((h) => [h.date, h.key]));
  return {
    id: store.id,
    name: store.name,
    seo_name: store.seoName,
    street: store.street,
    city: store.city,
    postcode: store.postcode,
    country,
    phone: store.phone,
    email: store.email,
    latitude: store.latitude,
    longitude: store.longitude,
    opening_hours: store.openingHours,
    is_showroom: store.isShowroom,
    is_service_center: store.isServiceCenter,
    is_buyout_center: store.isBuyoutCenter,
    services: store.services,
    special_days: days.map((d) => ({
      day: d.day,
      closed: d.closed,
      hours: d.hours,
      note: d.note,
      holiday: holidayOf.get(d.day) ?? null,
    })),
    holidays,
    today: dayHoursOn(today, store.openingHours, new Map(days.map((d) => [d.day, d])), country),
  };
}

const valuesOf = (input: StoreInput) => ({
  seoName: input.seo_name,
  name: input.name,
  street: input.street,
  city: input.city,
  postcode: input.postcode,
  country: input.country,
  phone: input.phone,
  email: input.email,
  latitude: input.latitude,
  longitude: input.longitude,
  openingHours: input.opening_hours,
  isShowroom: input.is_showroom,
  isServiceCenter: input.is_service_center,
  isBuyoutCenter: input.is_buyout_center,
  services: input.services,
});

/** After a committed change: this instance's page caches at once, the others' through the bus. */
async function changed(ctx: AppContext, storeId: number) {
  TtlCache.clearAll();
  await ctx.events.publish(STORES_TOPIC, { id: storeId });
  // The CDN's copies of the store answers; a failed purge leaves them to expire (a minute).
  await ctx.cdn.purgeKeys(["stores"], true).catch(() => undefined);
}

/** Every instance drops its page caches when any instance changed a store. */
export function followStoreChanges(ctx: AppContext): () => void {
  return ctx.events.subscribe(STORES_TOPIC, () => TtlCache.clearAll());
}

/** Creates or edits a store (an id); the address name must be free. Audited. */
export async function saveStore(ctx: AppContext, actorId: number, id: number | null, input: StoreInput) {
  const storeId = await ctx.db.transaction(async (tx) => {
    if (await seoNameTaken(tx, input.seo_name, id))
      throw new ValidationError({ seo_name: ["stores:errors.seoNameTaken"] });
    let saved = id;
    if (id === null) saved = await insertStore(tx, valuesOf(input));
    else if (!(await updateStore(tx, id, valuesOf(input)))) throw notFound("stores:errors.notFound");
    await audit(tx, {
      actorId,
      action: id === null ? "store.create" : "store.update",
      entity: "store",
      entityId: saved!,
    });
    return saved!;
  });
  await changed(ctx, storeId);
  return storeForStaff(ctx, storeId);
}

/** Sets a day apart from the weekly hours (closed, or other hours); replaces that day's earlier entry. */
export async function saveSpecialDay(
  ctx: AppContext,
  actorId: number,
  storeId: number,
  day: string,
  input: { closed: boolean; hours: [string, string][]; note: string },
) {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockStore(tx, storeId))) throw notFound("stores:errors.notFound");
    await upsertSpecialDay(tx, {
      storeId,
      day,
      closed: input.closed,
      hours: input.closed ? [] : input.hours,
      note: input.note,
    });
    await audit(tx, {
      actorId,
      action: "store.special-day",
      entity: "store",
      entityId: storeId,
      detail: { day },
    });
  });
  await changed(ctx, storeId);
  return storeForStaff(ctx, storeId);
}

export async function removeSpecialDay(ctx: AppContext, actorId: number, storeId: number, day: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockStore(tx, storeId))) throw notFound("stores:errors.notFound");
    if (!(await deleteSpecialDay(tx, storeId, day))) throw notFound("stores:errors.dayNotFound");
    await audit(tx, {
      actorId,
      action: "store.special-day-remove",
      entity: "store",
      entityId: storeId,
      detail: { day },
    });
  });
  await changed(ctx, storeId);
  return storeForStaff(ctx, storeId);
}

/**
 * Demo special days: an inventory closing and a shorter Christmas Eve in the first store, and a
 * store that opens on the next public holiday (so the page shows every case). Idempotent.
 */
export async function seedStoreSpecialDays(ctx: AppContext, now = new Date()) {
  const rows = await selectStores(ctx.db);
  if (rows.length < 2) return;
  const today = localDate(now, ctx.market.timeZone);
  const year = Number(today.slice(0, 4));
  const country = countryOf(rows[0]);
  const nextHoliday = [...publicHolidays(country, year), ...publicHolidays(country, year + 1)].find(
    (h) => h.date > today,
  );
  const ro = ctx.market.language === "ro";
  await insertSpecialDaysIfMissing(ctx.db, [
    {
      storeId: rows[0].id,
      day: addDays(today, 3),
      closed: true,
      hours: [],
      note: ro ? "Inventar" : "Inventura",
    },
    ...(country === "CZ"
      ? [
          {
            storeId: rows[0].id,
            day: `${year}-12-24`,
            closed: false,
            hours: [["08:00", "12:00"]] as [string, string][],
            note: "",
          },
        ]
      : []),
    ...(nextHoliday
      ? [
          {
            storeId: rows[1].id,
            day: nextHoliday.date,
            closed: false,
            hours: [["10:00", "16:00"]] as [string, string][],
            note: "",
          },
        ]
      : []),
  ]);
}
