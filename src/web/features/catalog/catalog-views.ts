import type { CodeToLoad } from "../../lazy-page.js";
import type { CategoryPage } from "./category-page.js";
import type { ProductPage } from "./product-page.js";

/**
 * A catalogue address is a product or a category, known only from the loader's answer, so each
 * view is its own chunk: a product page does not download the facets, a category page not the buy
 * box. The loader (and, before hydrating, the browser's entry) loads the view its data needs; the
 * server preloads that chunk with the page.
 */
interface Views {
  product: typeof ProductPage;
  category: typeof CategoryPage;
}
export type ViewKind = keyof Views;

const loaded: Partial<Views> = {};
const dir = "src/web/features/catalog";

export const catalogViewCode: Record<ViewKind, CodeToLoad> = {
  product: {
    module: `${dir}/product-page.tsx`,
    load: async () => {
      loaded.product ??= (await import("./product-page.js")).ProductPage;
    },
  },
  category: {
    module: `${dir}/category-page.tsx`,
    load: async () => {
      loaded.category ??= (await import("./category-page.js")).CategoryPage;
    },
  },
};

/** The view, once its code has loaded (the loader or the entry made sure it has). */
export function catalogView<K extends ViewKind>(kind: K): Views[K] {
  const view = loaded[kind];
  if (!view) throw new Error(`catalogue view "${kind}" rendered before its code loaded`);
  return view as Views[K];
}
