import { queryOptions } from "@tanstack/react-query";

/**
 * A feature's query (`features/<feature>/api/`): TanStack Query options (the key and the typed
 * call) for `useQuery`, and `load()`, the same call for a loader (loaders return their data and
 * use no query cache). `storesQuery(api, kind)` → `useQuery(storesQuery(api, kind))` in a
 * component, `await storesQuery(api, kind).load()` in a loader.
 */
export function apiQuery<const K extends readonly unknown[], T>(queryKey: K, load: () => Promise<T>) {
  return { ...queryOptions({ queryKey, queryFn: load }), load };
}
