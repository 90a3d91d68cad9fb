import type { RouteObject } from "react-router";

/** What a code-split page module gives its route. */
export type PageParts = Pick<RouteObject, "Component" | "loader" | "handle" | "shouldRevalidate">;

export type LazyPage = (() => Promise<PageParts>) & { module: string; load: () => Promise<unknown> };

/**
 * A code-split page: shoppers download a page's code when they open it. `module` is the page's
 * source file from the repository root, the key of Vite's manifest: the server preloads that chunk
 * with the page, so hydration does not wait for an extra round trip (a test checks it matches `load`).
 */
export function lazyPage<M>(module: string, load: () => Promise<M>, pick: (m: M) => PageParts): LazyPage {
  return Object.assign(async () => pick(await load()), { module, load });
}

/**
 * Code a page needs depending on its data (at one address, a product or a category): `module` for
 * the server to preload, `load` to fetch it before rendering. Named by a route handle's `codeFor`.
 */
export interface CodeToLoad {
  module: string;
  load: () => Promise<unknown>;
}
