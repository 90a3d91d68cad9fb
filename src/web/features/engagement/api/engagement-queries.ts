import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The open job positions (careers page). */
export const jobsQuery = (api: ApiClient) => apiQuery(["engagement:jobs"], () => api.get("engagement:jobs"));

/** Whether the account's own address gets the newsletter (the account's first page). */
export const accountNewsletterQuery = (api: ApiClient) =>
  apiQuery(["engagement:newsletter-account"], () => api.get("engagement:newsletter-account"));
