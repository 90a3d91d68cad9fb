import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const webRoot = import.meta.dirname;
// Czech letters no Romanian or English text has: a storefront text with them was typed into the code.
const czechLetters = /[čďěňřšťůžČĎĚŇŘŠŤŮŽ]/;
// Staff screens are Czech-only and are tracked on their own.
const isStaffScreen = (path: string) => /(^|\/)staff(\/|-)/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Lines of code without comments (a rough cut that is enough for texts in JSX and strings). */
function codeLines(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ""))
    .split("\n")
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ""));
}

describe("storefront code", () => {
  it("has no Czech text of its own: texts come from the translations, so the Romanian shop gets Romanian", () => {
    const found = sourceFiles(webRoot)
      .map((path) => relative(webRoot, path))
      .filter((path) => !isStaffScreen(path))
      .flatMap((path) =>
        codeLines(readFileSync(join(webRoot, path), "utf8")).flatMap((line, i) =>
          czechLetters.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [],
        ),
      );
    expect(found).toEqual([]);
  });
});
