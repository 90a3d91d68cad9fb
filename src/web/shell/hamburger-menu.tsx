import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useShop, useT } from "../shop-context.js";
import { CategoryLinks } from "../ui/category-links.js";
import type { MenuItem } from "./shell-data.js";

/**
 * The phone menu (below 851 px): a drawer with categories and the main links. Its list is built
 * only while it is open: every page's HTML carries the same links in the megamenu already (crawlers
 * follow them there), and rendering them twice on the server cost a tenth of a page's render.
 */
export function HamburgerMenu({ items }: { items: MenuItem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="mobile:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="hamburger"
        onClick={() => setOpen(true)}
        className="flex h-10 w-10 items-center justify-center rounded-md border border-gray-300"
        aria-label={t("nav.menu")}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <div className="fixed inset-0 z-40 bg-black/40" onClick={() => setOpen(false)} aria-hidden="true" />
      )}
      <nav
        id="hamburger"
        aria-label={t("nav.menu")}
        hidden={!open}
        className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-bold text-teal-800">{t("nav.menu")}</span>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="text-2xl leading-none"
            aria-label={t("nav.closeMenu")}
          >
            ×
          </button>
        </div>
        {open && <DrawerLinks items={items} />}
      </nav>
    </div>
  );
}

function DrawerLinks({ items }: { items: MenuItem[] }) {
  const t = useT();
  const { market } = useShop();
  return (
    <CategoryLinks
      items={items}
      className="space-y-1"
      linkClassName="block rounded px-2 py-2 font-medium hover:bg-teal-50"
      nested={(item) =>
        item.children?.length ? (
          <CategoryLinks
            items={item.children}
            className="ml-3 border-l border-gray-200 pl-2"
            linkClassName="block rounded px-2 py-1.5 text-sm text-gray-700 hover:bg-teal-50"
          />
        ) : null
      }
      end={(["buyback", "service", "stores", "contact"] as const).map((page, i) => (
        <li key={page} className={i === 0 ? "border-t border-gray-100 pt-2" : undefined}>
          <Link to={`/${market.slugs[page]}/`} className="block rounded px-2 py-2 hover:bg-teal-50">
            {t(`nav.${page}`)}
          </Link>
        </li>
      ))}
    />
  );
}
