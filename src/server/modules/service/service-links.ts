import type { AppContext } from "../../platform/context.js";

/** The public status page of a repair order or claim: `/servis/zakazka/<public id>/`. */
export function statusPath(ctx: AppContext, publicId: string): string {
  return `/${ctx.market.slugs.service}/${ctx.market.serviceSlugs.status}/${publicId}/`;
}
