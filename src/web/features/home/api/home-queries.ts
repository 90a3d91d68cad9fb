import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The home page's reads (typed by the API map); the buy-back bonus is buy-back's `bonusesQuery`. */

/** The catalogue's home sections: slider, banners, tiles, newest and recommended. */
export const catalogHomeQuery = (api: ApiClient) => apiQuery(["catalog:home"], () => api.get("catalog:home"));

/** The content home lists (the discounted products). */
export const contentHomeQuery = (api: ApiClient) => apiQuery(["content:home"], () => api.get("content:home"));
