import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The open job positions (careers page). */
export const jobsQuery = (api: ApiClient) => apiQuery(["engagement:jobs"], () => api.get("engagement:jobs"));
