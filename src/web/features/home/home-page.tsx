import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { CatalogCard } from "../../../contract/catalog.js";
import type { HomeResponse } from "../../../contract/catalog-home.js";
import type { ProductCard as Card } from "../../../contract/product-card.js";
import { highestBonusPercent } from "../../../domain/buyback-bonus.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { WithStaticMarkup } from "../../static-markup.js";
import { CategoryLinks } from "../../ui/category-links.js";
import { ProductCard } from "../../ui/product-card.js";
import { cardImagePreload } from "../../ui/product-image.js";
import { bonusesQuery } from "../buyback/api/buyback-queries.js";
import { catalogEvents } from "../catalog/catalog-analytics.js";
import { CardGrid } from "../catalog/catalog-card.js";
import { HomeBanners, HomeSlider } from "../catalog/home-slider.js";
import { LastVisitedStrip } from "../catalog/last-visited-strip.js";
import { useSharedCardsMarkup } from "../catalog/shared-cards-markup.js";
import { catalogHomeQuery, contentHomeQuery } from "./api/home-queries.js";
import { withBuybackBonus } from "./banner-text.js";

interface HomeData {
  catalog: HomeResponse | null;
  discounted: Card[];
}

/**
 * The catalogue's home sections, the discounted list of `content:home` when it is there, and the
 * buy-back bonus the banners may name.
 */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const api = getApi(context);
  const [catalog, content, bonuses] = await Promise.all([
    api.has("catalog:home") ? catalogHomeQuery(api).load() : Promise.resolve(null),
    api.has("content:home")
      ? contentHomeQuery(api)
          .load()
          .catch(() => null)
      : Promise.resolve(null),
    api.has("buyback:bonuses")
      ? bonusesQuery(api)
          .load()
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  const bonus = highestBonusPercent(bonuses?.bonuses_manufacturers ?? []);
  return {
    catalog: catalog && {
      ...catalog,
      slides: catalog.slides.map((s) => withBuybackBonus(s, bonus)),
      banners: catalog.banners.map((b) => withBuybackBonus(b, bonus)),
    },
    discounted: content?.discounted ?? [],
  };
}

export const homeHandle: RouteHandle = {
  pageType: "home_page",
  meta: ({ t, url, market, data }) => ({
    title: t("shop.name"),
    description: t("shop.tagline"),
    // The first new product's picture is the largest paint on a phone.
    preloadImages: cardImagePreload((data as HomeData | undefined)?.catalog?.newest[0]?.image),
    canonical: `${url.origin}/`,
    og: { type: "website", url: `${url.origin}/` },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: t("shop.name"),
        url: `${url.origin}/`,
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: t("shop.name"),
        url: `${url.origin}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${url.origin}/${market.slugs.search}/?q={q}`,
          "query-input": "required name=q",
        },
      },
    ],
  }),
};

export function HomePage() {
  const { catalog, discounted } = useLoaderData() as HomeData;
  const t = useT();
  const tc = useT("catalog");
  const { market } = useShop();
  return (
    <div data-page-cache="catalog" className="space-y-10">
      <h1 className="sr-only">{t("shop.name")}</h1>
      {catalog?.slides.length ? (
        <HomeSlider slides={catalog.slides} />
      ) : (
        <section className="rounded-2xl bg-gradient-to-r from-teal-700 to-teal-900 px-6 py-10 text-white">
          <p className="text-3xl font-bold">{t("home.title")}</p>
          <p className="mt-2 text-teal-100">{t("shop.tagline")}</p>
        </section>
      )}
      {catalog && catalog.categories.length > 0 && (
        <nav aria-label={t("home.categories")}>
          <CategoryLinks
            items={catalog.categories}
            className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5"
            linkClassName="flex h-full items-center justify-center rounded-lg border border-gray-200 px-4 py-3 text-center font-semibold hover:border-teal-700 hover:text-teal-800"
          />
        </nav>
      )}
      {catalog && (
        <CardSection title={t("home.newProducts")} items={catalog.newest} list="home_new" aboveFold />
      )}
      {catalog && <HomeBanners banners={catalog.banners} />}
      {catalog && (
        <CardSection
          title={t("home.recommended")}
          items={catalog.recommended}
          list="home_recommended"
          onSelect={(p) => catalogEvents.recommendClick(p, market)}
        />
      )}
      {discounted.length > 0 && (
        <section>
          <h2 className="mb-4 text-xl font-bold">{tc("home.discounted")}</h2>
          <DiscountedGrid items={discounted} />
        </section>
      )}
      <LastVisitedStrip />
    </div>
  );
}

function DiscountedGrid({ items }: { items: Card[] }) {
  const cards = () => items.map((p) => <ProductCard key={p.id} product={p} />);
  const html = useSharedCardsMarkup(items, "home_discounted", cards);
  return <WithStaticMarkup className={DISCOUNTED_GRID} html={html} render={cards} />;
}

const DISCOUNTED_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6";

function CardSection({
  title,
  items,
  list,
  onSelect,
  aboveFold,
}: {
  title: string;
  items: CatalogCard[];
  list: string;
  onSelect?: (p: CatalogCard) => void;
  /** The first list of the page: its first row's pictures load at once. */
  aboveFold?: boolean;
}) {
  const t = useT();
  return (
    <section>
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      {items.length ? (
        <CardGrid items={items} list={list} onSelect={onSelect} aboveFold={aboveFold} />
      ) : (
        <p className="text-gray-600">{t("home.empty")}</p>
      )}
    </section>
  );
}
