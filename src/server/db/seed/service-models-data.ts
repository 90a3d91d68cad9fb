import { slugify } from "../../../domain/slug.js";
import type { ModelSeed } from "./catalog-data.js";

/**
 * The shop repairs what it sells: sales-catalogue models join the device tree for service (not for
 * buy-back, which prices only what it has appraisal data for). Where the catalogue names a model
 * the tree already has under another name (a case size, "Apple" in the name), it maps here.
 */
export const SALES_ALIASES: Record<string, string> = {
  "watch-series-10-46mm": "apple-watch-series-10",
  "watch-series-10-42mm": "apple-watch-series-10",
  "watch-ultra-2": "apple-watch-ultra-2",
  "watch-se-44mm": "apple-watch-se-2-generace",
  "galaxy-watch7-44mm": "galaxy-watch7",
  "pixel-watch-3-45mm": "pixel-watch-3",
};

/** Catalogue colour names (Czech) with the other languages and the English key that makes the slug. */
export const SALES_COLORS: Record<string, { en: string; ro: string }> = {
  Černá: { en: "Black", ro: "Negru" },
  Bílá: { en: "White", ro: "Alb" },
  Modrá: { en: "Blue", ro: "Albastru" },
  Zelená: { en: "Green", ro: "Verde" },
  Růžová: { en: "Pink", ro: "Roz" },
  Stříbrná: { en: "Silver", ro: "Argintiu" },
  Zlatá: { en: "Gold", ro: "Auriu" },
  Šedá: { en: "Gray", ro: "Gri" },
  Fialová: { en: "Purple", ro: "Mov" },
  "Přírodní titan": { en: "Natural Titanium", ro: "Titan natural" },
};

/** Release years of the catalogue's models, for the newest-first order of results. */
const YEARS: Record<string, number> = {
  "iphone-16e": 2025,
  "galaxy-s25-ultra": 2025,
  "galaxy-s25-plus": 2025,
  "galaxy-s25": 2025,
  "galaxy-a56-5g": 2025,
  "galaxy-a36-5g": 2025,
  "pixel-9a": 2025,
  "xiaomi-15-ultra": 2025,
  "xiaomi-15": 2025,
  "phone-3a": 2025,
  "ipad-a16": 2025,
  "ipad-air-11-m3": 2025,
  "macbook-air-13-m4": 2025,
  "macbook-air-15-m4": 2025,
  "thinkpad-x1-carbon-gen-13": 2025,
  "fenix-8-47mm": 2024,
};

export interface SalesServiceModel {
  slug: string;
  seed: ModelSeed;
  year: number;
}

/** The catalogue's devices (not accessories) with their tree slug: an existing model, or a new one to add. */
export function salesModels(models: readonly ModelSeed[]): SalesServiceModel[] {
  return models
    .filter((m) => m.type !== "accessory")
    .map((m) => {
      const own = slugify(m.name);
      return { slug: SALES_ALIASES[own] ?? own, seed: m, year: YEARS[own] ?? 2024 };
    });
}
