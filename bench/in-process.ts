import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { createContext } from "../src/server/context-factory.js";
import { warmCatalog } from "../src/server/modules/catalog/catalog.service.js";
import { registerPages } from "../src/server/pages.js";
import type { BenchContext } from "./scenario.js";
import { Shopper } from "./shopper.js";

/**
 * The app built in this process as an instance builds it, listening on `port` because the twins'
 * preparation reads the shop over HTTP (menu, facets, names), and the bench context the twins take
 * (miss-cpu.ts, search-paths.ts).
 */
export async function inProcessBench(port: number) {
  const config = loadConfig();
  const ctx = await createContext(config, { jobs: "inline" });
  // With the pages, as main.ts builds an instance (the page twins; `npm run build` first).
  const app = await buildApp(ctx, { pages: registerPages });
  await warmCatalog(ctx);
  await app.listen({ port, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const routes = (await (await fetch(`${base}/api/new/core/routes/`)).json()) as Record<string, string>;
  const bench = {
    baseUrl: base,
    routes,
    path: (name: string, params: Record<string, string | number> = {}, query?: Record<string, string>) => {
      const p = routes[name].replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(params[k])));
      return query ? `${p}?${new URLSearchParams(query)}` : p;
    },
    getJson: async (path: string) =>
      (await fetch(base + path, { headers: { accept: "application/json" } })).json(),
    shopper: () => Shopper.start(base),
    duration: 5,
  } as unknown as BenchContext;
  return { config, ctx, app, base, bench };
}
