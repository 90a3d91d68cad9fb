import { idParams } from "../common.js";
import {
  altBody,
  entityLinks,
  entityLinksQuery,
  imageDetail,
  imageLink,
  imageList,
  imageListQuery,
  linkBody,
  orderBody,
  uploadedImages,
  variantParams,
} from "../images.js";
import { z } from "../z.js";
import { type ApiRoutes, unchecked } from "./define.js";

const staff = { access: "staff", permission: "catalog" } as const;
const ok = z.object({ ok: z.literal(true), message: z.string() });

/** The routes of `server/modules/images/images.routes.ts` (issue 18). */
export const imagesApi = {
  /** A variant's bytes, public and cached for a year: its name is its content (domain/image-variants.ts). */
  "images:variant": {
    path: "/images/:name",
    GET: { params: variantParams, answer: unchecked<Blob>() /* AVIF or WebP */ },
  },
  "images:list": {
    path: "/api/new/images/admin/images/",
    GET: { query: imageListQuery, response: { 200: imageList }, ...staff },
    /** multipart/form-data, one or more `files` parts; refused files answer 400 per file index. */
    POST: { response: { 201: uploadedImages }, ...staff },
  },
  "images:detail": {
    path: "/api/new/images/admin/images/:id/",
    GET: { params: idParams, response: { 200: imageDetail }, ...staff },
    PATCH: { params: idParams, body: altBody, response: { 200: imageDetail }, ...staff },
    /** Refused (409) while the picture is shown anywhere. */
    DELETE: { params: idParams, response: { 200: ok }, ...staff },
  },
  "images:links": {
    path: "/api/new/images/admin/links/",
    GET: { query: entityLinksQuery, response: { 200: entityLinks }, ...staff },
    POST: { body: linkBody, response: { 201: imageLink }, ...staff },
  },
  "images:links-order": {
    path: "/api/new/images/admin/links/order/",
    PUT: { body: orderBody, response: { 200: entityLinks }, ...staff },
  },
  "images:link": {
    path: "/api/new/images/admin/links/:id/",
    DELETE: { params: idParams, response: { 200: ok }, ...staff },
  },
  "images:link-main": {
    path: "/api/new/images/admin/links/:id/main/",
    POST: { params: idParams, response: { 200: entityLinks }, ...staff },
  },
} as const satisfies ApiRoutes;
