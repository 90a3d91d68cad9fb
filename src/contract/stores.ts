import { z } from "./z.js";

export const storeSchema = z.object({
  id: z.number(),
  seo_name: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  opening_hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
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
