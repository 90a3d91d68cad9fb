import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** Checkout's, orders' and payments' reads for the shopper (typed by the API map). */

/** The cart's totals, discounts and chosen delivery and payment. */
export const summaryQuery = (api: ApiClient) =>
  apiQuery(["checkout:summary"], () => api.get("checkout:summary"));

export const deliveriesQuery = (api: ApiClient) =>
  apiQuery(["checkout:deliveries"], () => api.get("checkout:deliveries"));

/** The stores to pick up from, with the cart's stock. */
export const deliveryPlacesQuery = (api: ApiClient) =>
  apiQuery(["checkout:delivery-places"], () => api.get("checkout:delivery-places"));

/** The payments of a delivery (or of the chosen one). */
export const paymentsQuery = (api: ApiClient, delivery?: string) =>
  apiQuery(["checkout:payments", delivery ?? null], () =>
    api.get("checkout:payments", delivery ? { delivery } : {}),
  );

/** The instalment companies and their terms. */
export const installmentCompaniesQuery = (api: ApiClient) =>
  apiQuery(["checkout:sub-payments", "installment"], () =>
    api.get("checkout:sub-payments", { type_payment: "installment" }),
  );

/** Pickup points matching a search. */
export const dispensingPlacesQuery = (api: ApiClient, search: string, limit: number) =>
  apiQuery(["checkout:dispensing-places", search, limit], () =>
    api.get("checkout:dispensing-places", { search, limit }),
  );

/** An order by number and access key (the secret in the links we send). */
export const publicOrderQuery = (api: ApiClient, number: string, key: string) =>
  apiQuery(["orders:status", number, key], () => api.get("orders:status", { key }, { number }));

/** An order's payment status, by the gateway's payment id when the gateway sent the shopper back. */
export const paymentStatusQuery = (
  api: ApiClient,
  ref: { order_number: string; key: string },
  id: string | null,
) =>
  apiQuery(["payments:status", ref, id], () =>
    id ? api.get("payments:status-by-id", ref, { id }) : api.get("payments:status", ref),
  );
