import { useRef } from "react";
import type { CatalogCard } from "../../../contract/catalog.js";
import { useShop, useT } from "../../shop-context.js";
import { WithStaticMarkup } from "../../static-markup.js";
import { AppLink } from "../../ui/app-link.js";
import { ProductImage } from "../../ui/product-image.js";
import { QualityBadge } from "../../ui/quality-badge.js";
import { useSeen } from "../../ui/use-seen.js";
import { BadgeList, derivedBadges } from "./badge-list.js";
import { catalogEvents, trackListItem } from "./catalog-analytics.js";
import { FavouriteButton } from "./favourite-button.js";
import { PriceTag } from "./price-tag.js";
import { RatingStars } from "./rating-stars.js";
import { useSharedCardsMarkup } from "./shared-cards-markup.js";
import { StockLabel } from "./stock-label.js";

/**
 * A model in a list: picture in the shown colour, badges, name, colours, rating, price and stock.
 * Seen (50 % for 1 s) and clicked go to the dataLayer with the spec's product item.
 */
export function CatalogProductCard({
  product: p,
  list,
  index,
  onSelect,
  eager,
}: {
  product: CatalogCard;
  list: string;
  index: number;
  onSelect?: () => void;
  /** A card at the top of the page: its picture loads at once (the rest when scrolled to); "high" first. */
  eager?: "high" | "eager";
}) {
  const { market } = useShop();
  const t = useT("catalog");
  const ref = useRef<HTMLElement>(null);
  useSeen(ref, () => trackListItem("view_item_list", p, market, list, index));
  return (
    <article
      ref={ref}
      className="group relative flex flex-col rounded-lg border border-gray-200 bg-white p-3 transition hover:shadow-md"
      data-testid="product-card"
    >
      <FavouriteButton productId={p.id} name={p.name} className="absolute right-2 top-2 z-10 bg-white/80" />
      <AppLink
        to={`/${p.seo_name}/`}
        className="flex flex-1 flex-col"
        onClick={() => {
          trackListItem("select_item", p, market, list, index);
          onSelect?.();
        }}
      >
        <ProductImage
          name={p.name}
          colorHex={p.color_hex}
          type={p.type}
          src={p.image_url}
          image={p.image}
          priority={eager}
        />
        <div className="mt-2 min-h-5">
          <BadgeList badges={derivedBadges(p)} onBadgeClick={(b) => catalogEvents.badgeClick(b, p, market)} />
        </div>
        <h3
          className="mt-1 line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-teal-800"
          title={p.long_name}
        >
          {p.name}
        </h3>
        <QualityBadge quality={p.quality} />
        {p.colors.length > 1 && (
          <p className="mt-1 flex items-center gap-1" title={t("card.colours", { count: p.colors.length })}>
            {p.colors.slice(0, 6).map((c) => (
              <span
                key={c}
                className="inline-block h-3 w-3 rounded-full border border-gray-300"
                style={{ backgroundColor: c }}
                aria-hidden="true"
              />
            ))}
            <span className="sr-only">{t("card.colours", { count: p.colors.length })}</span>
          </p>
        )}
        {p.rating !== null && (
          <div className="mt-1">
            <RatingStars value={p.rating} count={p.review_count} />
          </div>
        )}
        <div className="mt-auto pt-2">
          <PriceTag price={p.price} commonPrice={p.common_price} retailPrice={p.retail_price} />
          <StockLabel
            state={p.stock_state}
            storeCount={p.store_count}
            expectedDate={p.expected_date}
            className="text-xs"
          />
        </div>
      </AppLink>
    </article>
  );
}

/**
 * A responsive grid of cards. `aboveFold`: the list opens the page (catalogue, search), so its first
 * row's pictures load at once; other lists load theirs when scrolled to.
 */
export function CardGrid({
  items,
  list,
  onSelect,
  aboveFold,
}: {
  items: CatalogCard[];
  list: string;
  onSelect?: (p: CatalogCard) => void;
  aboveFold?: boolean;
}) {
  const cards = () =>
    items.map((p, i) => (
      <CatalogProductCard
        key={p.id}
        product={p}
        list={list}
        index={i}
        eager={!aboveFold || i >= 4 ? undefined : i === 0 ? "high" : "eager"}
        onSelect={onSelect ? () => onSelect(p) : undefined}
      />
    ));
  const html = useSharedCardsMarkup(items, `${list}|${aboveFold ? "above" : "below"}`, cards);
  return <WithStaticMarkup className={GRID} html={html} render={cards} />;
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4";
