import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** Buy-back's staff reads (typed by the API map). */

/** A page of buy-back records, filtered. */
export const staffRecordsQuery = (api: ApiClient, query: QueryOf<"buyback:staff-records", "GET">) =>
  apiQuery(["buyback:staff-records", query], () => api.get("buyback:staff-records", query));

/** One record with its history and the statuses it may move to. */
export const staffRecordQuery = (api: ApiClient, id: string) =>
  apiQuery(["buyback:staff-record", id], () => api.get("buyback:staff-record", undefined, { id }));

/** The models with their appraisal versions. */
export const staffModelsQuery = (api: ApiClient) =>
  apiQuery(["buyback:staff-models"], () => api.get("buyback:staff-models"));

/** A model's current appraisal. */
export const staffAppraisalQuery = (api: ApiClient, model: string) =>
  apiQuery(["buyback:staff-appraisal", model], () =>
    api.get("buyback:staff-appraisal", undefined, { model }),
  );

/** The stores and whether each buys devices on the spot. */
export const staffCentersQuery = (api: ApiClient) =>
  apiQuery(["buyback:staff-centers"], () => api.get("buyback:staff-centers"));
