import type { ApiClient } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The public shop parameters: contact channels, the general buy-back bonus. */
export const publicSettingsQuery = (api: ApiClient) =>
  apiQuery(["settings:public"], () => api.get("settings:public"));

/** Every parameter, which staff set, and the change history (supervisors and admins). */
export const adminSettingsQuery = (api: ApiClient) =>
  apiQuery(["settings:admin"], () => api.get("settings:admin"));
