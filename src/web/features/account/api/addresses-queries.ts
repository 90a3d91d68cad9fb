import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The logged-in customer's saved addresses (empty for a visitor): the account's section and the checkout. */
export const addressesQuery = (api: ApiClient) =>
  apiQuery(["addresses:list"], () => api.get("addresses:list"));
