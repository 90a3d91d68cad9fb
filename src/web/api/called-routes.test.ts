import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../contract/api/route-map.js";

/**
 * The browser reaches the API by route name (`api.get("catalog:products")`), resolved against the
 * server's route table at run time: a name the server does not have throws in the browser, before
 * any request, so nothing shows in the server's logs or the network panel. The staff category form
 * asked for such a name and never opened. The typed client (`contract/api-client.ts`) only takes
 * names of the API map, and `server/platform/api-routes.test.ts` holds the map equal to the
 * server's routes; this reads every name the web code passes to the API client (or to the staff
 * list, which passes it on), so a name passed as a plain string is checked against the map too.
 */
const WEB = join(import.meta.dirname, "..");

/** The route-name argument of an API call: `api.get<T>("name"`, `.post("name"`, `useStaffList<…>("name"`. */
const CALL = /(?:\.(?:get|post|call|raw|url|has)|\buseStaffList)\s*(<)?/g;
const NAME = /^\(\s*(["'`])([a-z][a-z-]*:[a-z0-9-]*)(\$\{)?/;

/** Skips a generic argument list from its `<` (nested `<>`, and `=>` inside function types). */
function afterGenerics(s: string, at: number): number {
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    if (s[i] === "<") depth++;
    else if (s[i] === ">" && s[i - 1] !== "=" && --depth === 0) return i + 1;
  }
  return at;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Each called name (or, for a name built from a template, its fixed start ending in `…`) and where. */
function calledNames(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(WEB)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(CALL)) {
      let at = m.index + m[0].length;
      if (m[1]) at = afterGenerics(text, at - 1);
      const name = NAME.exec(text.slice(at, at + 120));
      if (name) found.set(name[3] ? `${name[2]}…` : name[2], file.slice(WEB.length + 1));
    }
  }
  return found;
}

describe("route names the web code calls", () => {
  it("are all in the API map (and so on the server)", () => {
    const table: Record<string, unknown> = apiRoutes;
    const names = Object.keys(table);
    const called = calledNames();
    // The scan finds the calls (a broken pattern would find none and pass everything).
    expect(called.size).toBeGreaterThan(120);
    expect(called.get("catalog:products")).toBeDefined();
    expect(called.get("orders:staff-list")).toBe("features/orders/api/orders-staff-queries.ts");
    const missing = [...called]
      .filter(([name]) =>
        name.endsWith("…") ? !names.some((n) => n.startsWith(name.slice(0, -1))) : !(name in table),
      )
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
