import { okResponse } from "../accounts.js";
import { bannerAdmin, bannerBody } from "../banner-admin.js";
import { idParams } from "../catalog-admin.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/banner-admin.routes.ts`. */
export const bannerAdminApi = {
  "catalog:admin-banners": {
    path: "/api/new/catalog/admin/banners/",
    GET: { response: { 200: z.array(bannerAdmin) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-banner-add": {
    path: "/api/new/catalog/admin/banners/",
    POST: { body: bannerBody, response: { 201: bannerAdmin }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-banner-update": {
    path: "/api/new/catalog/admin/banners/:id/",
    PUT: {
      params: idParams,
      body: bannerBody,
      response: { 200: bannerAdmin },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-banner-delete": {
    path: "/api/new/catalog/admin/banners/:id/",
    DELETE: { params: idParams, response: { 200: okResponse }, access: "staff", permission: "catalog" },
  },
} as const satisfies ApiRoutes;
