import { sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.js";
import { invalidateDeviceTree } from "../../modules/device-selector/device-tree.js";
import type { AppContext } from "../../platform/context.js";
import { deviceColors, deviceManufacturers, deviceModels, deviceTypes } from "../schema.js";
import { COLORS } from "./device-colors-data.js";
import { DEVICE_MAKERS, DEVICE_MODELS, DEVICE_TYPES } from "./device-models-data.js";

export const modelSlug = (name: string) => slugify(name);
export const colorSlug = (model: string, colorKey: string) => `${modelSlug(model)}-${slugify(colorKey)}`;

/** Seeds the shared device tree once (idempotent: skips when any type exists). */
export async function seedDevices(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(deviceTypes);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const types = await tx
      .insert(deviceTypes)
      .values(
        DEVICE_TYPES.map((t, i) => ({ slug: t.slug, names: { cs: t.cs, ro: t.ro, en: t.en }, position: i })),
      )
      .returning();
    const makers = await tx
      .insert(deviceManufacturers)
      .values(DEVICE_MAKERS.map((name, i) => ({ slug: slugify(name), name, position: i })))
      .returning();
    const typeId = new Map(types.map((t) => [t.slug, t.id]));
    const makerId = new Map(makers.map((m) => [m.name, m.id]));
    const models = await tx
      .insert(deviceModels)
      .values(
        DEVICE_MODELS.map((m, i) => ({
          slug: modelSlug(m.name),
          typeId: typeId.get(m.type)!,
          manufacturerId: makerId.get(m.maker)!,
          name: m.name,
          releaseYear: m.year,
          position: i,
        })),
      )
      .returning({ id: deviceModels.id });
    await tx.insert(deviceColors).values(
      DEVICE_MODELS.flatMap((m, mi) =>
        m.colors.map((key, ci) => {
          const c = COLORS[key];
          return {
            slug: colorSlug(m.name, key),
            modelId: models[mi].id,
            names: { cs: c.cs, ro: c.ro, en: key },
            hex: c.hex,
            imageUrl: null,
            imageAlt: {
              cs: `${m.maker} ${m.name}, barva ${c.cs.toLowerCase()}`,
              ro: `${m.maker} ${m.name}, culoare ${c.ro.toLowerCase()}`,
              en: `${m.maker} ${m.name} in ${key}`,
            },
            position: ci,
          };
        }),
      ),
    );
  });
  invalidateDeviceTree(db);
}
