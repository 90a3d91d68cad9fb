import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";
import type { InjectPayload } from "light-my-request";
import type { ApiClient, Transport } from "../contract/api-client.js";
import type { Language, MarketCode } from "../domain/market.js";
import type { RenderResult } from "../web/entry-server.js";
import { createPreloads } from "./page-preloads.js";
import { readForPage, setPageShows } from "./platform/page-reads.js";
import { endSessionLoan, lendSession, SESSION_LOAN_HEADER } from "./platform/request-hooks.js";
import { routeTableUrl } from "./platform/route-table.js";
import { utf8Bytes } from "./platform/utf8-bytes.js";
import { PROJECT_ROOT } from "./project-root.js";

const ROOT = PROJECT_ROOT;
/** Not an API route: left out of the OpenAPI document. */
const HIDDEN = { hide: true } as Record<string, unknown>;
const DIST = join(ROOT, "dist");

type RenderFn = (opts: {
  request: Request;
  api: ApiClient;
  market: MarketCode;
  language: Language;
  routesUrl: string;
}) => Promise<RenderResult>;
interface Renderer {
  template: (url: string) => Promise<string>;
  render: () => Promise<RenderFn>;
  ApiClient: () => Promise<typeof ApiClient>;
  /** Links that preload the page's code-split chunks and translations (none in development). */
  preloads: (modules: string[], language: string) => string;
}

export function hasBuild(): boolean {
  return (
    existsSync(join(DIST, "server", "entry-server.js")) && existsSync(join(DIST, "client", "index.html"))
  );
}

/**
 * Storefront pages: a catch-all GET renders React on the server. In production the built bundle and
 * hashed assets (cached for a year, immutable) are served; without a build, Vite's dev middleware.
 */
export async function registerPages(app: FastifyInstance): Promise<void> {
  const renderer =
    hasBuild() && process.env.VITE_DEV !== "1" ? await productionRenderer(app) : await devRenderer(app);
  const ApiClientClass = await renderer.ApiClient();
  // Every page's script needs the route table: fetched (and cached for good) while the page loads.
  let routesUrl = "";
  let routesPreload = "";
  app.addHook("onReady", async () => {
    routesUrl = routeTableUrl(app);
    routesPreload = `<link rel="preload" href="${routesUrl}" as="fetch" crossorigin>`;
  });

  app.get("/*", { config: { name: "core:page" }, schema: HIDDEN }, async (request, reply) => {
    if (request.url.startsWith("/api/"))
      return reply.status(404).send({ message: request.t("errors.notFound") });
    const calls = inProcessCalls(app, request);
    const api = new ApiClientClass(app.routeTable, calls.transport);
    const render = await renderer.render();
    const result = await render({
      request: toWebRequest(request),
      api,
      market: app.ctx.market.code,
      language: request.lang,
      routesUrl,
    }).finally(calls.end);
    setPageShows(request, calls.shows());
    if (result.kind === "redirect") return reply.redirect(result.location, result.status);
    const html = fillTemplate(await renderer.template(request.url), [
      result.lang,
      result.head + routesPreload + renderer.preloads(result.modules, result.lang),
      result.html,
      result.data,
    ]);
    // Pages depend on the session (header, cart), so they are private; the CDN caches APIs by key.
    // Sent as bytes encoded in one pass: as a string, @fastify/compress measured its UTF-8 length
    // and then encoded it again to compress it (three passes over ~100 KB, ~0.6 ms of a page's CPU).
    return reply
      .status(result.status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-cache")
      .send(utf8Bytes(html));
  });
}

const SLOTS = ["<!--app-lang-->", "<!--app-head-->", "<!--app-html-->", "<!--app-data-->"];
const templatePieces = new Map<string, string[]>();

/**
 * The page's parts put into the template's slots, in order. The template is split once (not
 * searched and copied per slot per page), and `$` in a product text is not a replacement pattern.
 */
function fillTemplate(template: string, values: string[]): string {
  let pieces = templatePieces.get(template);
  if (!pieces) {
    pieces = [];
    let rest = template;
    for (const slot of SLOTS) {
      const at = rest.indexOf(slot);
      pieces.push(rest.slice(0, at));
      rest = rest.slice(at + slot.length);
    }
    pieces.push(rest);
    if (templatePieces.size > 50) templatePieces.clear();
    templatePieces.set(template, pieces);
  }
  let html = pieces[0];
  for (let i = 0; i < values.length; i++) html += values[i] + pieces[i + 1];
  return html;
}

/**
 * Loaders call the API in-process with the shopper's cookies: no network hop, same validation and
 * access checks. A route with a page read (the layout, a catalogue address) is read directly with
 * the page's request; any other goes through `app.inject`, lent the page's already loaded session
 * (a loan made at the first such call and ended with the render: `end`). `shows`: what the calls
 * showed of the catalogue (page-reads.ts), null once any call may have shown anything.
 */
function inProcessCalls(
  app: FastifyInstance,
  request: FastifyRequest,
): { transport: Transport; end: () => void; shows: () => string[] | null } {
  let loan: string | undefined;
  let cookie: string | undefined;
  let shown: Set<string> | null = new Set();
  const transport: Transport = async (method, url, body) => {
    if (method === "GET") {
      const read = await readForPage(app, request, url);
      if (read) {
        if (read.tags === null) shown = null;
        else for (const tag of read.tags) shown?.add(tag);
        return read;
      }
    }
    shown = null;
    loan ??= lendSession(request);
    cookie ??= Object.entries(request.cookies)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
      .join("; ");
    const res = await app.inject({
      method: method as HTTPMethods,
      url,
      payload: method === "GET" ? undefined : (body as InjectPayload),
      headers: {
        cookie,
        accept: "application/json",
        "x-csrftoken": request.cookies.csrftoken ?? "",
        [SESSION_LOAN_HEADER]: loan,
      },
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {}
    return {
      status: res.statusCode,
      headers: new Headers(res.headers as Record<string, string>),
      body: parsed,
    };
  };
  return { transport, end: () => loan && endSessionLoan(loan), shows: () => shown && [...shown] };
}

/** The page's URL for the router. Loaders reach cookies and the session through `api`, not headers. */
function toWebRequest(request: FastifyRequest): Request {
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`));
}

async function productionRenderer(app: FastifyInstance): Promise<Renderer> {
  await app.register(async (files) => {
    // Static files skip the session, cookies and the page-only security headers (CSP…).
    files.addHook("onRoute", (route) => {
      route.config = { ...route.config, static: true } as typeof route.config;
    });
    // Hashed bundles never change under their name: cached for a year, immutable, and sent as
    // compressed at build time (scripts/precompress.mjs).
    await files.register(fastifyStatic, {
      root: join(DIST, "client", "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      preCompressed: true,
      setHeaders: (res) => {
        res.header("x-content-type-options", "nosniff");
        res.header("cross-origin-resource-policy", "same-origin");
      },
    });
    // Files from public/ (favicon…) sit at the top of dist/client; each gets its own route, so the
    // page catch-all keeps every other path and the assets keep their long cache.
    const clientRoot = join(DIST, "client");
    for (const file of readdirSync(clientRoot, { withFileTypes: true })) {
      if (!file.isFile() || file.name.endsWith(".html")) continue;
      files.get(`/${file.name}`, { schema: HIDDEN }, (_req, reply) =>
        reply.sendFile(file.name, clientRoot, { maxAge: "1d", immutable: false }),
      );
    }
  });
  const template = readFileSync(join(DIST, "client", "index.html"), "utf8");
  const mod = await import(join(DIST, "server", "entry-server.js"));
  const apiMod = await import("../contract/api-client.js");
  return {
    template: async () => template,
    render: async () => mod.render,
    ApiClient: async () => apiMod.ApiClient,
    preloads: createPreloads(join(DIST, "client"), mod.STAFF_AREA_MODULE),
  };
}

async function devRenderer(app: FastifyInstance): Promise<Renderer> {
  const { createServer } = await import("vite");
  const middie = (await import("@fastify/middie")).default;
  const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: "custom" });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  const raw = readFileSync(join(ROOT, "index.html"), "utf8");
  return {
    template: (url) => vite.transformIndexHtml(url, raw),
    render: async () => (await vite.ssrLoadModule("/src/web/entry-server.tsx")).render,
    // The dev renderer's modules come from Vite's graph; the client class must be the same one.
    ApiClient: async () => (await vite.ssrLoadModule("/src/contract/api-client.ts")).ApiClient,
    preloads: () => "",
  };
}
