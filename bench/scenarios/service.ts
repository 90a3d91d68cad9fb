import type { Scenario } from "../scenario.js";

/** Colours across types and makers, so the measurement is not one cached plan for one model. */
const COLORS = [
  "iphone-15-pro-black-titanium",
  "galaxy-s24-ultra-titanium-black",
  "pixel-9-obsidian",
  "iphone-13-midnight",
  "xiaomi-14-black",
  "apple-watch-ultra-2-natural",
];

/** What people type, typos and missing accents included. */
const TERMS = [
  "iphnoe 15 pro",
  "galxy s24 ultar",
  "pixle 9",
  "xiaomy 14",
  "macbook air",
  "samsnug hodinky",
  "ipad",
  "moto g",
];

/**
 * Issue 4: operations by colour (≥ 25 % of the database ceiling) and smart search (p99 under
 * 30 ms on the 100 000-product catalogue: `npm run bench -- --only service --products 100000`),
 * plus the repair order itself.
 */
export const scenarios: Scenario[] = [
  {
    name: "service operations by colour",
    requests: async ({ routes, path }) =>
      routes["service:operations"]
        ? COLORS.map((color) => ({ path: path("service:operations", {}, { color }) }))
        : null,
    target: { minRatio: 0.25 },
  },
  {
    // Every request a term never seen before ([<id>] is unique per request): the database path,
    // not the answer cache; the suffix is a word no model has, so the whole candidate search runs.
    name: "service smart search, every term new (uncached)",
    requests: async ({ routes, path }) =>
      routes["service:smart-search"]
        ? TERMS.map((term) => ({ path: `${path("service:smart-search", {}, { term })}+x[<id>]` }))
        : null,
  },
  {
    name: "service smart search (misspelt terms)",
    requests: async ({ routes, path }) =>
      routes["service:smart-search"]
        ? TERMS.map((term) => ({ path: path("service:smart-search", {}, { term }) }))
        : null,
    target: { maxP99Ms: 30 },
  },
  {
    name: "service page data for a full URL (selector + operations)",
    requests: async ({ routes, path }) =>
      routes["service:selector"]
        ? [
            {
              path: path(
                "service:selector",
                {},
                { type: "phone", manufacturer: "apple", model: "iphone-15-pro", color: COLORS[0] },
              ),
            },
          ]
        : null,
    target: { minRatio: 0.25 },
  },
  {
    name: "service repair order (encrypted contact, e-mail)",
    requests: async ({ routes, path, session, getJson }) => {
      if (!routes["service:order-create"]) return null;
      const ops = (await getJson(path("service:operations", {}, { color: COLORS[0] }))).choices;
      const { cookie, csrf } = await session();
      const body = JSON.stringify({
        color: COLORS[0],
        operations: [ops[0].value, ops[1].value],
        imei: "",
        fault: "Prasklý displej.",
        handover: "courier",
        store: null,
        pickup_address: { street: "Národní 10", city: "Praha", postcode: "110 00" },
        customer: { name: "Jana Nováková", email: "bench@example.cz", phone: "+420601123456" },
        consent: true,
      });
      // Each request as another customer ([<id>] per request), so the per-address form limit
      // measures as it would with many real customers.
      return [
        {
          method: "POST",
          path: path("service:order-create"),
          body,
          headers: { cookie, "x-csrftoken": csrf, "x-forwarded-for": "[<id>]" },
        },
      ];
    },
  },
];
