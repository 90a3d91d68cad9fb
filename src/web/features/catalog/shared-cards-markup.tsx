import type { ReactNode } from "react";
import { ShopProvider, useShop } from "../../shop-context.js";
import { useStaticMarkup } from "../../static-markup.js";
import { FavouritesValue, useFavourites } from "./favourites-context.js";

/**
 * On the server, the markup of a list of cards that many pages share (the home's lists: frozen,
 * server/platform/shared-json.ts), rendered once per list, market, language and `variant` (what
 * else the cards' markup depends on: the list's name, which pictures load first). The home's three
 * lists of twelve cards were two thirds of its HTML and of React's work on every render for a
 * shopper with a cart, whose page the page cache cannot keep. Undefined in the browser, for a list
 * of one request, and while the shopper has favourites (the hearts' state is the shopper's own; a
 * server render has none today, so this is a guard, not a case).
 */
export function useSharedCardsMarkup(
  items: readonly object[],
  variant: string,
  cards: () => ReactNode,
): string | undefined {
  const staticMarkup = useStaticMarkup();
  const shop = useShop();
  const favourites = useFavourites();
  if (!staticMarkup || favourites.ids.length) return undefined;
  return staticMarkup(items, `${shop.market.code}|${shop.language}|${variant}`, () => (
    <ShopProvider marketCode={shop.market.code} language={shop.language} api={shop.api}>
      <FavouritesValue value={favourites}>{cards()}</FavouritesValue>
    </ShopProvider>
  ));
}
