import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { getMarket } from "../domain/market.js";
import { loadLanguage, loadStaffTexts } from "../i18n/load-language.js";
import { ApiClient, browserTransport, loadRouteTable } from "./api/api-client.js";
import { createRouterContext } from "./api/api-context.js";
import type { Bootstrap } from "./bootstrap.js";
import {
  isStaffPath,
  loadStaffArea,
  patchStaffArea,
  setStaffTextsLoader,
} from "./features/staff/staff-area.js";
import type { RouteHandle } from "./meta.js";
import { Providers } from "./providers.js";
import { createRoutes } from "./routes.js";
import "./styles.css";

// The server's HTML is the page until hydration: let the browser paint it first. Scripts that
// arrive with the stylesheet otherwise run (parsing the data, hydrating) before the first paint,
// which then waits for every script (Lighthouse: first and largest paint, decision 006). A hidden
// tab paints nothing and runs no animation frames, so it goes on at once.
if (document.visibilityState === "visible")
  await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));

const boot = JSON.parse(document.getElementById("__shop")!.textContent!) as Bootstrap;
const market = getMarket(boot.market);
// A staff page needs the staff subtree (and its texts) to hydrate; elsewhere it is patched in on the
// way to /staff/. The staff texts follow the page's language, so that starts loading first.
const languageLoaded = loadLanguage(boot.language);
setStaffTextsLoader(loadStaffTexts);
const staffArea = isStaffPath(window.location.pathname) ? await loadStaffArea() : undefined;
const routes = createRoutes(market, staffArea);

// The page's language and its lazy (code-split) routes must be loaded before hydrating, or React
// would see a different tree than the server rendered.
const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter(
  (m) => typeof m.route.lazy === "function",
);
const [routeTable] = await Promise.all([
  loadRouteTable(boot.routesUrl),
  languageLoaded,
  ...lazyMatches.map(async (m) => {
    const loaded = await (m.route.lazy as () => Promise<object>)();
    Object.assign(m.route, { ...loaded, lazy: undefined });
  }),
]);
// Then the code the page's data needs (a product or a category view), preloaded by the server.
const hydratedData = (boot.hydration as { loaderData?: Record<string, unknown> }).loaderData ?? {};
await Promise.all(
  lazyMatches.flatMap((m) =>
    ((m.route.handle as RouteHandle | undefined)?.codeFor?.(hydratedData[m.route.id!]) ?? []).map((code) =>
      code.load(),
    ),
  ),
);

const api = new ApiClient(routeTable, browserTransport);
(window as Window & { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = boot.hydration;
const router = createBrowserRouter(routes, {
  getContext: () => createRouterContext(api, market),
  patchRoutesOnNavigation: staffArea ? undefined : patchStaffArea,
});

// As a transition, hydration runs in slices of a few milliseconds that yield to the browser, so
// taps and scrolling are not blocked while a long page (a product's) becomes interactive.
startTransition(() => {
  hydrateRoot(
    document.getElementById("root")!,
    <Providers marketCode={boot.market} language={boot.language} api={api}>
      <RouterProvider router={router} />
    </Providers>,
  );
});
// Browser tests wait for this before interacting (before it, clicks may hit server-rendered HTML).
requestAnimationFrame(() => {
  document.documentElement.dataset.hydrated = "true";
});
