import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { data } from "react-router";
import type { OrderStatus, ServiceSelectorResponse } from "../../../contract/service.js";
import { SELECTION_LEVELS } from "../../../domain/device-selection.js";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import { serviceOrderStatusQuery, serviceSelectorQuery } from "./api/service-queries.js";

/** The service page for a URL in one call: a restored selection, and its operations once a colour is set. */
export async function serviceLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<ServiceSelectorResponse> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const level of SELECTION_LEVELS) {
    const v = url.searchParams.get(level);
    if (v) query[level] = v;
  }
  return serviceSelectorQuery(getApi(context), query).load();
}

/** The address the page itself wrote after a choice: its data is already on the page. */
let rewritten: string | null = null;
export function markRewritten(url: string) {
  rewritten = url;
}

/** Rewriting the address after a choice must not reload the page; back and forward must. */
export function serviceShouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (rewritten && `${nextUrl.pathname}${nextUrl.search}` === rewritten) return false;
  return defaultShouldRevalidate;
}

/** The public status page of a repair or claim; an unknown or malformed id is the 404 page. */
export async function serviceStatusLoader({ params, context }: LoaderFunctionArgs): Promise<OrderStatus> {
  try {
    return await serviceOrderStatusQuery(getApi(context), params.publicId!).load();
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}
