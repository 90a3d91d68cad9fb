import { STORE_SERVICES } from "../domain/store-services.js";
import { imageRef } from "./catalog-image.js";
import { z } from "./z.js";

/** A store's opening hours: per day, its open intervals (`[["09:00", "18:00"]]`). */
export const openingHours = z.record(z.string(), z.array(z.tuple([z.string(), z.string()])));

/** Which store and where: the fields every list of stores names it by (pickup places too). */
export const storeAddressFields = {
  id: z.number(),
  seo_name: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
};

/** A store as a page shows it: its address, how to reach it, where it is on the map and when it is open. */
export const storeContactFields = {
  ...storeAddressFields,
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  opening_hours: openingHours,
};

/**
 * A store's hours on one day (issue 20): its weekly hours, or a special day staff set, or closed
 * for a public holiday (`holiday`: the key of its name under `stores:holidays.`).
 */
export const dayHours = z.object({
  date: z.string(),
  open: z.boolean(),
  hours: z.array(z.tuple([z.string(), z.string()])),
  reason: z.enum(["weekly", "special", "holiday"]),
  holiday: z.string().nullable(),
  note: z.string(),
});
export type DayHours = z.infer<typeof dayHours>;

export const storeSchema = z.object({
  ...storeContactFields,
  is_showroom: z.boolean(),
  is_service_center: z.boolean(),
  is_buyout_center: z.boolean(),
  services: z.array(z.string()),
  open_now: z.boolean(),
  /** Today's hours in the store's country, holidays and special days honoured. */
  today: dayHours,
  /** The days of the next two weeks that differ from the weekly hours. */
  upcoming: z.array(dayHours),
  photos: z.array(imageRef),
  /** A map without a tile server: OpenStreetMap at the store's coordinates. */
  map_url: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storesQuery = z.object({ kind: z.enum(["showroom", "service", "buyout"]).optional() });
export const storesResponse = z.object({ items: z.array(storeSchema) });
export const storeParams = z.object({ seo_name: z.string().min(1).max(200) });

// Staff: stores admin (issue 20)

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "stores:errors.time");
/** One open interval, "from" before "to". */
export const interval = z.tuple([time, time]).refine(([from, to]) => from < to, "validation.timeOrder");
const dayIntervals = z.array(interval).max(3);
/** Hours per ISO weekday "1" (Monday) … "7"; an empty day is closed. */
export const weeklyHoursInput = z.object({
  "1": dayIntervals,
  "2": dayIntervals,
  "3": dayIntervals,
  "4": dayIntervals,
  "5": dayIntervals,
  "6": dayIntervals,
  "7": dayIntervals,
});

const text = (max: number) => z.string().trim().min(1).max(max);

const storeFields = z.object({
  name: text(120),
  seo_name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "stores:errors.seoName"),
  street: text(160),
  city: text(120),
  postcode: text(12),
  country: z.enum(["CZ", "RO"]),
  phone: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^\+?[0-9][0-9 ]{5,19}$/, "validation.phone"),
  email: z.string().trim().max(120).pipe(z.email()),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  opening_hours: weeklyHoursInput,
  is_showroom: z.boolean(),
  is_service_center: z.boolean(),
  is_buyout_center: z.boolean(),
  services: z.array(z.enum(STORE_SERVICES)).max(STORE_SERVICES.length),
});

/** Rough boxes around each country: a store's pin must at least lie in its own country's box. */
const COUNTRY_BOX = {
  CZ: { lat: [48.55, 51.06], lon: [12.09, 18.86] },
  RO: { lat: [43.61, 48.27], lon: [20.26, 29.76] },
} as const;

export const storeInput = storeFields.superRefine((s, ctx) => {
  const box = COUNTRY_BOX[s.country];
  const inside = (v: number, [min, max]: readonly [number, number]) => v >= min && v <= max;
  if (!inside(s.latitude, box.lat) || !inside(s.longitude, box.lon))
    ctx.addIssue({ code: "custom", path: ["latitude"], message: "stores:errors.outsideCountry" });
});
export type StoreInput = z.infer<typeof storeInput>;

/** A day that differs from the weekly hours: closed, or open at these hours. */
export const specialDayInput = z
  .object({
    closed: z.boolean(),
    hours: dayIntervals,
    note: z.string().trim().max(120),
  })
  .refine((d) => d.closed || d.hours.length > 0, { message: "stores:errors.hoursOrClosed", path: ["hours"] });
export const specialDayParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  day: z.iso.date("stores:errors.date"),
});
export const specialDay = z.object({
  day: z.string(),
  closed: z.boolean(),
  hours: z.array(z.tuple([z.string(), z.string()])),
  note: z.string(),
  /** The public holiday that day, if any (its key). */
  holiday: z.string().nullable(),
});

export const storeAdminRow = z.object({
  id: z.number(),
  seo_name: z.string(),
  name: z.string(),
  city: z.string(),
  is_showroom: z.boolean(),
  is_service_center: z.boolean(),
  is_buyout_center: z.boolean(),
  today: dayHours,
  special_days: z.number(),
  photos: z.number(),
});
export const storesAdminList = z.object({ results: z.array(storeAdminRow) });

export const storeAdminDetail = storeFields.extend({
  id: z.number(),
  opening_hours: openingHours,
  services: z.array(z.string()),
  /** Special days from today on, and the public holidays of the next year (closed unless a special day opens the store). */
  special_days: z.array(specialDay),
  holidays: z.array(z.object({ date: z.string(), key: z.string() })),
  today: dayHours,
});
export type StoreAdminDetail = z.infer<typeof storeAdminDetail>;
