import type { z } from "zod";
import type { BannerAdmin, bannerBody } from "../../../../contract/banner-admin.js";
import { audit } from "../../../platform/audit.js";
import type { AppContext } from "../../../platform/context.js";
import { notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import * as q from "./banners.queries.js";

type Body = z.output<typeof bannerBody>;

const toAdmin = (b: q.BannerRow): BannerAdmin => ({
  id: b.id,
  placement: b.placement as BannerAdmin["placement"],
  title: b.title,
  subtitle: b.subtitle,
  url: b.linkUrl,
  color: b.color,
  position: b.position,
  is_active: b.isActive,
});

const columns = (b: Body): q.BannerColumns => ({
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
  return (await q.allBanners(ctx.db)).map(toAdmin);
}

// The home page shows a change on its next request: catalog_banners bumps the catalogue version
// (migration 0005), which keys the home cache and the page cache.
export async function addBanner(ctx: AppContext, staff: SessionUser, b: Body): Promise<BannerAdmin> {
  const row = await q.insertBanner(ctx.db, columns(b));
  await audit(ctx.db, { actorId: staff.id, action: "create", entity: "banner", entityId: row.id });
  return toAdmin(row);
}

export async function updateBanner(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  b: Body,
): Promise<BannerAdmin> {
  const row = await q.updateBanner(ctx.db, id, columns(b));
  if (!row) throw notFound("catalog:admin.bannerNotFound");
  await audit(ctx.db, { actorId: staff.id, action: "update", entity: "banner", entityId: id });
  return toAdmin(row);
}

export async function deleteBanner(ctx: AppContext, staff: SessionUser, id: number): Promise<void> {
  if (!(await q.deleteBanner(ctx.db, id))) throw notFound("catalog:admin.bannerNotFound");
  await audit(ctx.db, { actorId: staff.id, action: "delete", entity: "banner", entityId: id });
}
