import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** Buy-back's reads (typed by the API map). */

/** The bonus rules per manufacturer and device type (the page, the product page's teaser, home). */
export const bonusesQuery = (api: ApiClient) =>
  apiQuery(["buyback:bonuses"], () => api.get("buyback:bonuses"));

/** The countries the sell form offers. */
export const countriesQuery = (api: ApiClient) =>
  apiQuery(["buyback:countries"], () => api.get("buyback:countries"));

/** Stores that buy devices on the spot. */
export const centersQuery = (api: ApiClient) =>
  apiQuery(["buyback:centers"], () => api.get("buyback:centers"));

/** The selector and appraisal of an address's selection, in one call (the server's first paint). */
export const buybackSelectorQuery = (api: ApiClient, query: QueryOf<"buyback:selector", "GET">) =>
  apiQuery(["buyback:selector", query], () => api.get("buyback:selector", query));

/** The questionnaire and price of a colour, with the answers so far. */
export const appraisalQuery = (api: ApiClient, color: string, answers?: string) =>
  apiQuery(["buyback:appraisal", color, answers ?? null], () =>
    api.get("buyback:appraisal", { color, answers }),
  );

/** A buy-back record by its unguessable id (owner, e-mailed key, or staff). */
export const buybackDetailQuery = (api: ApiClient, id: string, key: string | null) =>
  apiQuery(["buyback:detail", id, key], () => api.get("buyback:detail", key ? { key } : undefined, { id }));

/** The customer's own buy-backs (the account's section). */
export const myBuybacksQuery = (api: ApiClient) => apiQuery(["buyback:mine"], () => api.get("buyback:mine"));
