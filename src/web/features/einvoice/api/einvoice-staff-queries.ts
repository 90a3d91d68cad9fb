import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** RO e-Factura's staff reads (typed by the API map). */

/** A page of e-documents with their ANAF state, filtered by state. */
export const einvoiceDocumentsQuery = (api: ApiClient, query: QueryOf<"einvoice:staff-documents", "GET">) =>
  apiQuery(["einvoice:staff-documents", query], () => api.get("einvoice:staff-documents", query));

/** One e-document with the order's buyer and staff's correction. */
export const einvoiceDocumentQuery = (api: ApiClient, id: string) =>
  apiQuery(["einvoice:staff-document", id], () => api.get("einvoice:staff-document", undefined, { id }));

/** A month's register with each document's market and e-document state, filtered by them. */
export const einvoiceRegisterQuery = (api: ApiClient, query: QueryOf<"einvoice:staff-register", "GET">) =>
  apiQuery(["einvoice:staff-register", query], () => api.get("einvoice:staff-register", query));
