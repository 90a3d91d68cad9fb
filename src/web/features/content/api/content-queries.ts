import type { ApiClient } from "../../../api/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The articles overview's page, optionally of one category. */
export const articlesQuery = (api: ApiClient, page: number, category?: string) =>
  apiQuery(["content:articles", page, category ?? ""], () =>
    api.get("content:articles", { page, page_size: 12, ...(category ? { category } : {}) }),
  );

export const articleQuery = (api: ApiClient, slug: string) =>
  apiQuery(["content:article", slug], () => api.get("content:article", { slug }));

export const faqQuery = (api: ApiClient) => apiQuery(["content:faq"], () => api.get("content:faq"));

export const landingQuery = (api: ApiClient, slug: string) =>
  apiQuery(["content:landing", slug], () => api.get("content:landing", { slug }));

/** The running lease offers of a countdown component (spec: limited-offers-lease/{component_pk}). */
export const limitedLeaseQuery = (api: ApiClient, componentPk: number) =>
  apiQuery(["cart:limited-lease", componentPk], () =>
    api.get("cart:limited-lease", undefined, { component_pk: componentPk }),
  );

// Staff

export const adminArticlesQuery = (api: ApiClient, language: string, page: number) =>
  apiQuery(["content:admin-articles", language, page], () =>
    api.get("content:admin-articles", { language: language as "cs", page, page_size: 20 }),
  );
export const adminCategoriesQuery = (api: ApiClient, language: string) =>
  apiQuery(["content:admin-article-categories", language], () =>
    api.get("content:admin-article-categories", { language: language as "cs" }),
  );
export const adminFaqQuery = (api: ApiClient, language: string) =>
  apiQuery(["content:admin-faq", language], () =>
    api.get("content:admin-faq", { language: language as "cs" }),
  );
export const adminLandingsQuery = (api: ApiClient, language: string) =>
  apiQuery(["content:admin-landings", language], () =>
    api.get("content:admin-landings", { language: language as "cs" }),
  );
export const adminLandingQuery = (api: ApiClient, id: number) =>
  apiQuery(["content:admin-landing", id], () => api.get("content:admin-landing", undefined, { id }));
export const landingPreviewQuery = (api: ApiClient, id: number) =>
  apiQuery(["content:admin-landing-preview", id], () =>
    api.get("content:admin-landing-preview", undefined, { id }),
  );

/** The lease offers of a countdown component, running or not (staff). */
export const adminLeaseOffersQuery = (api: ApiClient, componentId: number) =>
  apiQuery(["content:admin-lease-offers", componentId], () =>
    api.get("content:admin-lease-offers", undefined, { id: componentId }),
  );
