import type { RouteObject } from "react-router";

/**
 * The route tree with every route's id written out: the id React Router would give it by its
 * position (`0-0-5`), or its own. A subtree taken from it keeps the ids the browser's full tree
 * has, so a page rendered from the subtree hydrates against the same routes.
 */
export function withRouteIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const position = [...parent, String(index)];
    const id = route.id ?? position.join("-");
    return (
      route.children ? { ...route, id, children: withRouteIds(route.children, position) } : { ...route, id }
    ) as RouteObject;
  });
}

const joinPath = (parent: string, path: string | undefined) =>
  path === undefined ? parent : path.startsWith("/") ? path : `${parent.replace(/\/$/, "")}/${path}`;
const firstSegment = (path: string) => path.replace(/^\/+/, "").split("/")[0];
const isParameter = (segment: string) => segment.startsWith(":") || segment === "*";

/** The lower-case first segments of every route path that starts with a fixed segment (`kosik`, `staff`). */
export function fixedFirstSegments(
  routes: RouteObject[],
  parent = "/",
  into = new Set<string>(),
): Set<string> {
  for (const route of routes) {
    const path = joinPath(parent, route.path);
    const first = firstSegment(path);
    if (first && !isParameter(first)) into.add(first.toLowerCase());
    if (route.children) fixedFirstSegments(route.children, path, into);
  }
  return into;
}

/**
 * The part of the tree that can match an address whose first segment is `segment` (decoded, in
 * lower case: `firstSegmentOf`; "" for the home page): the layouts down to the routes whose path
 * starts with that segment, a parameter or a splat (an index route at the root only for ""). React
 * Router matches an address against every branch of the tree it is given, the highest-ranked
 * first, compiling each route's pattern as it goes: the home page, ranked below every fixed page,
 * tried all ~200 branches (~0.3 ms of a render), a product's address 3 in its part.
 * `null`: the open part, for addresses no fixed first segment claims (categories, products, 404s).
 */
export function segmentRoutes(routes: RouteObject[], segment: string | null, parent = "/"): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const path = joinPath(parent, route.path);
    const first = firstSegment(path);
    if (first && !isParameter(first) && first.toLowerCase() !== segment) return [];
    if (route.children) {
      const children = segmentRoutes(route.children, segment, path);
      return children.length ? [{ ...route, children } as RouteObject] : [];
    }
    return first || segment === "" ? [route] : [];
  });
}

/** The open part of the tree (see `segmentRoutes`). */
export const openRoutes = (routes: RouteObject[]) => segmentRoutes(routes, null);

/** An address's first segment as React Router compares it: decoded and in lower case; "" for `/`. */
export function firstSegmentOf(pathname: string): string {
  let first = firstSegment(pathname);
  try {
    first = decodeURIComponent(first);
  } catch {}
  return first.toLowerCase();
}

/**
 * Whether `pathname` is an open address (see `segmentRoutes`): its first segment is not one of
 * `fixed`. The home page is not.
 */
export function isOpenAddress(pathname: string, fixed: Set<string>): boolean {
  const first = firstSegmentOf(pathname);
  return first !== "" && !fixed.has(first);
}
