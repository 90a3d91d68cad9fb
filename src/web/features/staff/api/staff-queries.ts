import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The staff area's own reads (typed by the API map). */

/** A page of the mail outbox, newest first. */
export const outboxQuery = (api: ApiClient, query: QueryOf<"staff:outbox", "GET">) =>
  apiQuery(["staff:outbox", query], () => api.get("staff:outbox", query));
