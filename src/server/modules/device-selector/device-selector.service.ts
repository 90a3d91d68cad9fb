import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type Choice,
  type ColorChoice,
  choicesResponse,
  colorChoicesResponse,
  colorsQuery,
  manufacturersQuery,
  modelsQuery,
  type SelectedChoices,
  type SelectorChoices,
  selectionQuery,
  selectorUrlResponse,
} from "../../../contract/device-selector.js";
import {
  buildSelectorUrl,
  type DeviceSelection,
  EMPTY_SELECTION,
  parseSelection,
} from "../../../domain/device-selection.js";
import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { type DeviceModelChange, updateDeviceModel } from "./device-selector.queries.js";
import {
  type DeviceTree,
  invalidateDeviceTree,
  loadDeviceTree,
  localize,
  type TreeColor,
  type TreeModel,
} from "./device-tree.js";

/**
 * The module's public surface: the rules below, the in-memory device tree other areas read (ids
 * and labels of their records' devices; call `invalidateDeviceTree` after writing to the device
 * tables) and the choice calls each area mounts under its own names (`registerSelectorRoutes`).
 */
export type { DeviceModelChange } from "./device-selector.queries.js";
export {
  type DeviceTree,
  invalidateDeviceTree,
  loadDeviceTree,
  localize,
  type TreeColor,
  type TreeMaker,
  type TreeModel,
  type TreeType,
} from "./device-tree.js";

/**
 * The shared device selector (type → manufacturer → model → colour) for buy-back and service.
 * Each area passes its scope: which models it offers, the language of labels, and its page path
 * (URLs point at the area's own page).
 */
export interface SelectorScope {
  purpose: "buyback" | "service";
  lang: Language;
  /** The area's page, e.g. `/vykup/`; selector URLs are built on it. */
  basePath: string;
}

const offered = (scope: SelectorScope) => (m: TreeModel) =>
  scope.purpose === "buyback" ? m.forBuyout : m.forService;

function unknownChoice(field: string): ValidationError {
  return new ValidationError({ [field]: ["validation.choice"] });
}

const toChoice = (value: string, label: string): Choice => ({ value, label });

function colorToChoice(c: TreeColor, lang: Language): ColorChoice {
  return {
    value: c.slug,
    label: localize(c.names, lang),
    image_alt: localize(c.imageAlt, lang),
    image: c.imageUrl,
    hex: c.hex,
  };
}

function typeList(tree: DeviceTree, scope: SelectorScope): Choice[] {
  const used = new Set(tree.models.filter(offered(scope)).map((m) => m.typeId));
  return tree.types.filter((t) => used.has(t.id)).map((t) => toChoice(t.slug, localize(t.names, scope.lang)));
}

function makerList(tree: DeviceTree, scope: SelectorScope, typeSlug: string): Choice[] {
  const used = new Set(
    tree.models.filter((m) => offered(scope)(m) && m.type.slug === typeSlug).map((m) => m.manufacturerId),
  );
  return tree.makers.filter((m) => used.has(m.id)).map((m) => toChoice(m.slug, m.name));
}

function modelList(tree: DeviceTree, scope: SelectorScope, typeSlug: string, makerSlug: string): TreeModel[] {
  return tree.models.filter(
    (m) => offered(scope)(m) && m.type.slug === typeSlug && m.maker.slug === makerSlug,
  );
}

/** The selection cut at the first level that is unknown or does not belong under its parent. */
function validPrefix(tree: DeviceTree, scope: SelectorScope, wanted: DeviceSelection): DeviceSelection {
  const out: DeviceSelection = { ...EMPTY_SELECTION };
  if (!wanted.type || !typeList(tree, scope).some((c) => c.value === wanted.type)) return out;
  out.type = wanted.type;
  if (!wanted.manufacturer || !makerList(tree, scope, out.type).some((c) => c.value === wanted.manufacturer))
    return out;
  out.manufacturer = wanted.manufacturer;
  const model = wanted.model ? tree.modelBySlug.get(wanted.model) : undefined;
  if (
    !model ||
    !offered(scope)(model) ||
    model.type.slug !== out.type ||
    model.maker.slug !== out.manufacturer
  )
    return out;
  out.model = model.slug;
  const color = wanted.color ? tree.colorBySlug.get(wanted.color) : undefined;
  if (!color || color.modelId !== model.id) return out;
  out.color = color.slug;
  return out;
}

export async function typeChoices(ctx: AppContext, scope: SelectorScope) {
  const tree = await loadDeviceTree(ctx.db);
  return { choices: typeList(tree, scope), url: scope.basePath };
}

export async function manufacturerChoices(ctx: AppContext, scope: SelectorScope, type: string) {
  const tree = await loadDeviceTree(ctx.db);
  const choices = makerList(tree, scope, type);
  if (!choices.length) throw unknownChoice("type");
  return { choices, url: buildSelectorUrl(scope.basePath, { ...EMPTY_SELECTION, type }) };
}

export async function modelChoices(
  ctx: AppContext,
  scope: SelectorScope,
  type: string,
  manufacturer: string,
) {
  const tree = await loadDeviceTree(ctx.db);
  if (!typeList(tree, scope).some((c) => c.value === type)) throw unknownChoice("type");
  const models = modelList(tree, scope, type, manufacturer);
  if (!models.length) throw unknownChoice("manufacturer");
  return {
    choices: models.map((m) => toChoice(m.slug, m.name)),
    url: buildSelectorUrl(scope.basePath, { ...EMPTY_SELECTION, type, manufacturer }),
  };
}

/** Colours of a model; type and manufacturer, when sent, must be the model's own. */
export async function colorChoices(
  ctx: AppContext,
  scope: SelectorScope,
  q: { type?: string; manufacturer?: string; model: string },
) {
  const tree = await loadDeviceTree(ctx.db);
  const model = tree.modelBySlug.get(q.model);
  if (!model || !offered(scope)(model)) throw unknownChoice("model");
  if (q.type && q.type !== model.type.slug) throw unknownChoice("type");
  if (q.manufacturer && q.manufacturer !== model.maker.slug) throw unknownChoice("manufacturer");
  const selection = { type: model.type.slug, manufacturer: model.maker.slug, model: model.slug, color: null };
  return {
    choices: model.colors.map((c) => colorToChoice(c, scope.lang)),
    url: buildSelectorUrl(scope.basePath, selection),
  };
}

export interface RestoredSelection {
  selection: DeviceSelection;
  selected_choices: SelectedChoices;
  choices: SelectorChoices;
  url: string;
  model: TreeModel | null;
  color: TreeColor | null;
}

/**
 * Everything a page needs to render a selection from its URL in one answer: the valid part of
 * the selection, the choices of every level down to the first empty one, and the canonical URL.
 * `extra` parameters (e.g. condition answers) are carried into the URL unchanged.
 */
export async function restoreSelection(
  ctx: AppContext,
  scope: SelectorScope,
  params: Record<string, unknown>,
  extra: Record<string, string> = {},
): Promise<RestoredSelection> {
  const tree = await loadDeviceTree(ctx.db);
  const sel = validPrefix(tree, scope, parseSelection(params));
  const model = sel.model ? tree.modelBySlug.get(sel.model)! : null;
  const color = sel.color ? tree.colorBySlug.get(sel.color)! : null;
  return {
    selection: sel,
    selected_choices: {
      product_type: sel.type,
      product_manufacturer: sel.manufacturer,
      product_model: sel.model,
      product_color: sel.color,
    },
    choices: {
      product_type: typeList(tree, scope),
      product_manufacturer: sel.type ? makerList(tree, scope, sel.type) : [],
      product_model:
        sel.type && sel.manufacturer
          ? modelList(tree, scope, sel.type, sel.manufacturer).map((m) => toChoice(m.slug, m.name))
          : [],
      product_color: model ? model.colors.map((c) => colorToChoice(c, scope.lang)) : [],
    },
    url: buildSelectorUrl(scope.basePath, sel, color ? extra : {}),
    model,
    color,
  };
}

/** The canonical URL of a selection; any level that does not fit is refused with a field error. */
export async function selectorUrl(
  ctx: AppContext,
  scope: SelectorScope,
  params: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const wanted = parseSelection(params);
  const restored = await restoreSelection(ctx, scope, params, extra);
  for (const level of ["type", "manufacturer", "model", "color"] as const) {
    const sent = params[level];
    if (sent !== undefined && sent !== "" && restored.selection[level] !== sent) throw unknownChoice(level);
    if (wanted[level] !== restored.selection[level]) break;
  }
  return { url: restored.url, selected_choices: restored.selected_choices };
}

/** A colour with its model, for callers that work on a chosen device (appraisal, service operations). */
export async function findColor(ctx: AppContext, scope: Pick<SelectorScope, "purpose">, colorSlug: string) {
  const tree = await loadDeviceTree(ctx.db);
  const color = tree.colorBySlug.get(colorSlug);
  if (!color) return null;
  const model = tree.modelById.get(color.modelId)!;
  if (!(scope.purpose === "buyback" ? model.forBuyout : model.forService)) return null;
  return { color, model };
}

/** Changes a model's name, release year or the areas that offer it (staff); this process reloads the tree at once. */
export async function changeModel(
  ctx: AppContext,
  modelId: number,
  change: DeviceModelChange,
): Promise<void> {
  if (Object.keys(change).length) await updateDeviceModel(ctx.db, modelId, change);
  invalidateDeviceTree(ctx.db);
}

/** Labels of a device for e-mails and staff screens: "Apple iPhone 15 Pro, Černý titan". */
export async function describeColor(ctx: AppContext, colorId: number, lang: Language) {
  const tree = await loadDeviceTree(ctx.db);
  const color = tree.colorById.get(colorId);
  if (!color) return null;
  const model = tree.modelById.get(color.modelId)!;
  return {
    type: localize(model.type.names, lang),
    manufacturer: model.maker.name,
    model: model.name,
    color: localize(color.names, lang),
    selection: {
      type: model.type.slug,
      manufacturer: model.maker.slug,
      model: model.slug,
      color: color.slug,
    } as DeviceSelection,
  };
}

export interface SelectorRoutesOptions {
  /** Route-name prefix: `buyback` gives `buyback:types`, `buyback:manufacturers`, … */
  area: string;
  /** Path prefix, e.g. `/api/new/buyback`; the calls live under `<prefix>/selector/…/`. */
  prefix: string;
  scope: (req: FastifyRequest) => SelectorScope;
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
      return typeChoices(ctx, opts.scope(req));
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
      return manufacturerChoices(ctx, opts.scope(req), req.query.type);
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
      return modelChoices(ctx, opts.scope(req), req.query.type, req.query.manufacturer);
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
      return colorChoices(ctx, opts.scope(req), req.query);
    },
  );

  app.get(
    `${base}/url/`,
    {
      schema: { querystring: selectionQuery, response: { 200: selectorUrlResponse } },
      config: { name: `${opts.area}:selector-url` },
    },
    async (req) => selectorUrl(ctx, opts.scope(req), req.query),
  );
}
