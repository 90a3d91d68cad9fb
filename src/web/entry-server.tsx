import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  type StaticHandler,
  StaticRouterProvider,
} from "react-router";
import { getMarket, type Language, type MarketCode } from "../domain/market.js";
import type { ApiClient } from "./api/api-client.js";
import { createRouterContext } from "./api/api-context.js";
import { type Bootstrap, serializeBootstrap } from "./bootstrap.js";
import { getT } from "./i18n/i18n.js";
import type { LazyPage } from "./lazy-page.js";
import { pageMeta, type RouteHandle, renderHead } from "./meta.js";
import { Providers } from "./providers.js";
import { createRoutes } from "./routes.js";

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

const handlers = new Map<MarketCode, StaticHandler>();
function handlerFor(market: MarketCode): StaticHandler {
  let h = handlers.get(market);
  if (!h) {
    h = createStaticHandler(createRoutes(getMarket(market)));
    handlers.set(market, h);
  }
  return h;
}

// A route tree whose lazy routes stay unresolved (the handler's resolve in place), to name their modules.
const lazyTrees = new Map<MarketCode, RouteObject[]>();
function lazyModules(market: MarketCode, url: URL): string[] {
  let tree = lazyTrees.get(market);
  if (!tree) {
    tree = createRoutes(getMarket(market));
    lazyTrees.set(market, tree);
  }
  return (matchRoutes(tree, url) ?? [])
    .map((m) => (m.route.lazy as LazyPage | undefined)?.module)
    .filter((m): m is string => typeof m === "string");
}

/** Errors in the form React Router's browser router deserialises on hydration. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(e)
      ? { ...e, __type: "RouteErrorResponse" }
      : { message: e instanceof Error ? e.message : String(e), __type: "Error" };
  }
  return out;
}

/** Renders one storefront page: loaders run in-process through `api`, then React renders to a string. */
export async function render(opts: {
  request: Request;
  api: ApiClient;
  market: MarketCode;
  language: Language;
}): Promise<RenderResult> {
  const market = getMarket(opts.market);
  const handler = handlerFor(opts.market);
  const context = await handler.query(opts.request, {
    requestContext: createRouterContext(opts.api, market),
  });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers marketCode={opts.market} language={opts.language} api={opts.api}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const t = getT(opts.language);
  const url = new URL(opts.request.url);
  const matches = context.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    data: context.loaderData[m.route.id],
    loaderData: context.loaderData[m.route.id],
    handle: m.route.handle,
  }));
  const head = renderHead(pageMeta(matches as any, { t, market, url }), t("shop.name"));
  const bootstrap: Bootstrap = {
    market: opts.market,
    language: opts.language,
    routes: opts.api.routes,
    hydration: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  };
  return {
    kind: "html",
    status: context.statusCode,
    head,
    html,
    data: serializeBootstrap(bootstrap),
    lang: opts.language,
    modules: [
      ...lazyModules(opts.market, url),
      ...context.matches.flatMap(
        (m) =>
          (m.route.handle as RouteHandle | undefined)
            ?.codeFor?.(context.loaderData[m.route.id])
            .map((c) => c.module) ?? [],
      ),
    ],
  };
}
