import i18next, { type i18n as I18n, type TFunction } from "i18next";
import type { Language } from "../../domain/market.js";
import { namespaces, resources } from "./resources.js";

/** One i18next instance per language, created synchronously (resources are bundled). */
const instances = new Map<Language, I18n>();

export function getI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      lng: language,
      // Romanian and English fall back to Czech, the complete locale (spec §1).
      fallbackLng: language === "cs" ? false : ["cs"],
      resources: resources as any,
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
