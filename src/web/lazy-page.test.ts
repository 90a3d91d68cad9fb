import { existsSync } from "node:fs";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { getMarket } from "../domain/market.js";
import type { LazyPage } from "./lazy-page.js";
import { createRoutes } from "./routes.js";

function lazyPages(routes: RouteObject[]): LazyPage[] {
  return routes.flatMap((r) => [
    ...(typeof r.lazy === "function" && "module" in r.lazy ? [r.lazy as LazyPage] : []),
    ...lazyPages(r.children ?? []),
  ]);
}

describe("code-split pages", () => {
  for (const code of ["cz", "ro"] as const) {
    it(`name the module they load, so the server preloads the right chunk (${code})`, async () => {
      const pages = lazyPages(createRoutes(getMarket(code)));
      expect(pages.length).toBeGreaterThan(20);
      for (const page of pages) {
        expect(existsSync(page.module), page.module).toBe(true);
        const base = page.module.slice(page.module.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
        expect(page.load.toString(), page.module).toMatch(new RegExp(`/${base}\\.(js|tsx?)`));
        const parts = await page();
        expect(typeof parts.Component, page.module).toBe("function");
      }
    });
  }
});
