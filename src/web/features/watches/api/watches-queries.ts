import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The customer's price and stock watches (the account page). */
export const myWatchesQuery = (api: ApiClient) => apiQuery(["watches:mine"], () => api.get("watches:mine"));
