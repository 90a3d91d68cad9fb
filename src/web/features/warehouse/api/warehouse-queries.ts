import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The warehouse's staff reads (typed by the API map). */

/** Products with their locations: by code, EAN or name, or those that have one. */
export const locationsQuery = (api: ApiClient, query: QueryOf<"warehouse:locations", "GET">) =>
  apiQuery(["warehouse:locations", query], () => api.get("warehouse:locations", query));

/** A page of the pick list across every open order, in walk order. */
export const pickingQuery = (api: ApiClient, query: QueryOf<"warehouse:picking", "GET">) =>
  apiQuery(["warehouse:picking", query], () => api.get("warehouse:picking", query));

/** Every crate with the order it holds. */
export const cratesQuery = (api: ApiClient) =>
  apiQuery(["warehouse:crates"], () => api.get("warehouse:crates"));

/** One order at the packing table. */
export const packingQuery = (api: ApiClient, id: string) =>
  apiQuery(["warehouse:packing", id], () => api.get("warehouse:packing", undefined, { id }));
