import type { ApiClient } from "../../../contract/api-client.js";
import { apiQuery } from "../../api/query.js";

/** The layout's data in one call: who is logged in, the megamenu and the cart count. */
export const shellQuery = (api: ApiClient) => apiQuery(["shell:data"], () => api.get("shell:data"));
