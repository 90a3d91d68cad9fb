import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** Every store with today's hours and its counts (staff list). */
export const storesAdminQuery = (api: ApiClient) =>
  apiQuery(["stores:admin-stores"], () => api.get("stores:admin-stores"));

/** One store with its special days and the coming public holidays. */
export const storeAdminQuery = (api: ApiClient, id: number) =>
  apiQuery(["stores:admin-store", id], () => api.get("stores:admin-store", undefined, { id }));
