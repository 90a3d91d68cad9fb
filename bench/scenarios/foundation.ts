import type { Scenario } from "../scenario.js";

/** Issue 2: the home page rendered on the server, and one product as JSON. */
export const scenarios: Scenario[] = [
  {
    name: "home page SSR",
    requests: async () => [{ path: "/" }],
  },
  {
    name: "home products JSON",
    requests: async ({ path }) => [{ path: path("content:home") }],
    target: { minRatio: 0.25 },
  },
  {
    name: "product JSON",
    requests: async ({ routes, getJson, path }) => {
      if (!routes["catalog:product"]) return null;
      const home = await getJson(path("content:home"));
      const seo = home.newest[0]?.seo_name;
      return seo ? [{ path: path("catalog:product", { seo_name: seo }) }] : null;
    },
    target: { minRatio: 0.25 },
  },
];
