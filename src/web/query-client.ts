import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api/api-client.js";

const MAX_RETRIES = 3;

/**
 * A failed query is tried again only when another try can answer differently: a network failure
 * or a 5xx, and the 4xx that mean "later" (408 timeout, 429 too many requests). Any other 4xx
 * (missing record, bad address, no access) answers the same every time, and retrying it kept a
 * staff page on "Načítám…" for about 7 s before it could say the record does not exist.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * Spec §9: retry 3 (see `shouldRetry`), back-off from 1 s doubling to 30 s, data cached 5 minutes,
 * no refetch on focus.
 * On the server a client lives for one page: its queries get no garbage-collection timer
 * (`Infinity`, TanStack's own server default), since a 5-minute timer per query kept every page's
 * client and data in memory for 5 minutes (about 100 KB a page).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60_000,
        gcTime: typeof window === "undefined" ? Number.POSITIVE_INFINITY : 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
