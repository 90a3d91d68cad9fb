import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { banners } from "../../../db/schema.js";

export type BannerRow = typeof banners.$inferSelect;
export type BannerColumns = Omit<typeof banners.$inferInsert, "id">;

/** Every slide and banner, shown or not, in the home page's order (of equal positions, the newest first). */
export function allBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.placement), asc(banners.position), desc(banners.id));
}

export async function insertBanner(db: DbOrTx, values: BannerColumns): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

/** The banner as saved, or undefined when there is none with that id. */
export async function updateBanner(
  db: DbOrTx,
  id: number,
  values: BannerColumns,
): Promise<BannerRow | undefined> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row;
}

/** Whether a banner with that id was there to delete. */
export async function deleteBanner(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}
