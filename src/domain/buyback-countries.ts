import type { Market } from "./market.js";

/**
 * Countries offered in the sell-online form (address, pickup address, nationality). We pick up
 * devices only in the market's country and its neighbours; nationality covers the people who
 * most often sell to Czech and Romanian shops. ISO 3166-1 alpha-2; labels come from
 * Intl.DisplayNames in the page language, so no country name is translated by hand.
 */
export const ADDRESS_COUNTRIES: Record<Market["code"], readonly string[]> = {
  cz: ["CZ", "SK"],
  ro: ["RO", "MD"],
};

export const NATIONALITIES: readonly string[] = [
  "CZ",
  "SK",
  "RO",
  "MD",
  "PL",
  "DE",
  "AT",
  "HU",
  "UA",
  "BG",
  "VN",
  "RU",
  "BY",
  "GB",
  "IT",
  "FR",
  "ES",
  "NL",
  "US",
];

export function countryLabel(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
