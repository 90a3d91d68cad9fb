import { parse as parseQuery } from "node:querystring";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import type { RawResponse } from "../../contract/api-client.js";
import { errorAnswer } from "./error-handler.js";
import { JsonText } from "./json-text.js";
import { SharedJson } from "./shared-json.js";

/**
 * A public GET route's handler body, which a page's loaders may call without emulating HTTP:
 * given the page's own request (its session, user, language, cookies and arrival) and the query
 * checked by the route's own schema, it answers JSON text (cached text goes as it is), shared JSON
 * (parsed once for every page that reads it), a value built from checked parts, or any other value,
 * which the route's response schema checks as Fastify's serializer would.
 */
export type PageRead<Query = never> = (
  request: FastifyRequest,
  /** The query as the route's schema parsed it: each route names its own type. */
  query: Query,
) => Promise<PageAnswer | ShowingTags>;
type PageAnswer = string | JsonText | CheckedValue | object;

/** A value a page read built from parts each already checked (by their schemas): used as it is. */
export class CheckedValue {
  constructor(readonly value: unknown) {}
}

/**
 * A page read's answer with what it shows of the catalogue, as the catalogue cache's tags
 * (`p:`/`m:`, catalog-cache.ts; none: only what changes without a key, such as the menu). A page
 * whose every read says so is kept by the page cache through changes to other products; an answer
 * without them may show anything.
 */
export class ShowingTags {
  constructor(
    readonly answer: PageAnswer,
    readonly tags: readonly string[] | null,
  ) {}
}

/** A page read's answer and the catalogue tags it shows (null: it may show anything). */
type PageReadResponse = RawResponse & { tags: readonly string[] | null };

export interface PageReadRoute {
  read: PageRead;
  query?: ZodType;
  response?: ZodType;
}

const NO_HEADERS = new Headers();

/**
 * Collects the routes that declare `config.pageRead`, by path. `app.inject` runs a whole request
 * (light-my-request's streams, routing, every hook, serialization, a JSON round trip) and was a
 * fifth of an uncached product page's server time for its two calls; the layout's and the
 * catalogue address's reads skip all of it. Only public GETs may declare one: the page's request
 * already passed its own hooks, and a read has no other access check.
 */
export function collectPageReads(app: FastifyInstance): void {
  app.decorate("pageReads", new Map<string, PageReadRoute>());
  app.addHook("onRoute", (route) => {
    const read = route.config?.pageRead;
    // Fastify adds a HEAD route for every GET; it has the GET's config.
    if (!read || route.method === "HEAD") return;
    if (route.method !== "GET" || (route.config?.access ?? "public") !== "public")
      throw new Error(`${route.url}: only a public GET route may declare a page read`);
    const schema = route.schema as { querystring?: ZodType; response?: Record<number, ZodType> } | undefined;
    app.pageReads.set(route.url, { read, query: schema?.querystring, response: schema?.response?.[200] });
  });
}

/**
 * The answer of a page-read route for `url`, in-process, with the same status and body the route
 * would send (errors as the error handler shapes them); undefined when no such route has `url`.
 */
export async function readForPage(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<PageReadResponse | undefined> {
  const q = url.indexOf("?");
  const route = app.pageReads.get(q < 0 ? url : url.slice(0, q));
  if (!route) return undefined;
  try {
    const raw = q < 0 ? {} : { ...parseQuery(url.slice(q + 1)) };
    const query: unknown = route.query ? route.query.parse(raw) : raw;
    const read = await route.read(request, query as never);
    const [answer, tags] = read instanceof ShowingTags ? [read.answer, read.tags] : [read, null];
    const body =
      answer instanceof SharedJson || answer instanceof CheckedValue
        ? answer.value
        : typeof answer === "string" || answer instanceof JsonText
          ? JSON.parse(answer.toString())
          : route.response
            ? route.response.parse(answer)
            : answer;
    return { status: 200, headers: NO_HEADERS, body, tags };
  } catch (error) {
    const { status, body } = errorAnswer(error, request);
    return { status, headers: NO_HEADERS, body, tags: null };
  }
}

const shownByPage = new WeakMap<FastifyRequest, readonly string[] | null>();

/** What a rendered page showed of the catalogue: the union of its reads' tags, null if any may show anything. */
export function setPageShows(page: FastifyRequest, tags: readonly string[] | null): void {
  shownByPage.set(page, tags);
}

/** The tags `setPageShows` gave the page, or null (it may show anything). */
export function pageShows(page: FastifyRequest): readonly string[] | null {
  return shownByPage.get(page) ?? null;
}
