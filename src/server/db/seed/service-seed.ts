import { asc, eq, sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.js";
import {
  invalidateDeviceTree,
  loadDeviceTree,
  type TreeModel,
} from "../../modules/device-selector/device-tree.js";
import type { AppContext } from "../../platform/context.js";
import {
  deviceColors,
  deviceManufacturers,
  deviceModels,
  deviceTypes,
  serviceOperationPrices,
  serviceOperationStores,
  serviceOperations,
  stores,
} from "../schema.js";
import { MODELS } from "./catalog-data.js";
import { DEVICE_MODELS } from "./device-models-data.js";
import { colorSlug, modelSlug } from "./device-selector-seed.js";
import { SALES_COLORS, salesModels } from "./service-models-data.js";
import { leiPrice, OPERATIONS, templatePrice } from "./service-operations-data.js";

type Db = AppContext["db"];

/** Adds the sales catalogue's devices the tree lacks, for service only (buy-back has no appraisal for them). */
async function addSalesModels(db: Db): Promise<void> {
  const tree = await loadDeviceTree(db);
  const missing = salesModels(MODELS).filter((m) => !tree.modelBySlug.has(m.slug));
  if (!missing.length) return;
  await db.transaction(async (tx) => {
    const types = new Map((await tx.select().from(deviceTypes)).map((t) => [t.slug, t.id]));
    const makers = new Map((await tx.select().from(deviceManufacturers)).map((m) => [m.name, m.id]));
    for (const [i, name] of [...new Set(missing.map((m) => m.seed.maker))]
      .filter((n) => !makers.has(n))
      .entries()) {
      const [row] = await tx
        .insert(deviceManufacturers)
        .values({ slug: slugify(name), name, position: 100 + i })
        .returning({ id: deviceManufacturers.id });
      makers.set(name, row.id);
    }
    const rows = await tx
      .insert(deviceModels)
      .values(
        missing.map((m, i) => ({
          slug: m.slug,
          typeId: types.get(m.seed.type)!,
          manufacturerId: makers.get(m.seed.maker)!,
          name: m.seed.name,
          releaseYear: m.year,
          // Current models the shop sells come before older ones of the same maker.
          position: -1000 + i,
          forBuyout: false,
          forService: true,
        })),
      )
      .returning({ id: deviceModels.id });
    await tx.insert(deviceColors).values(
      missing.flatMap((m, mi) =>
        m.seed.colors.map(([cs, hex], ci) => {
          const c = SALES_COLORS[cs] ?? { en: slugify(cs), ro: cs };
          return {
            slug: colorSlug(m.seed.name, c.en),
            modelId: rows[mi].id,
            names: { cs, ro: c.ro, en: c.en },
            hex,
            imageAlt: {
              cs: `${m.seed.maker} ${m.seed.name}, barva ${cs.toLowerCase()}`,
              ro: `${m.seed.maker} ${m.seed.name}, culoare ${c.ro.toLowerCase()}`,
              en: `${m.seed.maker} ${m.seed.name} in ${c.en}`,
            },
            position: ci,
          };
        }),
      ),
    );
  });
  invalidateDeviceTree(db);
}

/** A new-price estimate per model: the catalogue price where sold, else twice the buy-back A+ price. */
function deviceValues(): Map<string, number> {
  const values = new Map(DEVICE_MODELS.map((m) => [modelSlug(m.name), m.topPrice * 2]));
  for (const m of salesModels(MODELS)) values.set(m.slug, m.seed.price);
  return values;
}

function operationRows(model: TreeModel, value: number) {
  return OPERATIONS[model.type.slug as keyof typeof OPERATIONS].flatMap((t, ti) =>
    (t.perColor ? model.colors : [null]).map((color) => ({
      template: t,
      czk: templatePrice(t, value),
      row: {
        modelId: model.id,
        colorId: color?.id ?? null,
        code: t.code,
        names: color
          ? {
              cs: `${t.cs} (${color.names.cs})`,
              ro: `${t.ro} (${color.names.ro ?? color.names.cs})`,
              en: t.en,
            }
          : { cs: t.cs, ro: t.ro, en: t.en },
        descriptions: { cs: t.descCs, ro: t.descRo },
        durationMinutes: t.minutes,
        whileYouWait: t.whileYouWait,
        position: ti * 10,
      },
    })),
  );
}

/**
 * Service operations for every serviceable model (10+ each, colour-bound parts per colour), priced
 * for both markets, done by the market's service centres: all of them, or only the main one for
 * work that needs its equipment. Idempotent: does nothing once operations exist.
 */
export async function seedService(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(serviceOperations);
  if (n > 0) return;
  await addSalesModels(db);
  const tree = await loadDeviceTree(db);
  const centres = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.isServiceCenter, true))
    .orderBy(asc(stores.id));
  const values = deviceValues();
  const planned = tree.models
    .filter((m) => m.forService)
    .flatMap((m) => operationRows(m, values.get(m.slug) ?? 10_000));
  await db.transaction(async (tx) => {
    for (let i = 0; i < planned.length; i += 500) {
      const chunk = planned.slice(i, i + 500);
      const ids = await tx
        .insert(serviceOperations)
        .values(chunk.map((p) => p.row))
        .returning({ id: serviceOperations.id });
      await tx.insert(serviceOperationPrices).values(
        chunk.flatMap((p, j) => [
          { operationId: ids[j].id, market: "cz", price: p.czk * 100 },
          { operationId: ids[j].id, market: "ro", price: leiPrice(p.czk) * 100 },
        ]),
      );
      const links = chunk.flatMap((p, j) =>
        (p.template.mainOnly ? centres.slice(0, 1) : centres).map((s) => ({
          operationId: ids[j].id,
          storeId: s.id,
        })),
      );
      if (links.length) await tx.insert(serviceOperationStores).values(links);
    }
  });
}
