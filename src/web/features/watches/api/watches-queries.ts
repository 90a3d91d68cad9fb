import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The customer's price and stock watches (the account page). */
export const myWatchesQuery = (api: ApiClient) => apiQuery(["watches:mine"], () => api.get("watches:mine"));

/** Staff: waiting watches per variant of a model (the product edit page). */
export const watchCountsQuery = (api: ApiClient, masterId: number) =>
  apiQuery(["watches:staff-counts", masterId], () =>
    api.get("watches:staff-counts", { master_id: masterId }),
  );
