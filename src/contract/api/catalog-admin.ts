import { okResponse } from "../accounts.js";
import {
  attribute,
  attributeBody,
  attributeGroup,
  attributeGroupBody,
  attributePatch,
  category,
  categoryBody,
  categoryMoveBody,
  categoryPatch,
  categoryTreeNode,
  choice,
  idParams,
  manufacturerOption,
  masterAdmin,
  masterGridQuery,
  masterGridResponse,
  masterGridRow,
  masterPatch,
  productAdmin,
  productCategoriesBody,
  productPatch,
  typeCategoryOption,
  typeDeviceOption,
} from "../catalog-admin.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/catalog-admin.routes.ts`. */
export const catalogAdminApi = {
  "catalog:admin-type-categories": {
    path: "/api/new/catalog/admin/type-categories/",
    GET: { response: { 200: z.array(typeCategoryOption) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-categories-tree": {
    path: "/api/new/catalog/admin/categories-tree/",
    GET: { response: { 200: z.array(categoryTreeNode) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-categories": {
    path: "/api/new/catalog/admin/categories/",
    GET: { response: { 200: z.array(category) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-manufacturers": {
    path: "/api/new/catalog/admin/manufacturers/",
    GET: { response: { 200: z.array(manufacturerOption) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-type-devices": {
    path: "/api/new/catalog/admin/type-devices/",
    GET: { response: { 200: z.array(typeDeviceOption) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-category-add": {
    path: "/api/new/catalog/admin/categories/",
    POST: { body: categoryBody, response: { 201: category }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-category-update": {
    path: "/api/new/catalog/admin/categories/:id/",
    PATCH: {
      params: idParams,
      body: categoryPatch,
      response: { 200: category },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-category-move": {
    path: "/api/new/catalog/admin/categories/:id/move/",
    PATCH: {
      params: idParams,
      body: categoryMoveBody,
      response: { 200: category },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-category-delete": {
    path: "/api/new/catalog/admin/categories/:id/",
    DELETE: { params: idParams, response: { 200: okResponse }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-product-categories-add": {
    path: "/api/new/catalog/admin/product-categories/add/",
    POST: {
      body: productCategoriesBody,
      response: { 200: z.object({ ok: z.literal(true), changed: z.number(), message: z.string() }) },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-product-categories-remove": {
    path: "/api/new/catalog/admin/product-categories/remove/",
    POST: {
      body: productCategoriesBody,
      response: { 200: z.object({ ok: z.literal(true), changed: z.number(), message: z.string() }) },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-master-products": {
    path: "/api/new/catalog/admin/master-products/",
    GET: {
      query: masterGridQuery,
      response: { 200: masterGridResponse },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-master-product": {
    path: "/api/new/catalog/admin/master-products/:id/",
    GET: { params: idParams, response: { 200: masterAdmin }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-master-product-update": {
    path: "/api/new/catalog/admin/master-products/:id/",
    PATCH: {
      params: idParams,
      body: masterPatch,
      response: { 200: masterGridRow },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-product-update": {
    path: "/api/new/catalog/admin/products/:id/",
    PATCH: {
      params: idParams,
      body: productPatch,
      response: { 200: productAdmin },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-attr-name-choices": {
    path: "/api/new/product/admin-product-attributes/attr-name-choices/",
    GET: { response: { 200: z.array(choice) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-attributes": {
    path: "/api/new/catalog/admin/attributes/",
    GET: { response: { 200: z.array(attribute) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-attribute-add": {
    path: "/api/new/catalog/admin/attributes/",
    POST: { body: attributeBody, response: { 201: attribute }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-attribute-update": {
    path: "/api/new/catalog/admin/attributes/:id/",
    PATCH: {
      params: idParams,
      body: attributePatch,
      response: { 200: attribute },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-attribute-groups": {
    path: "/api/new/catalog/admin/attribute-groups/",
    GET: { response: { 200: z.array(attributeGroup) }, access: "staff", permission: "catalog" },
  },
  "catalog:admin-attribute-group-add": {
    path: "/api/new/catalog/admin/attribute-groups/",
    POST: {
      body: attributeGroupBody,
      response: { 201: attributeGroup },
      access: "staff",
      permission: "catalog",
    },
  },
  "catalog:admin-attribute-group-update": {
    path: "/api/new/catalog/admin/attribute-groups/:id/",
    PATCH: {
      params: idParams,
      body: attributeGroupBody.omit({ code: true }).partial(),
      response: { 200: attributeGroup },
      access: "staff",
      permission: "catalog",
    },
  },
} as const satisfies ApiRoutes;
