import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "../../shell/shell-data.js";
import { useShop } from "../../shop-context.js";
import { favouritesQuery } from "./api/catalog-queries.js";

const KEY = "favourites";
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

/** A guest's favourites live in the browser (localStorage), shared by every heart on the page. */
function readLocal(): number[] {
  const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let ids: number[] = [];
    try {
      ids = (JSON.parse(raw ?? "[]") as unknown[])
        .filter((x): x is number => Number.isInteger(x))
        .slice(0, 100);
    } catch {}
    cached = { raw, ids };
  }
  return cached.ids;
}
function writeLocal(ids: number[]) {
  if (ids.length) localStorage.setItem(KEY, JSON.stringify(ids));
  else localStorage.removeItem(KEY);
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const empty: number[] = [];

export interface Favourites {
  ids: number[];
  loggedIn: boolean;
  toggle: (id: number) => Promise<void>;
  has: (id: number) => boolean;
}

/**
 * Favourites: from the account when logged in, else from the browser; a guest's list is merged
 * into the account on the first page after login (issue: guests keep them and they merge on login).
 * Worked out once per page by `FavouritesProvider`, which every heart reads: one query and one merge,
 * not one per product card.
 */
export function useFavouritesState(): Favourites {
  const { api } = useShop();
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const loggedIn = Boolean(shell?.me.user);
  const client = useQueryClient();
  const local = useSyncExternalStore(subscribe, readLocal, () => empty);
  const remote = useQuery({ ...favouritesQuery(api), enabled: loggedIn });

  useEffect(() => {
    if (!loggedIn || !local.length) return;
    api
      .post("catalog:favourites-add", { product_ids: local })
      .then(() => {
        writeLocal([]);
        return client.invalidateQueries({ queryKey: favouritesQuery(api).queryKey });
      })
      .catch(() => {});
  }, [loggedIn, local, api, client]);

  const ids = loggedIn ? (remote.data?.ids ?? empty) : local;
  return useMemo(
    () => ({
      ids,
      loggedIn,
      has: (id: number) => ids.includes(id),
      async toggle(id: number) {
        const on = ids.includes(id);
        if (!loggedIn) return writeLocal(on ? local.filter((x) => x !== id) : [id, ...local]);
        if (on) await api.call("catalog:favourites-remove", { method: "DELETE", params: { product_id: id } });
        else await api.post("catalog:favourites-add", { product_ids: [id] });
        await client.invalidateQueries({ queryKey: favouritesQuery(api).queryKey });
      },
    }),
    [ids, loggedIn, local, api, client],
  );
}
