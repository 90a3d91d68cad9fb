import { useEffect } from "react";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import type { ReviewsResponse } from "../../../contract/reviews.js";
import { track } from "../../analytics.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { ProductGallery } from "../../ui/product-gallery.js";
import { ProductImage } from "../../ui/product-image.js";
import { PackageOffers } from "../action-packages/package-offer.js";
import { WatchButton } from "../watches/watch-button.js";
import { BadgeList, derivedBadges } from "./badge-list.js";
import { Breadcrumbs } from "./breadcrumbs.js";
import { BuyBox } from "./buy-box.js";
import { analyticsItem, catalogEvents } from "./catalog-analytics.js";
import { CardGrid } from "./catalog-card.js";
import { CompareLink } from "./compare-link.js";
import { FavouriteButton } from "./favourite-button.js";
import { LastVisitedStrip } from "./last-visited-strip.js";
import { OffersBox } from "./offers-box.js";
import { PriceTag } from "./price-tag.js";
import { ProductTabs } from "./product-tabs.js";
import { RatingStars } from "./rating-stars.js";
import { StockBox } from "./stock-box.js";
import { VariantSwitch } from "./variant-switch.js";

/** The product page: gallery, switches, price, stock per store, buy box, offers, tabs, accessories. */
export function ProductPage({ product: p, reviews }: { product: ProductDetail; reviews: ReviewsResponse }) {
  const t = useT("catalog");
  const { market } = useShop();
  useEffect(() => {
    track("view_item", {
      ecommerce: { currency: market.currency, value: p.price / 100, items: [analyticsItem(p, market)] },
    });
  }, [p, market]);
  const badges = derivedBadges({ ...p, badges: p.badges });
  const pictures = p.gallery.find((g) => g.color_name === p.color_name)?.images ?? [];
  return (
    <div data-page-cache="catalog">
      <Breadcrumbs items={p.breadcrumbs} />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div>
          {pictures.length ? (
            <ProductGallery
              images={pictures}
              overlay={
                <FavouriteButton productId={p.id} name={p.name} className="absolute right-3 top-3 bg-white" />
              }
            />
          ) : (
            <div className="relative rounded-xl bg-slate-50 p-4">
              <ProductImage
                name={p.name}
                colorHex={p.color_hex}
                type={p.type.code}
                src={p.image_url}
                size="lg"
              />
              <FavouriteButton productId={p.id} name={p.name} className="absolute right-3 top-3 bg-white" />
            </div>
          )}
          {p.colors.length > 1 && (
            <ul className="mt-3 flex gap-2" aria-label={t("gallery.colours")}>
              {p.colors.map((c) => (
                <li key={c.seo_name}>
                  <AppLink
                    to={`/${c.seo_name}/`}
                    keepScroll
                    aria-current={c.selected ? "true" : undefined}
                    className={`block w-16 rounded-md border p-1 ${c.selected ? "border-teal-700" : "border-gray-200 hover:border-gray-400"}`}
                  >
                    <ProductImage
                      name={c.label}
                      colorHex={c.color_hex}
                      type={p.type.code}
                      image={colourPicture(p, c.label)}
                      size="sm"
                    />
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <BadgeList badges={badges} onBadgeClick={(b) => catalogEvents.badgeClick(b, p, market)} />
          <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{p.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-gray-600">
            <span>
              {t("tabs.code")}: {p.code}
            </span>
            {p.rating.count > 0 && (
              <a href="#reviews" className="hover:underline">
                <RatingStars value={p.rating.average} count={p.rating.count} />
              </a>
            )}
          </p>
          <VariantSwitch label={t("switch.model")} choices={p.models} kind="model" />
          <VariantSwitch label={t("switch.color")} choices={p.colors} kind="color" />
          <VariantSwitch label={t("switch.memory")} choices={p.memories} kind="memory" />
          <VariantSwitch label={t("switch.quality")} choices={p.qualities} kind="quality" />
          <div className="mt-5">
            <PriceTag price={p.price} commonPrice={p.common_price} retailPrice={p.retail_price} size="lg" />
            <p className="text-xs text-gray-500">{t("buy.vat", { rate: p.vat_rate })}</p>
          </div>
          <StockBox product={p} />
          <BuyBox product={p} />
          <WatchButton product={p} />
          <OffersBox product={p} />
          <PackageOffers productId={p.id} />
          <CompareLink type={p.type.code} seoName={p.seo_name} />
        </div>
      </div>
      <section id="reviews" className="mt-10">
        <ProductTabs product={p} reviews={reviews} />
      </section>
      {p.accessories.length > 0 && (
        <section className="mt-10" aria-labelledby="accessories">
          <h2 id="accessories" className="mb-3 text-xl font-bold">
            {t("accessories.title")}
          </h2>
          <CardGrid
            items={p.accessories}
            list="recommended_accessories"
            onSelect={(a) => catalogEvents.accessory(a, market)}
          />
        </section>
      )}
      <LastVisitedStrip currentId={p.id} />
    </div>
  );
}

/** A colour choice's picture: that colour's main one, named by the colour (it is the link's name). */
function colourPicture(p: ProductDetail, colour: string) {
  const image = p.gallery.find((g) => g.color_name === colour)?.images[0];
  return image ? { ...image, alt: colour } : null;
}
