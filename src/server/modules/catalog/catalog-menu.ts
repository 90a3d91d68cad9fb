import type { AppContext } from "../../platform/context.js";
import { catalogLookups } from "./catalog.service.js";
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
  return cache.get("hamburger", async () => {
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
  });
}
