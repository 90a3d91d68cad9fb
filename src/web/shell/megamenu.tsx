import { useShop } from "../shop-context.js";
import { useStaticMarkup, WithStaticMarkup } from "../static-markup.js";
import { CategoryLinks } from "../ui/category-links.js";
import type { MenuItem } from "./shell-data.js";

/**
 * Desktop megamenu (from 851 px, spec §9): top categories, their children on hover or focus. Pure
 * markup (CSS opens it, the layout's click handler follows its links), so the server renders it
 * once per shared menu (static-markup.tsx) and the browser hydrates it as usual.
 */
export function Megamenu({ items }: { items: MenuItem[] }) {
  const staticMarkup = useStaticMarkup();
  const { t } = useShop();
  if (!items.length) return null;
  const list = () => <MegamenuList items={items} />;
  const html = staticMarkup?.(items, "", list);
  return (
    <WithStaticMarkup
      as="nav"
      aria-label={t("home.categories")}
      className={NAV_CLASS}
      html={html}
      render={list}
    />
  );
}

const NAV_CLASS = "hidden mobile:block border-t border-gray-100 bg-white";

function MegamenuList({ items }: { items: MenuItem[] }) {
  return (
    <CategoryLinks
      plain
      items={items}
      className="mx-auto flex max-w-7xl gap-1 px-4"
      itemClassName="group relative"
      linkClassName="block px-3 py-3 text-sm font-medium text-gray-800 hover:text-teal-700"
      nested={(item) =>
        item.children?.length ? (
          <CategoryLinks
            plain
            items={item.children}
            className="invisible absolute left-0 top-full z-30 min-w-56 rounded-b-lg border border-gray-100 bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible"
            linkClassName="block rounded px-3 py-2 text-sm text-gray-700 hover:bg-teal-50 hover:text-teal-800"
          />
        ) : null
      }
    />
  );
}
