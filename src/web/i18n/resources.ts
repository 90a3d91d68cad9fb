// Every locale namespace, imported statically so the server and the browser bundle share one set.
// A feature adds its namespace here: `<lang>/<feature>.json`, with Czech complete and the others
// falling back to it (spec §1: Romanian falls back to Czech).
import csCommon from "./cs/common.json";
import enCommon from "./en/common.json";
import roCommon from "./ro/common.json";

export const resources = {
  cs: { common: csCommon },
  ro: { common: roCommon },
  en: { common: enCommon },
} as const;

export const namespaces = ["common"] as const;
