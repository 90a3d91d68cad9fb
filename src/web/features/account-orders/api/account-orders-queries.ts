import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** A page of the customer's orders, newest first (the account's orders and its first page). */
export const myOrdersQuery = (api: ApiClient, page: number, pageSize = 10) =>
  apiQuery(["orders:mine", page, pageSize], () => api.get("orders:mine", { page, page_size: pageSize }));

/** One of the customer's orders in full. */
export const myOrderQuery = (api: ApiClient, number: string) =>
  apiQuery(["orders:mine-detail", number], () => api.get("orders:mine-detail", undefined, { number }));

/** Goods of the customer's delivered orders with their warranty. */
export const myProductsQuery = (api: ApiClient) =>
  apiQuery(["orders:mine-products"], () => api.get("orders:mine-products"));
