import localeUrls from "virtual:locale-files";
import type { Language } from "../domain/market.js";
import { fallbackOf, registerLanguage } from "./i18n-core.js";

/** Files downloaded (or downloading), as `shop:cs`: each once. */
const loading = new Map<string, Promise<void>>();
let pageLanguages: Language[] = [];

function load(file: "shop" | "staff", languages: Language[]): Promise<unknown> {
  return Promise.all(
    languages.map((l) => {
      let done = loading.get(`${file}:${l}`);
      if (!done) {
        done = fetch(localeUrls[file][l]).then(async (res) => {
          if (!res.ok) throw new Error(`translations ${file} ${l}: ${res.status}`);
          registerLanguage(l, await res.json());
        });
        loading.set(`${file}:${l}`, done);
      }
      return done;
    }),
  );
}

/**
 * Loads a language's shop texts in the browser before the first render: one JSON file per language
 * (preloaded by the page's head; `locale-split.ts` says which texts). Romanian is complete (a test
 * keeps it so), so its Czech fallback is not downloaded; English is partial and needs it.
 */
export async function loadLanguage(language: Language): Promise<void> {
  pageLanguages = language === "en" ? [language, ...fallbackOf(language)] : [language];
  await load("shop", pageLanguages);
}

/**
 * The staff screens' texts of the page's language (and its fallback), loaded with the staff area
 * (`staff-area.ts`) so a staff page never renders a bare key.
 */
export async function loadStaffTexts(): Promise<void> {
  await load("staff", pageLanguages);
}
