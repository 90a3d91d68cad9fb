import { okResponse } from "../accounts.js";
import { idParams } from "../common.js";
import {
  addComponentBody,
  adminArticlesQuery,
  adminArticlesResponse,
  articleAdmin,
  articleBody,
  articleResponse,
  articlesQuery,
  articlesResponse,
  categoryAdmin,
  categoryBody,
  componentParamsBody,
  componentParamsResponse,
  componentPkParams,
  faqAdmin,
  faqGroupBody,
  faqItemBody,
  faqResponse,
  landingAdmin,
  landingBody,
  landingDetail,
  landingResponse,
  languageQuery,
  leaseOfferAdmin,
  leaseOfferBody,
  leaseOfferUpdateBody,
  orderComponentsBody,
  slugQuery,
} from "../content.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

const staff = { access: "staff", permission: "marketing" } as const;

/** The routes of `server/modules/content/content.routes.ts` (issue 20). */
export const contentApi = {
  // Public
  "content:articles": {
    path: "/api/new/content/articles/",
    GET: { query: articlesQuery, response: { 200: articlesResponse } },
  },
  "content:article": {
    path: "/api/new/content/article/",
    GET: { query: slugQuery, response: { 200: articleResponse } },
  },
  "content:faq": { path: "/api/new/content/faq/", GET: { response: { 200: faqResponse } } },
  "content:landing": {
    path: "/api/new/content/landing/",
    GET: { query: slugQuery, response: { 200: landingResponse } },
  },

  // Staff: articles
  "content:admin-articles": {
    path: "/api/new/content/admin/articles/",
    GET: { query: adminArticlesQuery, response: { 200: adminArticlesResponse }, ...staff },
    POST: { body: articleBody, response: { 201: articleAdmin }, ...staff },
  },
  "content:admin-article": {
    path: "/api/new/content/admin/articles/:id/",
    GET: { params: idParams, response: { 200: articleAdmin }, ...staff },
    PUT: { params: idParams, body: articleBody, response: { 200: articleAdmin }, ...staff },
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },
  "content:admin-article-categories": {
    path: "/api/new/content/admin/article-categories/",
    GET: { query: languageQuery, response: { 200: z.array(categoryAdmin) }, ...staff },
    POST: { body: categoryBody, response: { 201: categoryAdmin }, ...staff },
  },

  // Staff: FAQ
  "content:admin-faq": {
    path: "/api/new/content/admin/faq/",
    GET: { query: languageQuery, response: { 200: faqAdmin }, ...staff },
  },
  "content:admin-faq-groups": {
    path: "/api/new/content/admin/faq/groups/",
    POST: { body: faqGroupBody, response: { 201: okResponse }, ...staff },
  },
  "content:admin-faq-group": {
    path: "/api/new/content/admin/faq/groups/:id/",
    PUT: { params: idParams, body: faqGroupBody, response: { 200: okResponse }, ...staff },
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },
  "content:admin-faq-items": {
    path: "/api/new/content/admin/faq/items/",
    POST: { body: faqItemBody, response: { 201: okResponse }, ...staff },
  },
  "content:admin-faq-item": {
    path: "/api/new/content/admin/faq/items/:id/",
    PUT: { params: idParams, body: faqItemBody, response: { 200: okResponse }, ...staff },
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },

  // Staff: landing pages and their components
  "content:admin-landings": {
    path: "/api/new/content/admin/landing-pages/",
    GET: { query: languageQuery, response: { 200: z.array(landingAdmin) }, ...staff },
    POST: { body: landingBody, response: { 201: landingAdmin }, ...staff },
  },
  "content:admin-landing": {
    path: "/api/new/content/admin/landing-pages/:id/",
    GET: { params: idParams, response: { 200: landingDetail }, ...staff },
    PUT: { params: idParams, body: landingBody, response: { 200: landingDetail }, ...staff },
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },
  "content:admin-landing-preview": {
    path: "/api/new/content/admin/landing-pages/:id/preview/",
    GET: { params: idParams, response: { 200: landingResponse }, ...staff },
  },
  "content:admin-landing-components": {
    path: "/api/new/content/admin/landing-pages/:id/components/",
    POST: { params: idParams, body: addComponentBody, response: { 201: componentParamsResponse }, ...staff },
    PUT: { params: idParams, body: orderComponentsBody, response: { 200: landingDetail }, ...staff },
  },
  "content:admin-component": {
    path: "/api/new/content/admin/components/:id/",
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },
  /** Spec §7 "GET and POST component params": a component's params, checked by its type's schema. */
  "content:admin-component-params": {
    path: "/api/new/content/component-params/:component_pk/",
    GET: { params: componentPkParams, response: { 200: componentParamsResponse }, ...staff },
    POST: {
      params: componentPkParams,
      body: componentParamsBody,
      response: { 200: componentParamsResponse },
      ...staff,
    },
  },
  /** The time-limited lease offers of a countdown component (shown by `cart:limited-lease` while running). */
  "content:admin-lease-offers": {
    path: "/api/new/content/admin/components/:id/lease-offers/",
    GET: { params: idParams, response: { 200: z.array(leaseOfferAdmin) }, ...staff },
    POST: { params: idParams, body: leaseOfferBody, response: { 201: leaseOfferAdmin }, ...staff },
  },
  "content:admin-lease-offer": {
    path: "/api/new/content/admin/lease-offers/:id/",
    PUT: { params: idParams, body: leaseOfferUpdateBody, response: { 200: leaseOfferAdmin }, ...staff },
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },
} as const satisfies ApiRoutes;
