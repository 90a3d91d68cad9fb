/**
 * The HTTP status of a failed API call. Checked by shape, not `instanceof ApiError`: on the server
 * the client class comes from the server's module graph, not the page bundle's, so the classes differ.
 */
export function apiStatus(e: unknown): number | undefined {
  const status = (e as { status?: unknown } | null)?.status;
  return typeof status === "number" && e instanceof Error ? status : undefined;
}

/** The spec's first message of a failed call (non-field error, else the first value), by shape. */
export function apiMessage(e: unknown): string | undefined {
  const fn = (e as { firstMessage?: () => string } | null)?.firstMessage;
  return typeof fn === "function" ? fn.call(e) : undefined;
}
