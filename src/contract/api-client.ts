import type { z } from "zod";
import type { AnswerOf, HttpMethod, SchemaOf } from "./api/define.js";
import type { ApiRouteMap, MethodOf, RouteName, RouteNameFor } from "./api/route-map.js";

/**
 * Every call of the web app names a route (`accounts:login`, spec §7), typed by the API map
 * (`contract/api/`): the name must exist, params, query and body are checked against the route's
 * schemas and the answer has the type of its response schema. At run time the name is resolved
 * against the server's reverse route table (name → path template); the map itself is imported as
 * types only, so no schema reaches the browser's bundles. Used by the browser (fetch transport,
 * `web/api/`) and by the server's page renderer (in-process transport). Requests throw on error.
 */

/** A 400's body: field → messages (nested like the request), or a message, or non-field errors. */
export interface ErrorTree {
  [field: string]: string | string[] | ErrorTree | ErrorTree[] | undefined;
}

/** Marks an ApiError of any copy of this module (see `Symbol.hasInstance` below). */
const API_ERROR = Symbol.for("shop.ApiError");

export class ApiError extends Error {
  readonly [API_ERROR] = true;
  constructor(
    readonly status: number,
    readonly body: ErrorTree | null,
  ) {
    super(typeof body?.message === "string" ? body.message : `HTTP ${status}`);
  }
  /**
   * `err instanceof ApiError` holds for an ApiError of any copy of this module. The production
   * server renders pages with the web bundle's copy while the client it lends the pages is the
   * server's own, so a loader's `instanceof ApiError` failed there: a wrong status link's 404 became
   * a 500 (issue 16).
   */
  static [Symbol.hasInstance](value: unknown): value is ApiError {
    return (
      typeof value === "object" && value !== null && (value as { [API_ERROR]?: unknown })[API_ERROR] === true
    );
  }
  /** The first non-field error, else the first value found in the error object (spec §8, add to cart). */
  firstMessage(): string {
    const b = this.body;
    const nonField = b?.non_field_errors;
    if (Array.isArray(nonField) && typeof nonField[0] === "string" && nonField[0]) return nonField[0];
    if (typeof b?.message === "string") return b.message;
    const first = (v: unknown): string | undefined =>
      typeof v === "string"
        ? v
        : Array.isArray(v)
          ? first(v[0])
          : v && typeof v === "object"
            ? first(Object.values(v)[0])
            : undefined;
    return first(b) ?? this.message;
  }
  /** The messages of one field (`name`, or a nested path `address.street`). */
  fieldErrors(path: string): string[] {
    let v: unknown = this.body;
    for (const key of path.split(".")) v = v && typeof v === "object" ? (v as ErrorTree)[key] : undefined;
    return Array.isArray(v)
      ? v.filter((x): x is string => typeof x === "string")
      : typeof v === "string"
        ? [v]
        : [];
  }
}

type QueryValue = string | number | boolean | undefined | null | (string | number)[];

/** Untyped options, as the transport sees them. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  method?: HttpMethod;
}

export interface RawResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export type Transport = (method: string, url: string, body: unknown) => Promise<RawResponse>;

type Spec<N extends RouteName, M extends HttpMethod> = MethodOf<N, M>;

type Input<S, K extends string> = S extends { readonly [P in K]: infer X }
  ? z.input<SchemaOf<X> & z.ZodType>
  : never;

/**
 * A field a schema coerces (`z.coerce.number()`) takes anything as input; the client sends such a
 * field as text or a number (a form's value, an id).
 */
type Coerced<V> = unknown extends V ? string | number | boolean | null | undefined : V;
/** A query: the schema's input, where an optional field may also be null (left out of the address). */
type QueryInput<Q> = { [K in keyof Q]: Coerced<Q[K]> | (undefined extends Q[K] ? null : never) };
/** A body: the schema's input, coerced fields as text or numbers. */
type BodyInput<B> = B extends object ? { [K in keyof B]: Coerced<B[K]> } : B;

/** The path parameters of a call (`{ id: 12 }`): every parameter of the route, as text or number. */
export type ParamsOf<N extends RouteName, M extends HttpMethod> = [Input<Spec<N, M>, "params">] extends [
  never,
]
  ? Record<string, never>
  : { [K in keyof Input<Spec<N, M>, "params">]-?: string | number };
export type QueryOf<N extends RouteName, M extends HttpMethod> = [Input<Spec<N, M>, "query">] extends [never]
  ? Record<string, never>
  : QueryInput<Input<Spec<N, M>, "query">>;
export type BodyOf<N extends RouteName, M extends HttpMethod> = [Input<Spec<N, M>, "body">] extends [never]
  ? Record<string, never>
  : BodyInput<Input<Spec<N, M>, "body">>;
/** What a successful call of `name` with `method` answers. */
export type ResponseOf<N extends RouteName, M extends HttpMethod = "GET"> = AnswerOf<Spec<N, M>>;

/** The methods a route name answers. */
export type MethodsOf<N extends RouteName> = Extract<keyof ApiRouteMap[N], HttpMethod>;

export type TypedCallOptions<N extends RouteName, M extends HttpMethod> = {
  method?: M;
  params?: ParamsOf<N, M>;
  query?: QueryOf<N, M>;
  body?: BodyOf<N, M>;
};

export class ApiClient {
  constructor(
    readonly routes: Record<string, string>,
    private readonly transport: Transport,
  ) {}

  has(name: RouteName): boolean {
    return name in this.routes;
  }

  url<N extends RouteName>(
    name: N,
    params?: ParamsOf<N, MethodsOf<N>>,
    query?: QueryOf<N, MethodsOf<N>>,
  ): string;
  url(name: string, params: CallOptions["params"] = {}, query?: CallOptions["query"]): string {
    const template = this.routes[name];
    if (!template) throw new Error(`unknown route ${name}`);
    let path = template.replace(/\{(\w+)\}/g, (_, k) => {
      if (params[k] === undefined) throw new Error(`route ${name} needs ${k}`);
      return encodeURIComponent(String(params[k]));
    });
    if (query) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        if (v === undefined || v === null || v === "") continue;
        if (Array.isArray(v)) for (const x of v) qs.append(k, String(x));
        else qs.set(k, String(v));
      }
      const s = qs.toString();
      if (s) path += `?${s}`;
    }
    return path;
  }

  /** Calls a named route; resolves with the full response (status, headers) or throws ApiError. */
  raw<N extends RouteName, M extends MethodsOf<N>>(
    name: N,
    opts: TypedCallOptions<N, M>,
  ): Promise<RawResponse<ResponseOf<N, M>>>;
  async raw(name: string, opts: CallOptions = {}): Promise<RawResponse> {
    const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
    const res = await this.transport(
      method,
      this.url(name as RouteName, opts.params as never, opts.query as never),
      opts.body,
    );
    if (res.status >= 400) throw new ApiError(res.status, res.body as ErrorTree | null);
    return res;
  }

  /** A call with any method: `api.call("accounts:profile", { method: "PATCH", body })`. */
  call<N extends RouteName, M extends MethodsOf<N>>(
    name: N,
    opts: TypedCallOptions<N, M>,
  ): Promise<ResponseOf<N, M>>;
  async call(name: string, opts: CallOptions = {}): Promise<unknown> {
    return (await this.raw(name as never, opts as never)).body;
  }

  /** A GET: `api.get("stores:list", { kind })` answers the route's response type. */
  get<N extends RouteNameFor<"GET">>(
    name: N,
    query?: QueryOf<N, "GET">,
    params?: ParamsOf<N, "GET">,
  ): Promise<ResponseOf<N, "GET">>;
  get(name: string, query?: CallOptions["query"], params?: CallOptions["params"]): Promise<unknown> {
    return this.call(name as RouteName, { query, params } as never);
  }

  /** A POST: `api.post("cart:add", body)`. */
  post<N extends RouteNameFor<"POST">>(
    name: N,
    body?: BodyOf<N, "POST">,
    params?: ParamsOf<N, "POST">,
  ): Promise<ResponseOf<N, "POST">>;
  post(name: string, body: unknown = {}, params?: CallOptions["params"]): Promise<unknown> {
    return this.call(name as RouteName, { method: "POST", body, params } as never);
  }
}
