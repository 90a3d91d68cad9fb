import type { FastifyInstance } from "fastify";

/** Fastify's `:id` parameters written as `{id}`, the form the web client fills in. */
export function toTemplate(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** Collects every named route into `app.routeTable` as it is registered. */
export function collectRouteNames(app: FastifyInstance): void {
  app.decorate("routeTable", {} as Record<string, string>);
  app.addHook("onRoute", (route) => {
    const name = route.config?.name;
    if (!name || route.method === "HEAD") return;
    const existing = app.routeTable[name];
    const template = toTemplate(route.url);
    if (existing && existing !== template)
      throw new Error(`route name ${name} used for ${existing} and ${template}`);
    app.routeTable[name] = template;
  });
}
