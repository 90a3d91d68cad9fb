import { QueryClient } from "@tanstack/react-query";

/**
 * Spec §9: retry 3, back-off from 1 s doubling to 30 s, data cached 5 minutes, no refetch on focus.
 * On the server a client lives for one page: its queries get no garbage-collection timer
 * (`Infinity`, TanStack's own server default), since a 5-minute timer per query kept every page's
 * client and data in memory for 5 minutes (about 100 KB a page).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60_000,
        gcTime: typeof window === "undefined" ? Number.POSITIVE_INFINITY : 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
