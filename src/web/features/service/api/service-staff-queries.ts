import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The service's staff reads (typed by the API map). */

/** A page of repair orders and claims, filtered and ordered. */
export const staffOrdersQuery = (api: ApiClient, query: QueryOf<"service:staff-orders", "GET">) =>
  apiQuery(["service:staff-orders", query], () => api.get("service:staff-orders", query));

/** One repair order or claim with its history and the actions it allows. */
export const staffOrderQuery = (api: ApiClient, id: string) =>
  apiQuery(["service:staff-order", id], () => api.get("service:staff-order", undefined, { id }));

/** A model's operations with their prices, for the price list editor. */
export const adminOperationsQuery = (api: ApiClient, model: string) =>
  apiQuery(["service:admin-operations", model], () => api.get("service:admin-operations", { model }));
