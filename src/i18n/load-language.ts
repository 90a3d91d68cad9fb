import localeUrls from "virtual:locale-files";
import type { Language } from "../domain/market.js";
import { fallbackOf, isLanguageRegistered, registerLanguage } from "./i18n-core.js";

/**
 * Loads a language's translations in the browser before the first render: one JSON file per
 * language (preloaded by the page's head). Romanian is complete (a test keeps it so), so its Czech
 * fallback is not downloaded; English is partial and needs it.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const wanted = language === "en" ? [language, ...fallbackOf(language)] : [language];
  await Promise.all(
    wanted
      .filter((l) => !isLanguageRegistered(l))
      .map(async (l) => {
        const res = await fetch(localeUrls[l]);
        if (!res.ok) throw new Error(`translations ${l}: ${res.status}`);
        registerLanguage(l, await res.json());
      }),
  );
}
