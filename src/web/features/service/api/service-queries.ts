import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The service page's and status page's reads (typed by the API map). */

/** The selector of an address's selection, with the colour's operations, in one call. */
export const serviceSelectorQuery = (api: ApiClient, query: QueryOf<"service:selector", "GET">) =>
  apiQuery(["service:selector", query], () => api.get("service:selector", query));

/** The operations (repairs) of a colour. */
export const operationsQuery = (api: ApiClient, color: string) =>
  apiQuery(["service:operations", color], () => api.get("service:operations", { color }));

/** A model found by the smart search, as the selector's start. */
export const serviceProductQuery = (api: ApiClient, model: string) =>
  apiQuery(["service:product", model], () => api.get("service:product", { model }));

/** Models and repairs matching what the customer types. */
export const smartSearchQuery = (api: ApiClient, term: string) =>
  apiQuery(["service:smart-search", term], () => api.get("service:smart-search", { term }));

/** The public status of a repair order or claim. */
export const serviceOrderStatusQuery = (api: ApiClient, publicId: string) =>
  apiQuery(["service:order-status", publicId], () =>
    api.get("service:order-status", undefined, { public_id: publicId }),
  );

/** The customer's own repair orders and warranty claims (the account's section). */
export const myServiceOrdersQuery = (api: ApiClient) =>
  apiQuery(["service:mine"], () => api.get("service:mine"));
