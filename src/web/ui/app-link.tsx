import { type AnchorHTMLAttributes, type MouseEvent, useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A link to an absolute path of the shop, rendered as a plain `<a>`: `useAppLinkClicks` (once, on
 * the layout) turns a plain click on it into client-side navigation. React Router's `<Link>`
 * resolves its path and builds a click handler per link, and with a hundred links (megamenu,
 * product cards) that was a fifth of a page's server render. Use `<Link>` for relative paths and
 * navigation options (state, replace).
 */
export function AppLink({
  to,
  keepScroll,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  /** Stay at the same scroll position (a colour or memory switch), as `<Link preventScrollReset>`. */
  keepScroll?: boolean;
}) {
  return <a href={to} data-app-link="" data-keep-scroll={keepScroll ? "" : undefined} {...props} />;
}

/** A click handler for the element around the app's links: same-window, unmodified clicks navigate in-app. */
export function useAppLinkClicks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.("a[data-app-link]") as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      const to = link.pathname + link.search + link.hash;
      // As `<Link>`: a link to the page being shown replaces its history entry.
      navigate(to, { replace: to === here, preventScrollReset: link.hasAttribute("data-keep-scroll") });
    },
    [navigate, here],
  );
}
