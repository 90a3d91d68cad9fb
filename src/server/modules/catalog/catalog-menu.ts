import { hamburgerResponse } from "../../../contract/catalog.js";
import type { AppContext } from "../../platform/context.js";
import type { JsonText } from "../../platform/json-text.js";
import { SharedJson } from "../../platform/shared-json.js";
import { catalogLookups } from "./catalog.service.js";
import { type CatalogCacheView, catalogCache, STRUCTURE_ONLY } from "./catalog-cache.js";
import { type CategoryNode, categoryUrl, displayName } from "./category-tree.js";

export interface MenuNode {
  id: number;
  name: string;
  url: string;
  type: string | null;
  children?: MenuNode[];
}

/**
 * The hamburger menu and megamenu (`catalog:hamburger`): the displayed type-category tree, root
 * names through the product type labels (spec §1), two levels deep as the header shows them.
 */
export async function hamburgerMenu(ctx: AppContext): Promise<MenuNode[]> {
  const { cache, tree } = await catalogLookups(ctx);
  return cache.get(
    "hamburger",
    async () => {
      const node = (c: CategoryNode, depth: number): MenuNode => {
        const children = c.children.filter((x) => x.forDisplay);
        return {
          id: c.id,
          name: displayName(c, ctx.market),
          url: categoryUrl(c),
          type: c.typeCode,
          ...(depth < 2 && children.length ? { children: children.map((x) => node(x, depth + 1)) } : {}),
        };
      };
      return tree.roots.filter((r) => r.forDisplay).map((r) => node(r, 1));
    },
    STRUCTURE_ONLY,
  );
}

/** The menu as checked JSON text, kept per language until the category tree changes. */
const menuText = (ctx: AppContext, cache: CatalogCacheView, lang: string) =>
  cache.json(`hamburger:${lang}`, () => hamburgerMenu(ctx), hamburgerResponse, STRUCTURE_ONLY);

/** `catalog:hamburger`: the menu as JSON text. */
export async function menuJson(ctx: AppContext, lang: string): Promise<JsonText> {
  return menuText(ctx, await catalogCache(ctx).at(), lang);
}

/** The same text as shared JSON (`shell:data`), parsed once per category tree for every page's layout. */
export async function sharedMenu(ctx: AppContext, lang: string): Promise<SharedJson> {
  const cache = await catalogCache(ctx).at();
  return cache.get(
    `hamburger-shared:${lang}`,
    async () => new SharedJson((await menuText(ctx, cache, lang)).text),
    STRUCTURE_ONLY,
  );
}
