import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  type StaticHandler,
  StaticRouterProvider,
  UNSAFE_defaultMapRouteProperties,
} from "react-router";
import { getMarket, type Language, type MarketCode } from "../domain/market.js";
import { getT } from "../i18n/i18n.js";
import type { ApiClient } from "./api/api-client.js";
import { createRouterContext } from "./api/api-context.js";
import { type Bootstrap, serializeBootstrap } from "./bootstrap.js";
import { isStaffPath, STAFF_AREA_MODULE } from "./features/staff/staff-area.js";
import type { LazyPage } from "./lazy-page.js";
import { pageMeta, type RouteHandle, renderHead } from "./meta.js";
import { Providers } from "./providers.js";
import { firstSegmentOf, fixedFirstSegments, openRoutes, segmentRoutes } from "./route-dispatch.js";
import { serverRoutes } from "./server-routes.js";
import { errorTitleKey } from "./shell/error-texts.js";
import { StaticMarkupProvider, staticMarkupCache } from "./static-markup.js";

// The page renderer preloads a staff page's texts by this module id (server/page-preloads.ts).
export { STAFF_AREA_MODULE };

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "html";
      status: number;
      head: string;
      html: string;
      data: string;
      lang: string;
      /** Source files of the page's code-split routes, to preload with the page (Vite manifest keys). */
      modules: string[];
    };

interface MarketRoutes {
  /** The routes an address can match, by its first segment (route-dispatch.ts). */
  handlerFor: (pathname: string) => StaticHandler;
  /** Source module of each code-split route, by route id. */
  moduleById: Map<string, string>;
}

/**
 * A handler whose routes are ready to render (React Router's `Component` → `element`, done per
 * request by `createStaticRouter` otherwise, over every route): its router gets no routes to convert.
 */
const renderReadyHandler = (routes: RouteObject[]) =>
  createStaticHandler(routes, { mapRouteProperties: UNSAFE_defaultMapRouteProperties });

const markets = new Map<MarketCode, MarketRoutes>();
const staticMarkup = staticMarkupCache(renderToString);
function routesFor(market: MarketCode): MarketRoutes {
  let r = markets.get(market);
  if (!r) {
    const routes = serverRoutes(getMarket(market));
    const fixed = fixedFirstSegments(routes);
    const open = renderReadyHandler(openRoutes(routes));
    // One handler per fixed first segment and one for the home page, made when first asked for.
    const bySegment = new Map<string, StaticHandler>();
    r = {
      handlerFor(pathname) {
        const segment = firstSegmentOf(pathname);
        if (segment !== "" && !fixed.has(segment)) return open;
        let handler = bySegment.get(segment);
        if (!handler) {
          handler = renderReadyHandler(segmentRoutes(routes, segment));
          bySegment.set(segment, handler);
        }
        return handler;
      },
      moduleById: lazyModulesById(routes),
    };
    markets.set(market, r);
  }
  return r;
}

/** The module of each code-split route, by route id (written out by `withRouteIds`). */
function lazyModulesById(routes: RouteObject[], into = new Map<string, string>()) {
  for (const route of routes) {
    const module = (route.lazy as LazyPage | undefined)?.module;
    if (module) into.set(route.id!, module);
    if (route.children) lazyModulesById(route.children, into);
  }
  return into;
}

/** The 4xx status an error carries that a loader let through (an API call's refusal), if any. */
function clientErrorStatus(e: unknown): number | undefined {
  const status = (e as { status?: unknown } | null)?.status;
  return !isRouteErrorResponse(e) && typeof status === "number" && status >= 400 && status < 500
    ? status
    : undefined;
}

/**
 * Errors in the form React Router's browser router deserialises on hydration. An error with a 4xx
 * status (an API refusal a loader let through) goes as a route error response with that status:
 * as a plain Error the browser lost the status and the error page hydrated as "something went
 * wrong" over the server's "not found" (React error #418, issue 16).
 */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    const status = clientErrorStatus(e);
    out[id] = isRouteErrorResponse(e)
      ? { ...e, __type: "RouteErrorResponse" }
      : status
        ? { status, statusText: "", data: null, internal: false, __type: "RouteErrorResponse" }
        : { message: e instanceof Error ? e.message : String(e), __type: "Error" };
  }
  return out;
}

/** The page's HTTP status: a 4xx an unhandled API refusal carries is that status, not a 500. */
function pageStatus(statusCode: number, errors: Record<string, unknown> | null): number {
  if (statusCode !== 500 || !errors) return statusCode;
  const statuses = Object.values(errors).map(clientErrorStatus);
  return statuses.every((s) => s !== undefined) ? (statuses[0] ?? statusCode) : statusCode;
}

/** Renders one storefront page: loaders run in-process through `api`, then React renders to a string. */
export async function render(opts: {
  request: Request;
  api: ApiClient;
  market: MarketCode;
  language: Language;
  /** The route table's cacheable address, for the browser's API client. */
  routesUrl: string;
}): Promise<RenderResult> {
  const market = getMarket(opts.market);
  const routes = routesFor(opts.market);
  const url = new URL(opts.request.url);
  const context = await routes.handlerFor(url.pathname).query(opts.request, {
    requestContext: createRouterContext(opts.api, market),
  });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
  }
  // The matched routes are the handler's own, already converted for rendering.
  const router = createStaticRouter([], context);
  const html = renderToString(
    <StaticMarkupProvider value={staticMarkup}>
      <Providers marketCode={opts.market} language={opts.language} api={opts.api}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StaticMarkupProvider>,
  );
  const t = getT(opts.language);
  const matches = context.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    data: context.loaderData[m.route.id],
    loaderData: context.loaderData[m.route.id],
    handle: m.route.handle,
  }));
  const status = pageStatus(context.statusCode, context.errors);
  // An error page is titled as what it says ("Stránka nenalezena"), not as the page it replaces.
  const meta = context.errors
    ? { title: t(errorTitleKey(status)), robots: "noindex" }
    : pageMeta(matches, { t, market, url });
  const head = renderHead(meta, t("shop.name"));
  const bootstrap: Bootstrap = {
    market: opts.market,
    language: opts.language,
    routesUrl: opts.routesUrl,
    hydration: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  };
  return {
    kind: "html",
    status,
    head,
    html,
    data: serializeBootstrap(bootstrap),
    lang: opts.language,
    modules: [
      // The staff route table, which the browser loads before hydrating a staff page.
      ...(isStaffPath(url.pathname) ? [STAFF_AREA_MODULE] : []),
      ...context.matches
        .map((m) => routes.moduleById.get(m.route.id))
        .filter((m): m is string => m !== undefined),
      ...context.matches.flatMap(
        (m) =>
          (m.route.handle as RouteHandle | undefined)
            ?.codeFor?.(context.loaderData[m.route.id])
            .map((c) => c.module) ?? [],
      ),
    ],
  };
}
