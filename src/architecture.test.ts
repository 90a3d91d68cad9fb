import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of the code, checked (docs/architecture.md, "Boundaries"): layers import only
 * downwards, a server module reaches another only through its public service, and database calls
 * live in `*.queries.ts`. Tests and test support may reach anything.
 */

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [path] : [];
  });
}

const isTestSupport = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith("server/testing/") || file.startsWith("server/db/seed/");

/** Every source file (relative to src) with the source files it imports (relative to src). */
const files = sourceFiles(SRC).map((abs) => {
  const text = readFileSync(abs, "utf8");
  const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => {
    const target = resolve(dirname(abs), m[1]!).replace(/\.js$/, ".ts");
    return relative(SRC, existsSync(target) ? target : target.replace(/\.ts$/, ".tsx"));
  });
  return { file: relative(SRC, abs), text, imports };
});
const production = files.filter((f) => !isTestSupport(f.file));

const layer = (path: string) => path.split("/")[0]!;
/** What each layer may import besides itself. */
const mayImport: Record<string, string[]> = {
  domain: [],
  contract: ["domain"],
  i18n: ["domain"],
  server: ["domain", "contract", "i18n"],
  web: ["domain", "contract", "i18n"],
};

/** `server/modules/<area>/…` → area, else undefined. */
const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];

/** A module's public surface: its service for everyone, its routes for the composition root. */
const isPublic = (from: string, to: string, area: string) =>
  to === `server/modules/${area}/${area}.service.ts` ||
  (from === "server/modules.ts" && /^server\/modules\/[^/]+\/[^/]+\.routes\.ts$/.test(to));

describe("the shape of the code", () => {
  it("imports only downwards: domain ← contract, i18n ← server, web (and the server never imports the web)", () => {
    const wrong = production.flatMap((f) =>
      f.imports
        .filter((to) => layer(to) !== layer(f.file) && !(mayImport[layer(f.file)] ?? []).includes(layer(to)))
        // The page renderer is the one place the server runs the web app (server-side rendering).
        .filter((to) => !(f.file === "server/pages.ts" && to === "web/entry-server.tsx"))
        .map((to) => `${f.file} → ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it("reaches another server module only through its public service (<area>/<area>.service.ts)", () => {
    const wrong = production.flatMap((f) => {
      const from = moduleOf(f.file);
      return f.imports
        .filter((to) => {
          const area = moduleOf(to);
          return area && area !== from && !isPublic(f.file, to, area);
        })
        .map((to) => `${f.file} → ${to}`);
    });
    expect(wrong).toEqual([]);
  });

  it("keeps database calls in *.queries.ts (services open transactions and call queries)", () => {
    const dbCall =
      /\b(?:db|tx|trx|ctx\.db|this\.db|database)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b|\bqueryRows\s*[(<]/;
    const wrong = production
      .filter(
        (f) =>
          f.file.startsWith("server/") && !/\.queries\.ts$/.test(f.file) && !f.file.startsWith("server/db/"),
      )
      .flatMap((f) =>
        f.text.split("\n").flatMap((line, i) => (dbCall.test(line) ? [`${f.file}:${i + 1}`] : [])),
      )
      .map((where) => where.replace(/:\d+$/, ""));
    const files = [...new Set(wrong)];
    expect(files).toEqual([]);
  });
});
