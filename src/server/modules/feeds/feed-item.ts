import { attributeValueLabel } from "../../../domain/attribute-value.js";
import { imagePath, widthsFor } from "../../../domain/image-variants.js";
import { type StockState, stockState } from "../../../domain/stock-state.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { CategoryTree } from "../catalog/catalog.service.js";
import type { FeedRow } from "./feed-items.queries.js";

/** One offer, in the shop's words, ready for any feed format. Prices in minor units. */
export interface FeedItem {
  /** Heureka allows 36 characters of `[A-Za-z0-9_-]`; our codes are shorter, anything else is dropped. */
  id: string;
  /** The model: variants of one model share it (and it never equals an item's id). */
  groupId: string;
  name: string;
  description: string;
  url: string;
  imageUrl: string | null;
  price: number;
  /** The price before the discount, when there is one. */
  regularPrice: number | null;
  manufacturer: string;
  categoryPath: string[];
  ean: string | null;
  color: string | null;
  params: { name: string; value: string }[];
  used: boolean;
  state: StockState;
  expectedDate: string | null;
  gifts: string[];
}

export interface FeedContext {
  /** The shop's public origin, without a trailing slash. */
  base: string;
  locale: string;
  tree: CategoryTree;
  t: TFunction;
  categoryName: (node: ReturnType<CategoryTree["homePath"]>[number]) => string;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

/**
 * The picture a feed shows: the 960 px WebP variant (both Heureka and Google ask for a large
 * picture and read WebP), or the largest a smaller original has; else the product's own URL.
 */
function imageUrl(r: FeedRow, base: string): string | null {
  if (r.image) {
    const widths = widthsFor(r.image.width);
    return absolute(
      base,
      imagePath(r.image.hash, widths.includes(960) ? 960 : widths[widths.length - 1], "webp"),
    );
  }
  return r.image_url ? absolute(base, r.image_url) : null;
}

export function feedItem(r: FeedRow, c: FeedContext): FeedItem {
  const params: FeedItem["params"] = [];
  if (r.color_name) params.push({ name: c.t("catalog:switch.color"), value: r.color_name });
  if (r.memory_gb)
    params.push({
      name: c.t("catalog:switch.memory"),
      value: attributeValueLabel(String(r.memory_gb), "GB", c.locale),
    });
  if (r.quality !== "new")
    params.push({ name: c.t("catalog:switch.quality"), value: c.t(`catalog:quality.${r.quality}`) });
  return {
    id: r.code.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 36) || `p${r.id}`,
    groupId: `m${r.master_id}`,
    name: r.name,
    description: r.description,
    url: `${c.base}/${r.seo_name}/`,
    imageUrl: imageUrl(r, c.base),
    price: r.price,
    regularPrice: r.common_price !== null && r.common_price > r.price ? r.common_price : null,
    manufacturer: r.manufacturer,
    categoryPath: c.tree.homePath(r.category_ids).map(c.categoryName),
    ean: r.ean,
    color: r.color_name,
    params,
    used: r.quality !== "new",
    state: stockState({
      warehouseStock: r.warehouse_stock,
      storesInStock: r.stores_in_stock,
      expectedDate: r.expected_date,
    }),
    expectedDate: r.expected_date,
    gifts: r.gifts,
  };
}
