import type { ProductsResponse } from "../../../contract/catalog.js";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { hasActiveFilters } from "../../../domain/catalog-filters.js";
import { srcSet } from "../../../domain/image-variants.js";
import type { Market } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { MetaArgs, PageMeta } from "../../meta.js";
import { GALLERY_SIZES } from "../../ui/product-gallery.js";
import { cardImagePreload, fallbackSrc } from "../../ui/product-image.js";
import { filtersFromUrl } from "./catalog-query.js";

const AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  at_stores: "https://schema.org/InStoreOnly",
  expected: "https://schema.org/PreOrder",
  sold_out: "https://schema.org/OutOfStock",
} as const;

export function breadcrumbLd(items: { name: string; url: string }[], origin: string, homeName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: homeName, url: "/" }, ...items].map((b, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: b.name,
      item: origin + b.url,
    })),
  };
}

/** Product page head: title, description, canonical, Open Graph, and Product/Offer/AggregateRating + BreadcrumbList. */
export function productMeta(p: ProductDetail, url: URL, t: TFunction, market: Market): PageMeta {
  const canonical = `${url.origin}/${p.seo_name}/`;
  const price = formatPrice(p.price, market);
  const description = p.seo.description ?? t("catalog:meta.product", { name: p.name, price });
  const condition = p.quality === "new" ? "NewCondition" : "RefurbishedCondition";
  return {
    title: p.seo.title ?? p.name,
    description,
    canonical,
    og: {
      type: "product",
      url: canonical,
      description,
      locale: market.locale.replace("-", "_"),
      "price:amount": String(p.price / 100),
      "price:currency": market.currency,
      ...(p.image ? { image: url.origin + fallbackSrc(p.image, 960) } : {}),
    },
    // The gallery's first picture is the page's largest paint: AVIF, which every browser that
    // preloads by `imagesrcset` shows, so the preloaded bytes are the ones the <picture> picks.
    preloadImages: p.image
      ? [{ type: "image/avif", srcset: srcSet(p.image.hash, p.image.widths, "avif"), sizes: GALLERY_SIZES }]
      : undefined,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: p.name,
        sku: p.code,
        ...(p.ean ? { gtin13: p.ean } : {}),
        brand: { "@type": "Brand", name: p.manufacturer.name },
        description: p.master.description,
        ...(p.color_name ? { color: p.color_name } : {}),
        ...(p.image ? { image: url.origin + fallbackSrc(p.image, 960) } : {}),
        category: p.categories.join(" > "),
        offers: {
          "@type": "Offer",
          url: canonical,
          priceCurrency: market.currency,
          price: (p.price / 100).toFixed(2),
          availability: AVAILABILITY[p.stock.state],
          itemCondition: `https://schema.org/${condition}`,
        },
        ...(p.rating.count > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: p.rating.average,
                reviewCount: p.rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      breadcrumbLd(p.breadcrumbs, url.origin, t("nav.home")),
    ],
  };
}

/**
 * Category page head. Page 2+ is its own canonical (so crawlers follow the pagination); filtered
 * or re-sorted lists are not indexed but their links are followed.
 */
export function categoryMeta(list: ProductsResponse, url: URL, t: TFunction): PageMeta {
  const c = list.category!;
  const filters = filtersFromUrl(url);
  const page = list.page > 1 ? ` – ${t("catalog:pagination.page", { page: list.page })}` : "";
  const canonical = `${url.origin}${c.url}${list.page > 1 ? `?page=${list.page}` : ""}`;
  const description = c.seo_description ?? t("catalog:meta.category", { name: c.name, count: list.total });
  return {
    title: `${c.seo_title ?? c.name}${page}`,
    description,
    canonical,
    robots: hasActiveFilters(filters) || filters.sort !== "recommended" ? "noindex, follow" : undefined,
    og: { type: "website", url: canonical, description },
    preloadImages: cardImagePreload(list.items[0]?.image),
    jsonLd: [
      breadcrumbLd(c.breadcrumbs, url.origin, t("nav.home")),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: list.items.map((p, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: `${url.origin}/${p.seo_name}/`,
          name: p.name,
        })),
      },
    ],
  };
}

/** A page head that needs the loader's data; when the loader failed (404, 500) the error page's head. */
export const withData =
  <D>(meta: (args: MetaArgs<D> & { data: D }) => PageMeta) =>
  (args: MetaArgs<D>): PageMeta =>
    args.data ? meta({ ...args, data: args.data }) : { title: args.t("common.notFound"), robots: "noindex" };
