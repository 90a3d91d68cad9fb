import { isRouteErrorResponse } from "react-router";

/** Each error's heading and text: 404, 403 (the spec's message), 401, anything else with a retry hint. */
export const ERROR_TEXTS: Record<number, [title: string, text: string]> = {
  404: ["common.notFound", "common.notFoundText"],
  403: ["auth.forbiddenTitle", "auth.forbidden"],
  401: ["auth.loginRequiredTitle", "auth.loginRequired"],
};

/** The heading (and the document's title) and the text of an error page with this status. */
export const errorTexts = (status: number): [title: string, text: string] =>
  ERROR_TEXTS[status] ?? ["common.errorTitle", "common.error"];

/** The heading's key alone: the server's `<title>` and the browser's document title of an error page. */
export const errorTitleKey = (status: number) => errorTexts(status)[0];

/** The status a route error shows: a route error response's, an API refusal's, else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : ((error as { status?: number } | null)?.status ?? 500);
}
