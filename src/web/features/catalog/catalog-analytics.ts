import type { CatalogCard } from "../../../contract/catalog.js";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import type { Market } from "../../../domain/market.js";
import { track } from "../../analytics.js";

/**
 * The spec's analytics product item (§3): code, long and short name, brand, type, categories,
 * quality, price, common price (the discount is the difference), badges and gifts, quantity 1;
 * in GA4 e-commerce item form, money in whole currency units.
 */
export function analyticsItem(
  p: CatalogCard | ProductDetail,
  market: Market,
  extra: { index?: number; list?: string } = {},
) {
  const card = "long_name" in p;
  const price = p.price / 100;
  const common = p.common_price ? p.common_price / 100 : null;
  const categories = card ? p.categories : (p as ProductDetail).categories;
  return {
    item_id: p.code,
    item_name: card ? p.long_name : p.name,
    item_short_name: card ? p.name : (p as ProductDetail).master.name,
    item_brand: card ? p.manufacturer : (p as ProductDetail).manufacturer.name,
    item_type: card ? p.type : (p as ProductDetail).type.code,
    ...Object.fromEntries(
      categories.slice(0, 5).map((c, i) => [i ? `item_category${i + 1}` : "item_category", c]),
    ),
    item_variant: p.quality,
    quality: p.quality,
    price,
    common_price: common,
    discount: common ? Math.max(0, common - price) : 0,
    badges: p.badges,
    gifts: card ? p.gifts : (p as ProductDetail).gifts.map((g) => g.name),
    quantity: 1,
    currency: market.currency,
    ...(extra.index !== undefined ? { index: extra.index } : {}),
    ...(extra.list ? { item_list_name: extra.list } : {}),
  };
}

/** A list item seen (50 % for 1 s) or clicked. */
export const trackListItem = (
  event: "view_item_list" | "select_item",
  p: CatalogCard,
  market: Market,
  list: string,
  index: number,
) =>
  track(event, {
    ecommerce: {
      item_list_name: list,
      currency: market.currency,
      items: [analyticsItem(p, market, { index, list })],
    },
  });

/** The spec's named events (§9). */
export const catalogEvents = {
  recommendClick: (p: CatalogCard, market: Market) =>
    track("click_in_recommend_to_buy", { item: analyticsItem(p, market) }),
  badgeClick: (badge: string, p: CatalogCard | ProductDetail, market: Market) =>
    track("click_on_product_badge", { badge, item: analyticsItem(p, market) }),
  stockState: (p: ProductDetail, market: Market) =>
    track("stock_state_in_product_detail", {
      stock_state: p.stock.state,
      store_count: p.stock.store_count,
      item: analyticsItem(p, market),
    }),
  tab: (tab: string) => track("click_on_tab", { tab }),
  accessory: (p: CatalogCard, market: Market) =>
    track("click_on_accessory", { item: analyticsItem(p, market) }),
  sort: (sort: string, list: string) => track("sort_in_catalog", { sort, item_list_name: list }),
  banner: (banner: { id: number; title: string }, placement: string, index: number) =>
    track("click_on_banner", { banner_id: banner.id, banner_name: banner.title, placement, index }),
};
