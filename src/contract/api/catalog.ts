import { serviceOption } from "../cart.js";
import {
  cardsQuery,
  cardsResponse,
  categoryQuery,
  categorySummary,
  hamburgerResponse,
  productsQuery,
  productsResponse,
  resolveResponse,
  seoNameParams,
} from "../catalog.js";
import { compareQuery, compareResponse } from "../catalog-compare.js";
import { homeResponse } from "../catalog-home.js";
import { catalogPageResponse } from "../catalog-page.js";
import { productDetail } from "../catalog-product.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The insurance and warranty options the buy box offers for a variant. */
export const productServicesResponse = z.object({
  insurance: z.array(serviceOption),
  warranty: z.array(serviceOption),
  prolong: z.array(serviceOption),
});

/** The routes of `server/modules/…/catalog.routes.ts`. */
export const catalogApi = {
  "catalog:products": {
    path: "/api/new/catalog/products/",
    GET: { query: productsQuery, response: { 200: productsResponse } },
  },
  "catalog:product": {
    path: "/api/new/catalog/product/:seo_name/",
    GET: { params: seoNameParams, response: { 200: productDetail } },
  },
  "catalog:page": {
    path: "/api/new/catalog/page/",
    GET: { query: categoryQuery, response: { 200: catalogPageResponse } },
  },
  "catalog:product-services": {
    path: "/api/new/catalog/product/:seo_name/services/",
    GET: { params: seoNameParams, response: { 200: productServicesResponse } },
  },
  "catalog:category": {
    path: "/api/new/catalog/category/",
    GET: { query: categoryQuery, response: { 200: categorySummary } },
  },
  "catalog:resolve": {
    path: "/api/new/catalog/resolve/",
    GET: { query: categoryQuery, response: { 200: resolveResponse } },
  },
  "catalog:cards": {
    path: "/api/new/catalog/cards/",
    GET: { query: cardsQuery, response: { 200: cardsResponse } },
  },
  "catalog:hamburger": {
    path: "/api/new/mp-menu/hamburger/hamburger/",
    GET: { response: { 200: hamburgerResponse } },
  },
  "catalog:compare": {
    path: "/api/new/catalog/compare/",
    GET: { query: compareQuery, response: { 200: compareResponse } },
  },
  "catalog:home": { path: "/api/new/catalog/home/", GET: { response: { 200: homeResponse } } },
} as const satisfies ApiRoutes;
