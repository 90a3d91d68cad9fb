import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The catalogue's reads (typed by the API map): a query's key names its route. */

/** A catalogue address: a category, a redirect, or a product with its detail and first reviews. */
export const catalogPageQuery = (api: ApiClient, path: string) =>
  apiQuery(["catalog:page", path], () => api.get("catalog:page", { path }));

/** A category's list page (filters, sort and page from the address). */
export const productsQuery = (api: ApiClient, query: QueryOf<"catalog:products", "GET">) =>
  apiQuery(["catalog:products", query], () => api.get("catalog:products", query));

/** Product cards by id (the favourites of a guest). */
export const cardsQuery = (api: ApiClient, ids: number[]) =>
  apiQuery(["catalog:cards", ids], () => api.get("catalog:cards", { ids: ids.join(",") }));

/** The last visited products (of the account or this browser). */
export const lastVisitedQuery = (api: ApiClient) =>
  apiQuery(["catalog:last-visited"], () => api.get("catalog:last-visited"));

/** The account's favourite product ids. */
export const favouritesQuery = (api: ApiClient) =>
  apiQuery(["catalog:favourites"], () => api.get("catalog:favourites"));

/** Expected (sold out, with a date) or newly stocked products. */
export const stockListQuery = (api: ApiClient, kind: "expected" | "newlyStocked", limit: number) => {
  const name = kind === "expected" ? "catalog:expected" : "catalog:newly-stocked";
  return apiQuery([name, limit], () => api.get(name, { limit }));
};

/** The comparison table of products (seo names). */
export const compareQuery = (api: ApiClient, products: string[]) =>
  apiQuery(["catalog:compare", products], () => api.get("catalog:compare", { products: products.join(",") }));

/** The insurance and warranty options the buy box offers for a variant. */
export const productServicesQuery = (api: ApiClient, seoName: string) =>
  apiQuery(["catalog:product-services", seoName], () =>
    api.get("catalog:product-services", undefined, { seo_name: seoName }),
  );

/** The cheapest instalment options for a product. */
export const installmentBestQuery = (api: ApiClient, productId: number) =>
  apiQuery(["cart:installment-best", productId], () =>
    api.get("cart:installment-best", { product: productId }),
  );

/** The lease offer for a model (monthly price per term). */
export const leaseInfoQuery = (api: ApiClient, masterId: number) =>
  apiQuery(["cart:lease-info", masterId], () =>
    api.get("cart:lease-info", undefined, { master_product_id: masterId }),
  );

/** Search results page. */
export const searchQuery = (api: ApiClient, q: string, page: number) =>
  apiQuery(["search:query", q, page], () => api.get("search:query", { q, page }));

/** Suggestions while typing (the header's search, the comparison's product picker by type). */
export const suggestQuery = (api: ApiClient, q: string, type?: string) =>
  apiQuery(type === undefined ? ["search:suggest", q] : ["search:suggest", q, type], () =>
    api.get("search:suggest", type === undefined ? { q } : { q, type }),
  );

/** The stores (or only the showrooms). */
export const storesQuery = (api: ApiClient, kind?: "showroom") =>
  apiQuery(["stores:list", kind ?? null], () => api.get("stores:list", kind ? { kind } : undefined));

/** One store's page. */
export const storeQuery = (api: ApiClient, seoName: string) =>
  apiQuery(["stores:detail", seoName], () => api.get("stores:detail", undefined, { seo_name: seoName }));

/** What the review form knows of the customer (name, whether they already reviewed the product). */
export const reviewUserDataQuery = (api: ApiClient, masterSeoName: string) =>
  apiQuery(["reviews:user-data", masterSeoName], () =>
    api.get("reviews:user-data", undefined, { master_product_seo_name: masterSeoName }),
  );

/** The customer's ordered products still to review. */
export const productsToReviewQuery = (api: ApiClient) =>
  apiQuery(["reviews:products-to-review"], () => api.get("reviews:products-to-review"));

/** The customer's own reviews, published or waiting for approval (the account's reviews page). */
export const myReviewsQuery = (api: ApiClient) => apiQuery(["reviews:mine"], () => api.get("reviews:mine"));
