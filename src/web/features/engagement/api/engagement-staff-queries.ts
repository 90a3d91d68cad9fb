import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The engagement's staff reads (typed by the API map). */

/** A page of contact form messages, newest first. */
export const contactMessagesQuery = (api: ApiClient, query: QueryOf<"engagement:admin-messages", "GET">) =>
  apiQuery(["engagement:admin-messages", query], () => api.get("engagement:admin-messages", query));

/** A page of job applications, newest first. */
export const jobApplicationsQuery = (
  api: ApiClient,
  query: QueryOf<"engagement:admin-applications", "GET">,
) =>
  apiQuery(["engagement:admin-applications", query], () => api.get("engagement:admin-applications", query));

/** How many newsletter subscribers confirmed. */
export const subscribersQuery = (api: ApiClient) =>
  apiQuery(["engagement:admin-subscribers"], () => api.get("engagement:admin-subscribers"));
