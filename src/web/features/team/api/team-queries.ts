import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The team area's reads (typed by the API map). */

/** Every staff account (admin only). */
export const staffUsersQuery = (api: ApiClient) => apiQuery(["team:users"], () => api.get("team:users"));

/** A page of tasks: mine, all open, overdue, done, or every task of one record. */
export const tasksQuery = (api: ApiClient, query: QueryOf<"team:tasks", "GET">) =>
  apiQuery(["team:tasks", query], () => api.get("team:tasks", query));

/** Who may be given a task about this kind of record. */
export const assigneesQuery = (api: ApiClient, query: QueryOf<"team:assignees", "GET">) =>
  apiQuery(["team:assignees", query], () => api.get("team:assignees", query));
