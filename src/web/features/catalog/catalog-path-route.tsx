import { data, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { ProductsResponse } from "../../../contract/catalog.js";
import type { CatalogPageResponse } from "../../../contract/catalog-page.js";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import type { ReviewsResponse } from "../../../contract/reviews.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { catalogPageQuery, productsQuery } from "./api/catalog-queries.js";
import { apiStatus } from "./api-status.js";
import { categoryMeta, productMeta } from "./catalog-meta.js";
import { apiQuery } from "./catalog-query.js";
import { catalogView, catalogViewCode } from "./catalog-views.js";

type PathData =
  | { kind: "category"; list: ProductsResponse }
  | { kind: "product"; product: ProductDetail; reviews: ReviewsResponse };

const notFound = () => data({ message: "not found" }, { status: 404 });

/**
 * Every other storefront path is a category (`/mobilni-telefony/apple-iphone/`) or a product
 * (`/apple-iphone-16-pro-256-gb-cerna/`); an old slug answers 301 to its new address, anything else 404.
 */
export async function catalogPathLoader({ request, params, context }: LoaderFunctionArgs): Promise<PathData> {
  const api = getApi(context);
  const url = new URL(request.url);
  const path = [params.slug, params["*"]].filter(Boolean).join("/").replace(/\/+$/, "");
  let resolved: CatalogPageResponse;
  try {
    // A product's detail and first reviews come in the same answer (one in-process call on the
    // server, one request in the browser).
    resolved = await catalogPageQuery(api, path).load();
  } catch (e) {
    if (apiStatus(e) === 404 || apiStatus(e) === 400) throw notFound();
    throw e;
  }
  if (resolved.kind === "redirect") throw redirect(`${resolved.location}${url.search}`, 301);
  if (resolved.kind === "category") {
    try {
      const [list] = await Promise.all([
        productsQuery(api, { ...apiQuery(url), category: resolved.category.url_path }).load(),
        catalogViewCode.category.load(),
      ]);
      return { kind: "category", list };
    } catch (e) {
      // A hand-written query with bad values is a missing page, not a server error.
      if (apiStatus(e) === 400) throw notFound();
      throw e;
    }
  }
  if (!url.pathname.endsWith("/")) throw redirect(`${url.pathname}/${url.search}`, 301);
  await catalogViewCode.product.load();
  return { kind: "product", product: resolved.product, reviews: resolved.reviews };
}

export const catalogPathHandle: RouteHandle<PathData> = {
  codeFor: (d) => (d ? [catalogViewCode[d.kind]] : []),
  pageType: (d) => (d?.kind === "product" ? "product_detail" : "catalog"),
  meta: ({ data: pd, t, market, url }) => {
    // The loader failed (404): the error page's head.
    if (!pd) return { title: t("common.notFound"), robots: "noindex" };
    return pd.kind === "product" ? productMeta(pd.product, url, t, market) : categoryMeta(pd.list, url, t);
  },
};

export function CatalogPathPage() {
  const d = useLoaderData() as PathData;
  if (d.kind === "product") {
    const ProductPage = catalogView("product");
    return <ProductPage key={d.product.id} product={d.product} reviews={d.reviews} />;
  }
  const CategoryPage = catalogView("category");
  return <CategoryPage list={d.list} />;
}
