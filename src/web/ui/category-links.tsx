import type { ReactNode } from "react";
import { Link } from "react-router";
import { AppLink } from "./app-link.js";

/** What a category link needs: the catalogue's menu items, a category's children, search hits. */
export interface CategoryLinkItem {
  id: number | string;
  name: string;
  url: string;
}

/**
 * A list of links to categories: the megamenu and the phone drawer (with their children), the
 * home page's tiles, a category's subcategories and the categories a search found. Each place
 * gives its own classes; the markup is one `<ul>` of `<li><a>` items.
 *
 * `plain` links are `AppLink`s (a plain `<a>`, followed by the layout's click handler): the
 * megamenu's, rendered once per menu on the server without a router (static-markup.tsx). Others
 * are React Router's `<Link>`.
 */
export function CategoryLinks<T extends CategoryLinkItem>({
  items,
  className,
  label,
  itemClassName,
  linkClassName,
  plain = false,
  nested,
  end,
}: {
  items: readonly T[];
  /** The list's classes. */
  className?: string;
  /** The list's accessible name, when no `<nav>` around it names it. */
  label?: string;
  itemClassName?: string;
  linkClassName: string;
  plain?: boolean;
  /** What an item holds after its link (a submenu of its children). */
  nested?: (item: T) => ReactNode;
  /** Items after the categories (the drawer's shop pages). */
  end?: ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {plain ? (
            <AppLink to={item.url} className={linkClassName}>
              {item.name}
            </AppLink>
          ) : (
            <Link to={item.url} className={linkClassName}>
              {item.name}
            </Link>
          )}
          {nested?.(item)}
        </li>
      ))}
      {end}
    </ul>
  );
}
