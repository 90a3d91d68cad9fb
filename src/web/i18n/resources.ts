// Every locale namespace, imported statically so the server and the browser bundle share one set.
// A feature adds its namespace here: `<lang>/<feature>.json`, with Czech complete and the others
// falling back to it (spec §1: Romanian falls back to Czech).
import csCatalog from "./cs/catalog.json";
import csCommon from "./cs/common.json";
import enCatalog from "./en/catalog.json";
import enCommon from "./en/common.json";
import roCatalog from "./ro/catalog.json";
import roCommon from "./ro/common.json";

export const resources = {
  cs: { common: csCommon, catalog: csCatalog },
  ro: { common: roCommon, catalog: roCatalog },
  en: { common: enCommon, catalog: enCatalog },
} as const;

export const namespaces = ["common", "catalog"] as const;
