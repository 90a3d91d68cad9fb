import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** Every unit of measure (spec §7 "GET units"). */
export const unitsQuery = (api: ApiClient) => apiQuery(["units:list"], () => api.get("units:list"));
