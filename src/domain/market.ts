import { CZECHIA_OUTLINE, type Outline, ROMANIA_OUTLINE } from "./country-outlines.js";

/**
 * Every difference between the Czech and the Romanian shop lives here (DESIGN §4 Markets).
 * The rest of the code asks this module; it never compares market codes itself.
 */
export type MarketCode = "cz" | "ro";
export type Language = "cs" | "ro" | "en";
export type ProductFeed = "heureka" | "google";

export interface Market {
  code: MarketCode;
  language: Language;
  /** Languages tried in order when a text is missing (spec §1: Romanian falls back to Czech). */
  fallbackLanguages: Language[];
  locale: string;
  currency: "CZK" | "RON";
  /** What shoppers read beside a price: shops write "Kč" and "lei", not CLDR's "CZK"/"RON". */
  currencySymbol: string;
  /** Between thousands in prices, as CLDR has it for the locale (a no-break space in Czech). */
  thousandsSeparator: string;
  /** Between whole units and the fraction in numbers shown to shoppers (a comma in both markets). */
  decimalSeparator: string;
  /** ISO country used when a form has no country yet (spec §1: default country differs per market). */
  defaultCountry: "CZ" | "RO";
  /** The word for phones in menus and headings (spec §1: the Romanian flag changes it). */
  phonesWord: string;
  phoneCountryCode: string;
  /** Checkout, thank-you, order status, withdrawal and payment pages (issue 6). */
  checkoutSlugs: {
    checkout: string;
    thankYou: string;
    orderStatus: string;
    withdrawal: string;
    payment: string;
  };
  /** Service repair-order status and warranty-claim pages, under `slugs.service` (issue 4). */
  serviceSlugs: { status: string; claim: string };
  /** Catalogue pages (issue 5): comparison per product type, favourites, last visited, stock lists. */
  catalogSlugs: {
    compare: string;
    compareTypes: { phone: string; watch: string; tablet: string; computer: string };
    favourites: string;
    lastVisited: string;
    expected: string;
    newlyStocked: string;
    showrooms: string;
  };
  /** Engagement pages: careers and the newsletter confirmation link. */
  engagementSlugs: { careers: string; newsletterConfirm: string; newsletterUnsubscribe: string };
  /** Stores' opening hours are local times in this zone. */
  timeZone: string;
  /**
   * Product feeds for comparison shopping, served at `/feeds/<name>.xml`: Heureka is where Czech
   * shoppers compare prices; Google Merchant serves both markets.
   */
  productFeeds: ProductFeed[];
  /** The country's border, the background of the store maps. */
  mapOutline: Outline;
  /** Page slugs that differ per market. */
  slugs: {
    buyback: string;
    service: string;
    cart: string;
    search: string;
    login: string;
    stores: string;
    contact: string;
    /** Content pages (issue 20): `/<articles>/<slug>/`, the FAQ, `/<landing>/<slug>/`. */
    articles: string;
    faq: string;
    landing: string;
  };
}

export const MARKETS: Record<MarketCode, Market> = {
  cz: {
    code: "cz",
    language: "cs",
    fallbackLanguages: ["cs"],
    locale: "cs-CZ",
    currency: "CZK",
    currencySymbol: "Kč",
    thousandsSeparator: "\u00a0",
    decimalSeparator: ",",
    defaultCountry: "CZ",
    productFeeds: ["heureka", "google"],
    phonesWord: "Mobilní telefony",
    phoneCountryCode: "+420",
    checkoutSlugs: {
      checkout: "objednavka",
      thankYou: "dekujeme",
      orderStatus: "stav-objednavky",
      withdrawal: "odstoupeni-od-smlouvy",
      payment: "platba",
    },
    serviceSlugs: { status: "zakazka", claim: "reklamace" },
    catalogSlugs: {
      compare: "porovnani",
      compareTypes: { phone: "telefony", watch: "hodinky", tablet: "tablety", computer: "pocitace" },
      favourites: "oblibene",
      lastVisited: "naposledy-navstivene",
      expected: "ocekavame",
      newlyStocked: "nove-naskladneno",
      showrooms: "showroomy",
    },
    engagementSlugs: {
      careers: "kariera",
      newsletterConfirm: "novinky/potvrzeni",
      newsletterUnsubscribe: "novinky/odhlaseni",
    },
    timeZone: "Europe/Prague",
    mapOutline: CZECHIA_OUTLINE,
    slugs: {
      buyback: "vykup",
      service: "servis",
      cart: "kosik",
      search: "hledat",
      login: "prihlasit",
      stores: "prodejny",
      contact: "kontakt",
      articles: "clanky",
      faq: "casto-kladene-dotazy",
      landing: "akce",
    },
  },
  ro: {
    code: "ro",
    language: "ro",
    fallbackLanguages: ["cs"],
    locale: "ro-RO",
    currency: "RON",
    currencySymbol: "lei",
    thousandsSeparator: ".",
    decimalSeparator: ",",
    defaultCountry: "RO",
    productFeeds: ["google"],
    phonesWord: "Telefoane",
    phoneCountryCode: "+40",
    checkoutSlugs: {
      checkout: "comanda",
      thankYou: "multumim",
      orderStatus: "stare-comanda",
      withdrawal: "retragere-din-contract",
      payment: "plata",
    },
    serviceSlugs: { status: "comanda-service", claim: "reclamatie" },
    catalogSlugs: {
      compare: "comparare",
      compareTypes: { phone: "telefoane", watch: "ceasuri", tablet: "tablete", computer: "calculatoare" },
      favourites: "favorite",
      lastVisited: "vazute-recent",
      expected: "asteptate",
      newlyStocked: "nou-in-stoc",
      showrooms: "showroom-uri",
    },
    engagementSlugs: {
      careers: "cariere",
      newsletterConfirm: "noutati/confirmare",
      newsletterUnsubscribe: "noutati/dezabonare",
    },
    timeZone: "Europe/Bucharest",
    mapOutline: ROMANIA_OUTLINE,
    slugs: {
      buyback: "buyback",
      service: "service",
      cart: "cos",
      search: "cautare",
      login: "autentificare",
      stores: "magazine",
      contact: "contact",
      articles: "articole",
      faq: "intrebari-frecvente",
      landing: "promotii",
    },
  },
};

/**
 * The Intl locale of a page language, for dates, numbers and country names written in that
 * language: Czech and Romanian as spoken in their markets, English as British English.
 */
export function localeTag(language: Language): "cs-CZ" | "ro-RO" | "en-GB" {
  return language === "ro" ? "ro-RO" : language === "en" ? "en-GB" : "cs-CZ";
}

export function isMarketCode(value: string): value is MarketCode {
  return value === "cz" || value === "ro";
}

export function getMarket(code: MarketCode): Market {
  return MARKETS[code];
}

/**
 * Product type labels as stored are shown through this. The legacy type labelled
 * 'prislusenství' holds the smartwatches, so it is shown as 'Chytré hodinky' (spec §1);
 * the phone type takes the market's word for phones.
 */
export function productTypeLabel(market: Market, code: string, storedLabel: string): string {
  if (storedLabel === "prislusenství")
    return market.language === "ro" ? "Ceasuri inteligente" : "Chytré hodinky";
  if (code === "phone") return market.phonesWord;
  // The stored labels are Czech (legacy data): the Romanian shop names the known types itself.
  if (market.language === "ro") return RO_PRODUCT_TYPES[code] ?? storedLabel;
  return storedLabel;
}

/** Romanian names of the product types whose stored label is Czech (issue 19: "Tablety" in the RO staff API). */
const RO_PRODUCT_TYPES: Record<string, string> = {
  tablet: "Tablete",
  computer: "Calculatoare",
  accessory: "Accesorii",
  watch: "Ceasuri inteligente",
};
