import type { ImageEntityType } from "../../../contract/images.js";
import type { AppContext } from "../../platform/context.js";

/**
 * The CDN's surrogate keys of the answers that show an entity's pictures (the keys their routes
 * set): a model's own product answers (`master-<id>`) and the lists, search and home that show its
 * cards; a category's photo in the category lists and the home page; banners on the home page;
 * a store's photo on the stores' answers. The app's own caches need no purge: a change of
 * `image_links` moves the catalogue version (migration images_catalog_version).
 */
export function shownUnder(entityType: ImageEntityType | string, entityId: number): string[] {
  switch (entityType) {
    case "master_product":
      return [`master-${entityId}`, "catalog products", "catalog search", "catalog home", "home products"];
    case "category":
      return ["catalog categories", "catalog home"];
    case "banner":
      return ["catalog home"];
    default:
      return ["stores"];
  }
}

/** The surrogate key of an image's own variant files (`images:variant`), for when its files go. */
export const imageFilesKey = (hash: string) => `image-${hash}`;

/** Fastly takes at most 256 keys a call. */
const KEYS_PER_PURGE = 256;

/**
 * Purges the CDN's copies of what a committed change altered (soft: the CDN may serve the stale
 * copy while it fetches the new one). A CDN failure is logged, never undoes the staff's change:
 * the shared copies expire on their own after `s-maxage` (5 minutes).
 */
export async function purgeShown(ctx: AppContext, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += KEYS_PER_PURGE) {
    try {
      await ctx.cdn.purgeKeys(unique.slice(i, i + KEYS_PER_PURGE), true);
    } catch (err) {
      console.warn(`images: CDN purge failed (${(err as Error).message}); copies expire after s-maxage`);
    }
  }
}
