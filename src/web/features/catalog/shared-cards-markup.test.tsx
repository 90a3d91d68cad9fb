import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../../../contract/catalog.js";
import { SharedJson } from "../../../server/platform/shared-json.js";
import { ApiClient } from "../../api/api-client.js";
import "../../../i18n/i18n.js";
import type { Language, MarketCode } from "../../../domain/market.js";
import { ShopProvider } from "../../shop-context.js";
import { StaticMarkupProvider, staticMarkupCache } from "../../static-markup.js";
import { CardGrid } from "./catalog-card.js";
import { FavouritesValue } from "./favourites-context.js";
import type { Favourites } from "./use-favourites.js";

const api = new ApiClient({}, async () => ({ status: 404, headers: new Headers(), body: null }));
const favourites = (ids: number[]): Favourites => ({
  ids,
  loggedIn: false,
  has: (id) => ids.includes(id),
  toggle: async () => {},
});

const card = (id: number, more: Partial<CatalogCard>): CatalogCard => ({
  id,
  seo_name: `telefon-${id}`,
  name: `Telefon ${id} <Pro> & "Max"`,
  price: 1299000 + id,
  common_price: null,
  color_hex: "#1f2937",
  image_url: null,
  image: null,
  quality: "new",
  in_stock: true,
  store_count: 3,
  manufacturer: "Apple",
  type: "phone",
  master_id: id,
  master_seo_name: `telefon-${id}`,
  code: `T${id}`,
  long_name: `Telefon ${id} 128 GB černá`,
  stock_state: "in_stock",
  expected_date: null,
  is_leased: false,
  badges: [],
  gifts: [],
  colors: ["#1f2937"],
  variant_count: 1,
  categories: ["Mobilní telefony"],
  rating: null,
  review_count: 0,
  ...more,
});

/** Cards with what a card can show: a picture, a sale, badges, colours, a rating, stock states. */
const CARDS: CatalogCard[] = [
  card(1, {
    image: {
      hash: "a618002f5100e0b1435b",
      width: 1000,
      height: 1000,
      widths: [160, 320, 480],
      alt: "Telefon 1",
    },
    common_price: 1499000,
    badges: ["novinka"],
    colors: ["#1f2937", "#7c3aed", "#f9fafb"],
    rating: 4.5,
    review_count: 12,
  }),
  card(2, { stock_state: "at_stores", quality: "A", rating: 3, review_count: 1 }),
  card(3, { stock_state: "sold_out", in_stock: false, store_count: 0, gifts: ["Pouzdro"] }),
  card(4, { expected_date: "2026-12-03", stock_state: "expected", in_stock: false }),
  card(5, {}),
];

function page(node: ReactNode, market: MarketCode, language: Language, hearts: number[] = []) {
  return (
    <ShopProvider marketCode={market} language={language} api={api}>
      <FavouritesValue value={favourites(hearts)}>{node}</FavouritesValue>
    </ShopProvider>
  );
}

describe("shared cards' markup (a list shared by many pages, rendered once on the server)", () => {
  const shared = () => new SharedJson(JSON.stringify({ items: CARDS })).value as { items: CatalogCard[] };

  for (const [market, language] of [
    ["cz", "cs"],
    ["ro", "ro"],
  ] as const)
    it(`gives the cards exactly the markup React renders in the page (${market}, ${language})`, () => {
      const items = shared().items;
      const inPage = renderToString(
        page(<CardGrid items={items} list="home_new" aboveFold />, market, language),
      );
      let renders = 0;
      const cache = staticMarkupCache((node) => {
        renders++;
        return renderToString(node);
      });
      const once = () =>
        renderToString(
          <StaticMarkupProvider value={cache}>
            {page(<CardGrid items={items} list="home_new" aboveFold />, market, language)}
          </StaticMarkupProvider>,
        );
      expect(once()).toBe(inPage);
      expect(once()).toBe(inPage);
      expect(renders).toBe(1);
      expect(inPage).toContain("Telefon 1 &lt;Pro&gt; &amp; &quot;Max&quot;");
    });

  it("renders again for another list name, picture priority or language, never for one request's list", () => {
    const items = shared().items;
    let renders = 0;
    const cache = staticMarkupCache((node) => {
      renders++;
      return renderToString(node);
    });
    const render = (node: ReactNode, language: Language = "cs", hearts: number[] = []) =>
      renderToString(
        <StaticMarkupProvider value={cache}>{page(node, "cz", language, hearts)}</StaticMarkupProvider>,
      );
    render(<CardGrid items={items} list="home_new" aboveFold />);
    render(<CardGrid items={items} list="home_recommended" />);
    render(<CardGrid items={items} list="home_recommended" />);
    render(<CardGrid items={items} list="home_new" />);
    render(<CardGrid items={items} list="home_new" aboveFold />, "en");
    expect(renders).toBe(4);
    // A list parsed for one request is not frozen; a shopper's hearts make the cards their own.
    render(<CardGrid items={JSON.parse(JSON.stringify(CARDS))} list="home_new" />);
    const withHeart = render(<CardGrid items={items} list="home_new" aboveFold />, "cs", [1]);
    expect(renders).toBe(4);
    expect(withHeart).toContain('aria-pressed="true"');
  });
});
