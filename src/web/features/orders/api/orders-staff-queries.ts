import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The orders' staff reads (typed by the API map). */

/** A page of orders, searched and filtered by status. */
export const staffOrdersQuery = (api: ApiClient, query: QueryOf<"orders:staff-list", "GET">) =>
  apiQuery(["orders:staff-list", query], () => api.get("orders:staff-list", query));

/** One order with its items, payments, history and the actions it allows. */
export const staffOrderQuery = (api: ApiClient, id: string) =>
  apiQuery(["orders:staff-detail", id], () => api.get("orders:staff-detail", undefined, { id }));

/** A page of orders paid in installments, with the statuses each may move to. */
export const staffInstallmentsQuery = (api: ApiClient, query: QueryOf<"orders:staff-installments", "GET">) =>
  apiQuery(["orders:staff-installments", query], () => api.get("orders:staff-installments", query));

/** A month's invoices and credit notes with their totals. */
export const invoiceRegisterQuery = (api: ApiClient, month: string) =>
  apiQuery(["orders:staff-invoice-register", month], () =>
    api.get("orders:staff-invoice-register", { month }),
  );

/** An order's invoice (its lines, for a credit note) and its credit notes. */
export const staffInvoiceQuery = (api: ApiClient, orderId: number) =>
  apiQuery(["orders:staff-invoice-document", orderId], () =>
    api.get("orders:staff-invoice-document", undefined, { id: orderId }),
  );

/** The stores that hold every product of an order now (skip warehouse); re-read once it moved. */
export const shipFromStoresQuery = (api: ApiClient, orderId: number, current: number | null) =>
  apiQuery(["orders:staff-ship-from-store", orderId, current], () =>
    api.get("orders:staff-ship-from-store", undefined, { id: orderId }),
  );
