import { createContext, type HTMLAttributes, type ReactNode, useContext } from "react";

/**
 * On the server: the markup of a subtree that is a function of `key` and `variant` alone (`key` a
 * value shared by many pages, frozen: server/platform/shared-json.ts; `variant` what else the markup
 * depends on, such as the language), rendered once per key and variant; undefined for any other
 * key. In the browser there is none, and the subtree renders and hydrates as usual against the same
 * markup. The subtree is rendered outside the page's providers: it provides what it uses.
 */
export type StaticMarkup = (key: object, variant: string, render: () => ReactNode) => string | undefined;

const StaticMarkupContext = createContext<StaticMarkup | undefined>(undefined);
export const StaticMarkupProvider = StaticMarkupContext.Provider;

export function useStaticMarkup(): StaticMarkup | undefined {
  return useContext(StaticMarkupContext);
}

/**
 * A wrapper element holding either the kept markup of its content (`html`, from a StaticMarkup) or
 * the content rendered as usual (`render`, in the browser and whenever nothing was kept). The
 * browser hydrates the one against the other: the same tree either way.
 */
export function WithStaticMarkup({
  as: Wrapper = "div",
  html,
  render,
  ...attributes
}: {
  as?: "div" | "nav";
  html: string | undefined;
  render: () => ReactNode;
} & HTMLAttributes<HTMLElement>) {
  return html === undefined ? (
    <Wrapper {...attributes}>{render()}</Wrapper>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered (and escaped) from `render`
    <Wrapper {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * The server's StaticMarkup: `renderStatic` is react-dom/server's renderToString, which writes the
 * subtree exactly as the page's own render would (renderToStaticMarkup leaves out the `<!-- -->`
 * between adjacent texts, `(<!-- -->12<!-- -->)`, that the browser's hydration expects).
 */
export function staticMarkupCache(renderStatic: (node: ReactNode) => string): StaticMarkup {
  const markups = new WeakMap<object, Map<string, string>>();
  return (key, variant, render) => {
    // A per-request value would be rendered and kept for nothing.
    if (!Object.isFrozen(key)) return undefined;
    let variants = markups.get(key);
    if (!variants) {
      variants = new Map();
      markups.set(key, variants);
    }
    let html = variants.get(variant);
    if (html === undefined) {
      html = flat(renderStatic(render()));
      variants.set(variant, html);
    }
    return html;
  };
}

/**
 * The markup as one flat string. React writes it as a rope of thousands of small pieces (tags,
 * attributes, texts), which V8 walks piece by piece whenever the page that holds it is encoded
 * (~30 ns a piece, most of the cost of turning a page into bytes); kept for many pages, it is
 * walked once here instead. Through TextEncoder and back: a new string, copied in one piece.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const flat = (html: string) => decoder.decode(encoder.encode(html));
