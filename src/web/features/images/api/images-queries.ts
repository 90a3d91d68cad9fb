import type { ImageEntityType } from "../../../../contract/images.js";
import type { ApiClient } from "../../../api/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The library's page of pictures, by term ("file set by term", spec §7). */
export const imagesQuery = (api: ApiClient, search: string, page: number) =>
  apiQuery(["images:list", search, page], () =>
    api.get("images:list", { search: search || undefined, page, page_size: 48 }),
  );

/** One picture with where it is shown. */
export const imageQuery = (api: ApiClient, id: number) =>
  apiQuery(["images:detail", id], () => api.get("images:detail", undefined, { id }));

/** A model's (category's, banner's) pictures in gallery order. */
export const galleryQuery = (api: ApiClient, entityType: ImageEntityType, entityId: number) =>
  apiQuery(["images:links", entityType, entityId], () =>
    api.get("images:links", { entity_type: entityType, entity_id: entityId }),
  );

/** Every images query's key starts with one of these: a change refreshes them all. */
export const IMAGE_KEYS = ["images:list", "images:detail", "images:links"] as const;
