import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STAFF_AREA_MODULE } from "../web/features/staff/staff-area.js";
import { fileOf, SERVER_TEXTS, STAFF_TEXTS, splitLocale } from "./locale-split.js";
import { browserGraph, type KeyUse, keyUses, reachedSubtrees, STAFF_DECLARATION } from "./locale-uses.js";
import { resources } from "./resources.js";

const ENTRY = "src/web/entry-client.tsx";
/** The storefront's code: the entry's static graph and its lazy pages, without the staff area. */
const storefront = browserGraph(ENTRY, [STAFF_AREA_MODULE]);
/** All the browser's code: the storefront and the lazy staff area. */
const browser = browserGraph(ENTRY);

/** Literals that look like keys but are not texts (each checked by hand). */
const NOT_KEYS: Pick<KeyUse, "file" | "text">[] = [
  // The product list's name for analytics (`catalog:<category path>`), not a translation.
  { file: "src/web/features/catalog/category-page.tsx", text: "catalog:" },
  // Suggestion ids (`c<id>`, `p<id>`): template heads of one letter, not key prefixes.
  { file: "src/web/features/catalog/search-suggestions.tsx", text: "c" },
  { file: "src/web/features/catalog/search-suggestions.tsx", text: "p" },
];
const isKey = (u: KeyUse) => !NOT_KEYS.some((n) => n.file === u.file && n.text === u.text);

type Tree = { [key: string]: string | Tree };
const czech = resources.cs as unknown as Record<string, Tree>;

/** `file: "literal" → ns:subtree` for every use reaching a subtree not in `allowed` files. */
function misplaced(uses: KeyUse[], allowed: string[]): string[] {
  return uses.filter(isKey).flatMap((u) =>
    reachedSubtrees(u, czech)
      .filter((s) => !allowed.includes(fileOf(s.slice(0, s.indexOf(":")), s.slice(s.indexOf(":") + 1))))
      .map((s) => `${u.file}: ${JSON.stringify(u.text)} → ${s}`),
  );
}

describe("the browser's translation files (locale-split.ts)", () => {
  it("walk the storefront's pages, lazy ones included, and not the staff area", () => {
    for (const f of [
      "src/web/routes.tsx",
      "src/web/features/catalog/product-page.tsx",
      "src/web/features/home/home-page.tsx",
      "src/web/features/checkout/checkout-page.tsx",
      "src/web/features/account/addresses-page.tsx",
    ])
      expect(storefront.has(f), f).toBe(true);
    expect(storefront.has(STAFF_AREA_MODULE)).toBe(false);
    expect(storefront.has("src/web/features/content/staff/articles-admin-page.tsx")).toBe(false);
    expect(browser.has("src/web/features/content/staff/articles-admin-page.tsx")).toBe(true);
    expect(browser.size).toBeGreaterThan(storefront.size);
  });

  it("put every text the storefront can ask for in the shop file", () => {
    expect(misplaced(keyUses(storefront, true), ["shop"])).toEqual([]);
  });

  it("put every text a staff page can ask for in the shop or staff file (none server-only)", () => {
    expect(misplaced(keyUses(browser), ["shop", "staff"])).toEqual([]);
  });

  it("find a misplaced text: a storefront use of a staff or server-only text fails", () => {
    const use = (text: string, prefix = false): KeyUse => ({ file: "x.tsx", text, prefix });
    expect(misplaced([use("catalog:staff.saved")], ["shop"])).toHaveLength(1);
    expect(misplaced([use("orders:mail.")], ["shop", "staff"])).toHaveLength(1);
    expect(misplaced([use("status.", true)], ["shop"])).toEqual([]);
    // A key without namespace counts in every namespace that has it (its `useT` is not tracked).
    expect(reachedSubtrees(use("saved"), czech)).toEqual(expect.arrayContaining(["settings:saved"]));
  });

  it("leave out of the storefront only staff declarations the storefront never imports", () => {
    const stripped = new Set<string>();
    for (const file of storefront)
      for (const [block] of readFileSync(file, "utf8").matchAll(STAFF_DECLARATION)) {
        // One declaration per block: a block running into the next one would hide storefront code.
        expect(block.slice(1).match(/^(export |function |const )/gm), `${file}: ${block}`).toBeNull();
        stripped.add(/^export const (\w+)/.exec(block)![1]);
      }
    expect([...stripped]).toEqual(expect.arrayContaining(["contentStaffRoutes", "contentMenu"]));
    for (const file of storefront) {
      const source = readFileSync(file, "utf8").replace(STAFF_DECLARATION, "");
      for (const name of stripped)
        expect(new RegExp(`\\b${name}\\b`).test(source), `${file}: ${name}`).toBe(false);
    }
  });

  it("list only subtrees that exist, and keep every text in exactly one place", () => {
    for (const [ns, subtrees] of [...Object.entries(STAFF_TEXTS), ...Object.entries(SERVER_TEXTS)])
      for (const s of subtrees ?? [])
        expect(
          Object.keys(czech[ns] ?? {}).some((k) => k.replace(/_(zero|one|two|few|many|other)$/, "") === s),
          `${ns}:${s}`,
        ).toBe(true);
    for (const [language, namespaces] of Object.entries(resources)) {
      const { shop, staff } = splitLocale(namespaces as unknown as Record<string, Record<string, unknown>>);
      for (const [ns, tree] of Object.entries(namespaces))
        for (const key of Object.keys(tree)) {
          const where = [shop[ns]?.[key], staff[ns]?.[key]].filter((v) => v !== undefined).length;
          expect(where, `${language} ${ns}:${key}`).toBe(fileOf(ns, key) === "server" ? 0 : 1);
        }
    }
  });

  it("send the shopper about half the Czech texts, without e-mails or documents", () => {
    const { shop, staff } = splitLocale(resources.cs as unknown as Record<string, Record<string, unknown>>);
    const all = JSON.stringify(resources.cs).length;
    expect(JSON.stringify(shop).length).toBeLessThan(all * 0.6);
    expect(shop.orders?.mail ?? staff.orders?.mail ?? shop.orders?.doc).toBeUndefined();
    expect(shop.catalog?.staff).toBeUndefined();
    expect(staff.catalog?.staff).toBeDefined();
  });
});
