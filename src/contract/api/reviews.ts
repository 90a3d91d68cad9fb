import {
  adminReview,
  adminReviewsQuery,
  adminReviewsResponse,
  componentParams,
  masterSeoParams,
  myReviews,
  pkParams,
  productsToReviewResponse,
  reviewApproveBody,
  reviewBody,
  reviewCreated,
  reviewsQuery,
  reviewsResponse,
  reviewUpdateBody,
  userDataResponse,
} from "../reviews.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/reviews.routes.ts`. */
export const reviewsApi = {
  "reviews:list": {
    path: "/api/new/product-reviews/product/:master_product_seo_name/",
    GET: { params: masterSeoParams, query: reviewsQuery, response: { 200: reviewsResponse } },
  },
  "reviews:add": {
    path: "/api/new/product-reviews/product-review/product-review/",
    POST: { body: reviewBody, response: { 201: reviewCreated } },
  },
  "reviews:add-component": {
    path: "/api/new/product-reviews/product-review/product-review/:component_pk/",
    POST: { params: componentParams, body: reviewBody, response: { 201: reviewCreated } },
  },
  "reviews:user-data": {
    path: "/api/new/product-reviews/user-data-for-product-review/:master_product_seo_name/",
    GET: { params: masterSeoParams, response: { 200: userDataResponse } },
  },
  "reviews:products-to-review": {
    path: "/api/new/product-reviews/user-profile/products-from-orders-to-review/",
    GET: { response: { 200: productsToReviewResponse }, access: "user" },
  },
  "reviews:mine": {
    path: "/api/new/product-reviews/user-profile/reviews/",
    GET: { response: { 200: myReviews }, access: "user" },
  },
  "reviews:products-samsung": {
    path: "/api/new/product-reviews/products-samsung/",
    GET: { response: { 200: productsToReviewResponse } },
  },
  "reviews:admin-list": {
    path: "/api/new/product-reviews/admin/reviews/",
    GET: {
      query: adminReviewsQuery,
      response: { 200: adminReviewsResponse },
      access: "staff",
      permission: "catalog",
    },
  },
  "reviews:admin-update": {
    path: "/api/new/product-reviews/admin/update/:pk/",
    PATCH: {
      params: pkParams,
      body: reviewUpdateBody,
      response: { 200: adminReview },
      access: "staff",
      permission: "catalog",
    },
  },
  "reviews:admin-approve": {
    path: "/api/new/product-reviews/admin/approve/:pk/",
    PATCH: {
      params: pkParams,
      body: reviewApproveBody,
      response: { 200: adminReview },
      access: "staff",
      permission: "catalog",
    },
  },
} as const satisfies ApiRoutes;
