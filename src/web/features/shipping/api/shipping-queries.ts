import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The shipping screens' reads (typed by the API map). */

/** Per carrier, the packages of packed orders waiting for a handover list. */
export const waitingQuery = (api: ApiClient) =>
  apiQuery(["shipping:waiting"], () => api.get("shipping:waiting"));

/** A page of handover lists, newest first. */
export const handoversQuery = (api: ApiClient, query: QueryOf<"shipping:handovers", "GET">) =>
  apiQuery(["shipping:handovers", query], () => api.get("shipping:handovers", query));

/** One handover list with its packages. */
export const handoverQuery = (api: ApiClient, id: string) =>
  apiQuery(["shipping:handover", id], () => api.get("shipping:handover", undefined, { id }));

/** A page of the delivery grid. */
export const deliveriesQuery = (api: ApiClient, query: QueryOf<"shipping:deliveries", "GET">) =>
  apiQuery(["shipping:deliveries", query], () => api.get("shipping:deliveries", query));

/** One order's delivery: packages, handover, tracking, history. */
export const deliveryQuery = (api: ApiClient, id: string) =>
  apiQuery(["shipping:delivery", id], () => api.get("shipping:delivery", undefined, { id }));

/** The pickup-point network with states and orders on their way. */
export const pickupPointsQuery = (api: ApiClient) =>
  apiQuery(["shipping:pickup-points"], () => api.get("shipping:pickup-points"));
