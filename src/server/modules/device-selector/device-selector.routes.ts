import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  choicesResponse,
  colorChoicesResponse,
  colorsQuery,
  manufacturersQuery,
  modelsQuery,
  selectionQuery,
  selectorUrlResponse,
} from "../../../contract/device-selector.js";
import * as selector from "./device-selector.service.js";

export interface SelectorRoutesOptions {
  /** Route-name prefix: `buyback` gives `buyback:types`, `buyback:manufacturers`, … */
  area: string;
  /** Path prefix, e.g. `/api/new/buyback`; the calls live under `<prefix>/selector/…/`. */
  prefix: string;
  scope: (req: FastifyRequest) => selector.SelectorScope;
}

/** Selector choices are the same for every visitor: short shared caching takes load off the app. */
const CACHE = "public, max-age=60";

/**
 * The per-level choice calls of the device selector, registered under an area's names. Buy-back
 * and service call this with their own area, path and scope; each area writes its own
 * `<area>:selector` call, since what follows the colour differs (appraisal vs service operations).
 */
export function registerSelectorRoutes(root: FastifyInstance, opts: SelectorRoutesOptions): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const base = `${opts.prefix}/selector`;

  app.get(
    `${base}/types/`,
    { schema: { response: { 200: choicesResponse } }, config: { name: `${opts.area}:types` } },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return selector.typeChoices(ctx, opts.scope(req));
    },
  );

  app.get(
    `${base}/manufacturers/`,
    {
      schema: { querystring: manufacturersQuery, response: { 200: choicesResponse } },
      config: { name: `${opts.area}:manufacturers` },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return selector.manufacturerChoices(ctx, opts.scope(req), req.query.type);
    },
  );

  app.get(
    `${base}/models/`,
    {
      schema: { querystring: modelsQuery, response: { 200: choicesResponse } },
      config: { name: `${opts.area}:models` },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return selector.modelChoices(ctx, opts.scope(req), req.query.type, req.query.manufacturer);
    },
  );

  app.get(
    `${base}/colors/`,
    {
      schema: { querystring: colorsQuery, response: { 200: colorChoicesResponse } },
      config: { name: `${opts.area}:colors` },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return selector.colorChoices(ctx, opts.scope(req), req.query);
    },
  );

  app.get(
    `${base}/url/`,
    {
      schema: { querystring: selectionQuery, response: { 200: selectorUrlResponse } },
      config: { name: `${opts.area}:selector-url` },
    },
    async (req) => selector.selectorUrl(ctx, opts.scope(req), req.query),
  );
}
