import type { Language } from "../../../domain/market.js";
import type { Db } from "../../db/client.js";
import type { LocalizedText } from "../../db/schema/devices.js";
import { type DeviceTreeRows, selectDeviceTree } from "./device-selector.queries.js";

/**
 * The device tree held in memory. It is small (hundreds of rows), read on every selector and
 * appraisal call and changed rarely by staff, so reading it from the database per request would
 * only add round trips. Edits in this process invalidate it at once; other instances pick a
 * change up within TREE_TTL_MS.
 */
export const TREE_TTL_MS = 30_000;

type Row<K extends keyof DeviceTreeRows> = DeviceTreeRows[K][number];
export type TreeType = Row<"types">;
export type TreeMaker = Row<"makers">;
export type TreeColor = Row<"colors">;
export type TreeModel = Row<"models"> & { type: TreeType; maker: TreeMaker; colors: TreeColor[] };

export interface DeviceTree {
  types: TreeType[];
  makers: TreeMaker[];
  models: TreeModel[];
  typeBySlug: Map<string, TreeType>;
  makerBySlug: Map<string, TreeMaker>;
  modelBySlug: Map<string, TreeModel>;
  modelById: Map<number, TreeModel>;
  colorBySlug: Map<string, TreeColor>;
  colorById: Map<number, TreeColor>;
}

export function buildTree(rows: DeviceTreeRows): DeviceTree {
  const typeById = new Map(rows.types.map((t) => [t.id, t]));
  const makerById = new Map(rows.makers.map((m) => [m.id, m]));
  const models: TreeModel[] = rows.models.map((m) => ({
    ...m,
    type: typeById.get(m.typeId)!,
    maker: makerById.get(m.manufacturerId)!,
    colors: [],
  }));
  const modelById = new Map(models.map((m) => [m.id, m]));
  for (const c of rows.colors) modelById.get(c.modelId)?.colors.push(c);
  return {
    types: rows.types,
    makers: rows.makers,
    models,
    typeBySlug: new Map(rows.types.map((t) => [t.slug, t])),
    makerBySlug: new Map(rows.makers.map((m) => [m.slug, m])),
    modelBySlug: new Map(models.map((m) => [m.slug, m])),
    modelById,
    colorBySlug: new Map(rows.colors.map((c) => [c.slug, c])),
    colorById: new Map(rows.colors.map((c) => [c.id, c])),
  };
}

const cache = new WeakMap<Db, { at: number; tree: Promise<DeviceTree> }>();

export function loadDeviceTree(db: Db, now = Date.now()): Promise<DeviceTree> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TREE_TTL_MS) return hit.tree;
  const tree = selectDeviceTree(db).then(buildTree);
  cache.set(db, { at: now, tree });
  // A failed load must not stay cached.
  tree.catch(() => cache.delete(db));
  return tree;
}

/** Call after any change to the device tables. */
export function invalidateDeviceTree(db: Db): void {
  cache.delete(db);
}

export function localize(text: LocalizedText, lang: Language): string {
  return text[lang] ?? text.cs;
}
