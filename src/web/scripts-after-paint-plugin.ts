import type { Plugin } from "vite";

/**
 * The page's scripts at low fetch priority (`fetchpriority="low"` on the entry's `<script>` and its
 * module preloads). The server's HTML is the first paint and the largest (a product's or the first
 * card's picture, preloaded at high priority); the scripts only hydrate it. At the same priority a
 * phone on a slow line fetched ~140 KB of JavaScript alongside the stylesheet and that picture, and
 * both waited for it (decision 006). The page's own chunk preloads are marked the same by the server.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: "shop:scripts-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")([^>]*)>/g,
          '<$1$2 fetchpriority="low">',
        ),
    },
  };
}
