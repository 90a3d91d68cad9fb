import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import type { HttpMethod, MethodSpec, PerMarket, SchemaOf } from "../../contract/api/define.js";
import {
  type MethodOf,
  type RouteName,
  type RouteNameFor,
  apiRoutes as routeMap,
} from "../../contract/api/route-map.js";

/** Fastify's schema for a route's method spec in the map (`query` is Fastify's `querystring`). */
export type ServerSchema<S> = {
  params: S extends { readonly params: infer P } ? SchemaOf<P> : undefined;
  querystring: S extends { readonly query: infer Q } ? SchemaOf<Q> : undefined;
  body: S extends { readonly body: infer B } ? SchemaOf<B> : undefined;
  response: S extends { readonly response: infer R } ? R : undefined;
};

type Schema<N extends RouteName, M extends HttpMethod> = ServerSchema<MethodOf<N, M>>;

/** Fastify's route options with their handler, typed by the map entry's schemas through the zod type provider. */
type TypedRoute<N extends RouteName, M extends HttpMethod> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema<N, M>,
  ZodTypeProvider
>;

export type ApiHandler<N extends RouteName, M extends HttpMethod> = TypedRoute<N, M>["handler"];

/** What a registration adds to its map entry: Fastify's route options but the path, schema, name and access. */
export type ApiRouteOptions<N extends RouteName, M extends HttpMethod> = Omit<
  TypedRoute<N, M>,
  "handler" | "schema" | "config"
> & { config?: Omit<FastifyContextConfig, "name" | "access" | "permission"> };

interface Register<M extends HttpMethod> {
  <N extends RouteNameFor<M>>(name: N, handler: ApiHandler<N, M>): void;
  <N extends RouteNameFor<M>>(name: N, options: ApiRouteOptions<N, M>, handler: ApiHandler<N, M>): void;
}

export interface ApiRegistrar {
  get: Register<"GET">;
  post: Register<"POST">;
  put: Register<"PUT">;
  patch: Register<"PATCH">;
  delete: Register<"DELETE">;
}

const isPerMarket = (s: ZodType | PerMarket): s is PerMarket => "perMarket" in s;

/**
 * Registers routes from the typed API map (`contract/api/`): `route.get("stores:list", handler)`
 * takes the method's path, schemas and access from the map entry, so the server answers exactly
 * what the browser's typed client expects; the handler is typed by the entry's schemas as with
 * `app.get(path, { schema }, handler)`. A per-market schema is built with this server's market.
 */
export function apiRoutes(app: FastifyInstance): ApiRegistrar {
  const register =
    <M extends HttpMethod>(method: M): Register<M> =>
    (name: RouteName, ...rest: unknown[]) => {
      const handler = rest[rest.length - 1] as RouteHandlerMethod;
      const options = (rest.length > 1 ? rest[0] : {}) as ApiRouteOptions<RouteName, M>;
      const entry = routeMap[name] as { path: string } & Partial<Record<HttpMethod, MethodSpec>>;
      const spec = entry[method];
      if (!spec) throw new Error(`${name} has no ${method} in the API map`);
      const build = (s: ZodType | PerMarket) => (isPerMarket(s) ? s.perMarket(app.ctx.market) : s);
      const schema: FastifySchema = {};
      if (spec.params) schema.params = build(spec.params);
      if (spec.query) schema.querystring = build(spec.query);
      if (spec.body) schema.body = build(spec.body);
      if (spec.response) schema.response = spec.response;
      app.route({
        ...(options as RouteShorthandOptions),
        method,
        url: entry.path,
        schema,
        config: {
          ...options.config,
          name,
          ...(spec.access ? { access: spec.access } : {}),
          ...(spec.permission ? { permission: spec.permission } : {}),
        },
        handler,
      });
    };
  return {
    get: register("GET"),
    post: register("POST"),
    put: register("PUT"),
    patch: register("PATCH"),
    delete: register("DELETE"),
  };
}
