import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { BannerAdmin, bannerBody } from "../../../../contract/banner-admin.js";
import { banners } from "../../../db/schema.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";

type Body = z.output<typeof bannerBody>;

const toAdmin = (b: typeof banners.$inferSelect): BannerAdmin => ({
  id: b.id,
  placement: b.placement as BannerAdmin["placement"],
  title: b.title,
  subtitle: b.subtitle,
  url: b.linkUrl,
  color: b.color,
  position: b.position,
  is_active: b.isActive,
});

const columns = (b: Body) => ({
  placement: b.placement,
  title: b.title,
  subtitle: b.subtitle,
  linkUrl: b.url,
  color: b.color,
  position: b.position,
  isActive: b.is_active,
});

/** Every slide and banner, shown or not, in the home page's order (of equal positions, the newest first). */
export async function listBanners(ctx: AppContext): Promise<BannerAdmin[]> {
  const rows = await ctx.db
    .select()
    .from(banners)
    .orderBy(asc(banners.placement), asc(banners.position), desc(banners.id));
  return rows.map(toAdmin);
}

// The home page shows a change on its next request: catalog_banners bumps the catalogue version
// (migration 0005), which keys the home cache and the page cache.
export async function addBanner(ctx: AppContext, staff: SessionUser, b: Body): Promise<BannerAdmin> {
  const [row] = await ctx.db.insert(banners).values(columns(b)).returning();
  await audit(ctx.db, { actorId: staff.id, action: "create", entity: "banner", entityId: row!.id });
  return toAdmin(row!);
}

export async function updateBanner(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  b: Body,
): Promise<BannerAdmin> {
  const [row] = await ctx.db.update(banners).set(columns(b)).where(eq(banners.id, id)).returning();
  if (!row) throw notFound("catalog:admin.bannerNotFound");
  await audit(ctx.db, { actorId: staff.id, action: "update", entity: "banner", entityId: id });
  return toAdmin(row);
}

export async function deleteBanner(ctx: AppContext, staff: SessionUser, id: number): Promise<void> {
  const [row] = await ctx.db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (!row) throw notFound("catalog:admin.bannerNotFound");
  await audit(ctx.db, { actorId: staff.id, action: "delete", entity: "banner", entityId: id });
}
