import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localeFiles } from "./src/i18n/locale-files-plugin.js";
import { stylesFirst } from "./src/web/styles-first-plugin.js";

/**
 * The browser build's chunks (decision 006, issue 18). Left alone, the bundler made a chunk for
 * every set of pages sharing a module: 30 for the entry alone (loaders, query helpers, shell bits
 * of a few hundred bytes each) and 46 scripts on a product page. Over HTTP/1.1's six connections
 * on a slow phone each costs a round trip, and each chunk's import lines cost bytes. So:
 * - `vendor`: the libraries every page loads (React, React Router, TanStack Query); they change
 *   less often than our code, so a deploy leaves them cached;
 * - `app`: our code every page loads (everything the entry imports statically);
 * - `catalog-views`: the parts the catalogue's views share (cards, gallery, buy box, filters),
 *   used by home, category, product and search pages; not the pages themselves (each stays its
 *   own chunk), nor what loads on demand (the review form, the store maps).
 */
const chunkGroups = [
  { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial" as const], priority: 2 },
  {
    name: "app",
    // The entry module itself stays the entry chunk (the manifest's `index.html`).
    test: (id: string) => !/entry-client\.tsx$|index\.html$/.test(id),
    tags: ["$initial" as const],
    priority: 1,
  },
  {
    name: "catalog-views",
    test: (id: string) =>
      /src[\\/]web[\\/]features[\\/]catalog[\\/][^\\/]+\.tsx?$/.test(id) &&
      !/(-page|-pages|-route|-routes|review-form|stores-map|store-map-layout)\.tsx?$/.test(id),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), localeFiles(), stylesFirst()],
  appType: "custom",
  build: {
    target: "es2022",
    manifest: true,
    assetsDir: "assets",
    // The server's bundle loads from disk: its chunks are left as the bundler makes them.
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  ssr: {
    noExternal: [],
  },
}));
