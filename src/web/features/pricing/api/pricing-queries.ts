import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The price lists' staff reads (typed by the API map). */

export const priceListsQuery = (api: ApiClient, query: QueryOf<"pricing:lists", "GET">) =>
  apiQuery(["pricing:lists", query], () => api.get("pricing:lists", query));

export const priceListQuery = (api: ApiClient, id: number) =>
  apiQuery(["pricing:list", id], () => api.get("pricing:list", undefined, { id }));

export const listPricesQuery = (api: ApiClient, id: number, query: QueryOf<"pricing:prices", "GET">) =>
  apiQuery(["pricing:prices", id, query], () => api.get("pricing:prices", query, { id }));

/** A model's sales and purchases over 7, 21, 42, 90 days, and its level prices now. */
export const productActivityQuery = (api: ApiClient, masterId: number) =>
  apiQuery(["pricing:product-activity", masterId], () =>
    api.get("pricing:product-activity", undefined, { id: masterId }),
  );
