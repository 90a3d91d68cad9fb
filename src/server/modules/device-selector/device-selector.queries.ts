import { asc } from "drizzle-orm";
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
