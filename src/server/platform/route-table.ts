import type { FastifyInstance } from "fastify";

/** Fastify's `:id` parameters written as `{id}`, the form the web client fills in. */
export function toTemplate(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

export interface RouteInfo {
  name: string;
  method: string;
  url: string;
  access: string;
}

/**
 * Collects every named route into `app.routeTable` (name → template) as it is registered, and
 * into `app.routeList` (method, access) for the tests that walk every route as every role.
 */
export function collectRouteNames(app: FastifyInstance): void {
  app.decorate("routeTable", {} as Record<string, string>);
  app.decorate("routeList", [] as RouteInfo[]);
  app.addHook("onRoute", (route) => {
    const name = route.config?.name;
    if (!name || route.method === "HEAD") return;
    for (const method of [route.method].flat())
      app.routeList.push({ name, method, url: route.url, access: route.config?.access ?? "public" });
    const existing = app.routeTable[name];
    const template = toTemplate(route.url);
    if (existing && existing !== template)
      throw new Error(`route name ${name} used for ${existing} and ${template}`);
    app.routeTable[name] = template;
  });
}
