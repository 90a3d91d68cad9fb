import { createHash } from "node:crypto";
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

const versions = new WeakMap<object, string>();

/**
 * A short hash of the route table: pages point the browser at `core:routes?v=<version>`, an
 * address that never changes its answer, so browsers and the CDN keep it for a year and a page
 * does not carry the table (13 KB) itself. Worked out once, after every route is registered.
 */
export function routeTableVersion(app: FastifyInstance): string {
  let version = versions.get(app.routeTable);
  if (version === undefined) {
    version = createHash("sha256").update(JSON.stringify(app.routeTable)).digest("base64url").slice(0, 12);
    versions.set(app.routeTable, version);
  }
  return version;
}

/** Where a page's script fetches the route table (with the version, so it is cached for good). */
export function routeTableUrl(app: FastifyInstance): string {
  return `${app.routeTable["core:routes"]}?v=${routeTableVersion(app)}`;
}
