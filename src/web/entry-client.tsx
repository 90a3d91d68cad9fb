import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { getMarket } from "../domain/market.js";
import { ApiClient, browserTransport } from "./api/api-client.js";
import { createRouterContext } from "./api/api-context.js";
import type { Bootstrap } from "./bootstrap.js";
import { Providers } from "./providers.js";
import { createRoutes } from "./routes.js";
import "./styles.css";

const boot = JSON.parse(document.getElementById("__shop")!.textContent!) as Bootstrap;
const market = getMarket(boot.market);
const api = new ApiClient(boot.routes, browserTransport);
const routes = createRoutes(market);

// Lazy (code-split) routes of the first page must be loaded before hydrating, or React would see
// a different tree than the server rendered.
const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter(
  (m) => typeof m.route.lazy === "function",
);
await Promise.all(
  lazyMatches.map(async (m) => {
    const loaded = await (m.route.lazy as () => Promise<object>)();
    Object.assign(m.route, { ...loaded, lazy: undefined });
  }),
);

(window as any).__staticRouterHydrationData = boot.hydration;
const router = createBrowserRouter(routes, { getContext: () => createRouterContext(api, market) });

hydrateRoot(
  document.getElementById("root")!,
  <Providers marketCode={boot.market} language={boot.language} api={api}>
    <RouterProvider router={router} />
  </Providers>,
);
// Browser tests wait for this before interacting (before it, clicks may hit server-rendered HTML).
requestAnimationFrame(() => {
  document.documentElement.dataset.hydrated = "true";
});
