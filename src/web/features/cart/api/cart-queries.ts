import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The cart's packages (products with their services, bonuses and totals). */
export const cartPackagesQuery = (api: ApiClient) =>
  apiQuery(["cart:packages"], () => api.get("cart:packages"));
