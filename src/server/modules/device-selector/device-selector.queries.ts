import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { deviceColors, deviceManufacturers, deviceModels, deviceTypes } from "../../db/schema.js";

/** The whole device tree in four set-based reads (a few hundred rows at most). */
export async function selectDeviceTree(db: DbOrTx) {
  const [types, makers, models, colors] = await Promise.all([
    db.select().from(deviceTypes).orderBy(asc(deviceTypes.position), asc(deviceTypes.id)),
    db
      .select()
      .from(deviceManufacturers)
      .orderBy(asc(deviceManufacturers.position), asc(deviceManufacturers.name)),
    db.select().from(deviceModels).orderBy(asc(deviceModels.position), asc(deviceModels.id)),
    db.select().from(deviceColors).orderBy(asc(deviceColors.position), asc(deviceColors.id)),
  ]);
  return { types, makers, models, colors };
}

export type DeviceTreeRows = Awaited<ReturnType<typeof selectDeviceTree>>;

export type DeviceModelChange = Pick<
  Partial<typeof deviceModels.$inferInsert>,
  "name" | "releaseYear" | "forBuyout" | "forService"
>;

export async function updateDeviceModel(db: DbOrTx, id: number, set: DeviceModelChange): Promise<void> {
  await db.update(deviceModels).set(set).where(eq(deviceModels.id, id));
}
