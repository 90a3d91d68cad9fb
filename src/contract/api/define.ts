import type { ZodType, z } from "zod";
import type { Market } from "../../domain/market.js";
import type { Permission } from "../../domain/staff-permissions.js";

/**
 * The typed API (issue 15): every route the server registers under a name (`area:thing`) is
 * written here once, with its path and, per method, the zod schemas of its params, query, body and
 * answers. The server registers each route from its entry (`server/platform/api-routes.ts`), and
 * the web's `ApiClient` (`contract/api-client.ts`) takes its argument and answer types from it, so
 * the two cannot drift. The browser imports only the types: the schemas stay out of its bundles.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A schema that differs per market (the country's postcode or ID rules, the market's feeds). */
export interface PerMarket<S extends ZodType = ZodType> {
  readonly perMarket: (market: Market) => S;
}

/** Written as `perMarket((m) => sellBody(m.code))`: the server builds it with its own market. */
export const perMarket = <S extends ZodType>(build: (market: Market) => S): PerMarket<S> => ({
  perMarket: build,
});

/**
 * An answer no schema checks (a file, a stream, a redirect, the page HTML): the type the client
 * sees, for typing only. Documented at the route; Fastify sends such an answer as the handler gives it.
 */
export interface Unchecked<T> {
  readonly unchecked: true;
  /** Never set: carries the type. */
  readonly type?: T;
}
export const unchecked = <T>(): Unchecked<T> => ({ unchecked: true });

type Schema = ZodType | PerMarket;

export interface MethodSpec {
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Answers by status, as Fastify's `schema.response` (`{ 200: x }`, `{ 201: x }`). */
  readonly response?: { readonly [status: number]: ZodType };
  /** What the answer is when no response schema checks it (files, streams). */
  readonly answer?: Unchecked<unknown>;
  /** Who may call (platform/access.ts); public when absent. */
  readonly access?: "public" | "user" | "staff" | "supervisor" | "admin";
  /** The staff area it belongs to (domain/staff-permissions.ts): staff without it are refused. */
  readonly permission?: Permission;
}

export type RouteSpec = { readonly path: string } & { readonly [M in HttpMethod]?: MethodSpec };

export type ApiRoutes = Readonly<Record<string, RouteSpec>>;

/** The schema itself, or what a per-market builder gives. */
export type SchemaOf<S> = S extends PerMarket<infer Z> ? Z : S extends ZodType ? S : undefined;

type Lowest2xx<R> = R extends { readonly 200: infer S }
  ? S
  : R extends { readonly 201: infer S }
    ? S
    : R extends { readonly 202: infer S }
      ? S
      : R extends { readonly 204: infer S }
        ? S
        : never;

/** What a successful call answers: the output of its 2xx schema, the unchecked type, or unknown. */
export type AnswerOf<S> = S extends { readonly response: infer R }
  ? Lowest2xx<R> extends infer Z extends ZodType
    ? z.output<Z>
    : unknown
  : S extends { readonly answer: Unchecked<infer T> }
    ? T
    : unknown;
