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

export const storeSchema = z.object({
  ...storeContactFields,
  is_showroom: z.boolean(),
  is_service_center: z.boolean(),
  is_buyout_center: z.boolean(),
  services: z.array(z.string()),
  open_now: z.boolean(),
  /** A map without a tile server: OpenStreetMap at the store's coordinates. */
  map_url: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storesQuery = z.object({ kind: z.enum(["showroom", "service", "buyout"]).optional() });
export const storesResponse = z.object({ items: z.array(storeSchema) });
export const storeParams = z.object({ seo_name: z.string().min(1).max(200) });
