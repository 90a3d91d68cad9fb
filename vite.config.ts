import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localeFiles } from "./src/i18n/locale-files-plugin.js";
import { stylesFirst } from "./src/web/styles-first-plugin.js";

export default defineConfig({
  plugins: [react(), tailwindcss(), localeFiles(), stylesFirst()],
  appType: "custom",
  build: {
    target: "es2022",
    manifest: true,
    assetsDir: "assets",
  },
  ssr: {
    noExternal: [],
  },
});
