import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
