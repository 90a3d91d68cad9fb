import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** Who is logged in (null user for a visitor). */
export const meQuery = (api: ApiClient) => apiQuery(["accounts:me"], () => api.get("accounts:me"));
