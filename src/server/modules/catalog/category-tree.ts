import { type Market, productTypeLabel } from "../../../domain/market.js";
import type { DbOrTx } from "../../db/client.js";
import { categoryRows } from "./category-tree.queries.js";

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  position: number;
  seoName: string;
  urlPath: string;
  forDisplay: boolean;
  forBuyout: boolean;
  forService: boolean;
  filterable: boolean;
  manufacturerIds: number[];
  photoId: number | null;
  productTypeId: number | null;
  typeCode: string | null;
  typeLabel: string | null;
  meilisearchBoost: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoText: string | null;
  children: CategoryNode[];
}

/** The whole type-category tree in memory (hundreds of rows): paths, subtrees and breadcrumbs without SQL. */
export class CategoryTree {
  readonly byId = new Map<number, CategoryNode>();
  readonly byPath = new Map<string, CategoryNode>();
  readonly roots: CategoryNode[] = [];

  constructor(rows: Omit<CategoryNode, "children">[]) {
    for (const r of rows) this.byId.set(r.id, { ...r, children: [] });
    for (const node of [...this.byId.values()].sort((a, b) => a.position - b.position || a.id - b.id)) {
      this.byPath.set(node.urlPath, node);
      const parent = node.parentId ? this.byId.get(node.parentId) : undefined;
      (parent ? parent.children : this.roots).push(node);
    }
  }

  /** The category and all its descendants. */
  subtreeIds(id: number): number[] {
    const out: number[] = [];
    const walk = (n: CategoryNode) => {
      out.push(n.id);
      n.children.forEach(walk);
    };
    const node = this.byId.get(id);
    if (node) walk(node);
    return out;
  }

  /** Root first, the category itself last. */
  ancestry(id: number): CategoryNode[] {
    const out: CategoryNode[] = [];
    for (let n = this.byId.get(id); n; n = n.parentId ? this.byId.get(n.parentId) : undefined) {
      out.unshift(n);
      if (out.length > 50) break;
    }
    return out;
  }

  level(id: number): number {
    return this.ancestry(id).length;
  }

  /**
   * A product's place in the catalogue, root first: the path to the deepest displayed category of
   * its model (a model sits in a leaf and its root). Empty when none is displayed.
   */
  homePath(categoryIds: readonly number[]): CategoryNode[] {
    const home = categoryIds
      .map((id) => this.byId.get(id))
      .filter((c) => c?.forDisplay)
      .sort((a, b) => this.level(b!.id) - this.level(a!.id))[0];
    return home ? this.ancestry(home.id) : [];
  }
}

/**
 * The name shoppers see: a root category of a product type takes the type's label through
 * `productTypeLabel` when the market relabels it (phones word, 'prislusenství' → smartwatches);
 * otherwise the category's own (market-language) name.
 */
export function displayName(node: CategoryNode, market: Market): string {
  if (node.parentId || !node.typeCode || node.typeLabel === null) return node.name;
  const label = productTypeLabel(market, node.typeCode, node.typeLabel);
  return label !== node.typeLabel ? label : node.name;
}

export const categoryUrl = (node: { urlPath: string }) => `/${node.urlPath}/`;

export async function loadCategoryTree(db: DbOrTx): Promise<CategoryTree> {
  return new CategoryTree(await categoryRows(db));
}
