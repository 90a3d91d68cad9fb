import { createContext, type ReactNode, useContext } from "react";

/**
 * On the server: the markup of a subtree that is a function of `key` alone (a value shared by many
 * pages, frozen: server/platform/shared-json.ts), rendered once per value; undefined for any
 * other key. In the browser there is none, and the subtree renders and hydrates as usual against
 * the same markup. The subtree must use no context: it is rendered outside the page's providers.
 */
export type StaticMarkup = (key: object, render: () => ReactNode) => string | undefined;

const StaticMarkupContext = createContext<StaticMarkup | undefined>(undefined);
export const StaticMarkupProvider = StaticMarkupContext.Provider;

export function useStaticMarkup(): StaticMarkup | undefined {
  return useContext(StaticMarkupContext);
}

/** The server's StaticMarkup: `renderStatic` is react-dom/server's renderToStaticMarkup. */
export function staticMarkupCache(renderStatic: (node: ReactNode) => string): StaticMarkup {
  const markups = new WeakMap<object, string>();
  return (key, render) => {
    // A per-request value would be rendered and kept for nothing.
    if (!Object.isFrozen(key)) return undefined;
    let html = markups.get(key);
    if (html === undefined) {
      html = renderStatic(render());
      markups.set(key, html);
    }
    return html;
  };
}
