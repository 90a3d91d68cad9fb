import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The discounts' staff reads (typed by the API map). */

/** A page of discounts, searched by name or code. */
export const discountsQuery = (api: ApiClient, query: QueryOf<"discounts:staff-list", "GET">) =>
  apiQuery(["discounts:staff-list", query], () => api.get("discounts:staff-list", query));

/** One discount with its codes. */
export const discountQuery = (api: ApiClient, id: string) =>
  apiQuery(["discounts:staff-detail", id], () => api.get("discounts:staff-detail", undefined, { id }));
