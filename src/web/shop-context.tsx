import { createContext, type ReactNode, useContext, useMemo } from "react";
import { getMarket, type Language, type Market, type MarketCode } from "../domain/market.js";
import { formatPrice } from "../domain/money.js";
import type { TFunction } from "../i18n/i18n-core.js";
import { getT, type Namespace } from "../i18n/i18n-core.js";
import type { ApiClient } from "./api/api-client.js";

/** What every component may need: the market, translations, price formatting and the API. */
export interface Shop {
  market: Market;
  language: Language;
  t: TFunction;
  price: (minor: number) => string;
  api: ApiClient;
}

const ShopContext = createContext<Shop | null>(null);

export function ShopProvider(props: {
  marketCode: MarketCode;
  language: Language;
  api: ApiClient;
  children: ReactNode;
}) {
  const value = useMemo<Shop>(() => {
    const market = getMarket(props.marketCode);
    return {
      market,
      language: props.language,
      t: getT(props.language),
      price: (m) => formatPrice(m, market),
      api: props.api,
    };
  }, [props.marketCode, props.language, props.api]);
  return <ShopContext.Provider value={value}>{props.children}</ShopContext.Provider>;
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop outside ShopProvider");
  return shop;
}

/** Translations of one namespace: `const t = useT("buyback"); t("title")`. */
export function useT(ns?: Namespace): TFunction {
  return getT(useShop().language, ns);
}
