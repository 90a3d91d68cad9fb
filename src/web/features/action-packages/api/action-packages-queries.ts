import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The package offers on a part's product page (loaded after the page: not needed for first paint). */
export const productOffersQuery = (api: ApiClient, productId: number) =>
  apiQuery(["action-packages:product-offers", productId], () =>
    api.get("action-packages:product-offers", undefined, { product_id: productId }),
  );

/** Staff: a page of packages. */
export const packagesQuery = (api: ApiClient, query: QueryOf<"action-packages:staff-list", "GET">) =>
  apiQuery(["action-packages:staff-list", query], () => api.get("action-packages:staff-list", query));

/** Staff: one package with its parts. */
export const packageQuery = (api: ApiClient, id: string) =>
  apiQuery(["action-packages:staff-detail", id], () =>
    api.get("action-packages:staff-detail", undefined, { id }),
  );

/** Staff: products for a part, by code or name. */
export const productPickQuery = (api: ApiClient, q: string) =>
  apiQuery(["action-packages:staff-products", q], () => api.get("action-packages:staff-products", { q }));
