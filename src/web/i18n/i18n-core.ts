import i18next, { type i18n as I18n, type TFunction } from "i18next";
import type { Language } from "../../domain/market.js";

/** Namespaces of every language (one JSON file each under `<lang>/`). */
export const namespaces = [
  "common",
  "service",
  "cart",
  "checkout",
  "orders",
  "payments",
  "discounts",
  "engagement",
  "catalog",
  "buyback",
] as const;

type Resources = Record<(typeof namespaces)[number], object>;

/**
 * Translations registered so far: the server registers every language at start (`i18n.ts`); the
 * browser only the page's language and its fallback (`load-language.ts`), so it downloads one.
 */
const registered = new Map<Language, Resources>();
const instances = new Map<Language, I18n>();

export function registerLanguage(language: Language, resources: Resources): void {
  registered.set(language, resources);
  instances.clear();
}

export function isLanguageRegistered(language: Language): boolean {
  return registered.has(language);
}

/** Romanian and English fall back to Czech, the complete locale (spec §1). */
export function fallbackOf(language: Language): Language[] {
  return language === "cs" ? [] : ["cs"];
}

/** One i18next instance per language, created synchronously from the registered resources. */
export function getI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      lng: language,
      fallbackLng: language === "cs" ? false : fallbackOf(language),
      resources: Object.fromEntries(registered),
      ns: [...namespaces],
      defaultNS: "common",
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

export function getT(language: Language): TFunction {
  return getI18n(language).t;
}
