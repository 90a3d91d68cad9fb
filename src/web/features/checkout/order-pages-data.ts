import { data, type LoaderFunctionArgs } from "react-router";
import type { ResponseOf } from "../../../contract/api-client.js";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import { publicOrderQuery } from "./api/checkout-queries.js";

export type PublicOrder = ResponseOf<"orders:status">;

/** The order by number and access key (the secret in the links we send); a wrong key is a 404. */
export async function publicOrderLoader({ context, params }: LoaderFunctionArgs) {
  try {
    const order = await publicOrderQuery(getApi(context), params.number ?? "", params.key ?? "").load();
    return { order, key: params.key ?? "" };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}
