import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import { apiQuery } from "../../../api/query.js";

/** The catalogue's staff reads (typed by the API map). */

/** A page of the models (master products), searched and filtered. */
export const masterProductsQuery = (api: ApiClient, query: QueryOf<"catalog:admin-master-products", "GET">) =>
  apiQuery(["catalog:admin-master-products", query], () => api.get("catalog:admin-master-products", query));

/** A model with its variants, for its edit page. */
export const masterProductQuery = (api: ApiClient, id: number) =>
  apiQuery(["catalog:admin-master-product", id], () =>
    api.get("catalog:admin-master-product", undefined, { id }),
  );

/** The device types (phone, tablet…) with their labels. */
export const typeDevicesQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-type-devices"], () => api.get("catalog:admin-type-devices"));

/** The manufacturers. */
export const manufacturersQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-manufacturers"], () => api.get("catalog:admin-manufacturers"));

/** The categories a model may be put in, by their path. */
export const typeCategoriesQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-type-categories"], () => api.get("catalog:admin-type-categories"));

/** The category tree. */
export const categoriesTreeQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-categories-tree"], () => api.get("catalog:admin-categories-tree"));

/** Every category with its texts (SEO). */
export const categoriesQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-categories"], () => api.get("catalog:admin-categories"));

/** The filterable attributes. */
export const attributesQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-attributes"], () => api.get("catalog:admin-attributes"));

/** The attributes' groups. */
export const attributeGroupsQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-attribute-groups"], () => api.get("catalog:admin-attribute-groups"));

/** The home page's slides and tiles. */
export const bannersQuery = (api: ApiClient) =>
  apiQuery(["catalog:admin-banners"], () => api.get("catalog:admin-banners"));

/** The product feeds with their last run. */
export const feedsQuery = (api: ApiClient) =>
  apiQuery(["feeds:admin-list"], () => api.get("feeds:admin-list"));

/** A page of reviews to moderate. */
export const adminReviewsQuery = (api: ApiClient, query: QueryOf<"reviews:admin-list", "GET">) =>
  apiQuery(["reviews:admin-list", query], () => api.get("reviews:admin-list", query));

/** The meta masters (models shown together) with how many models each has. */
export const metaMastersQuery = (api: ApiClient) =>
  apiQuery(["meta-master:list"], () => api.get("meta-master:list"));

/** A meta master with its models. */
export const metaMasterQuery = (api: ApiClient, id: number) =>
  apiQuery(["meta-master:get", id], () => api.get("meta-master:get", undefined, { meta_master_id: id }));

/** The meta masters other than one (to swap a model into). */
export const otherMetaMastersQuery = (api: ApiClient, id: number) =>
  apiQuery(["meta-master:exclude", id], () =>
    api.get("meta-master:exclude", undefined, { excluded_meta_master_id: id }),
  );
