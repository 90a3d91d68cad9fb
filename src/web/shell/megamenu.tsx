import { useShop } from "../shop-context.js";
import { useStaticMarkup } from "../static-markup.js";
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
  const html = staticMarkup?.(items, "", () => <MegamenuList items={items} />);
  return html === undefined ? (
    <nav aria-label={t("home.categories")} className={NAV_CLASS}>
      <MegamenuList items={items} />
    </nav>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered (and escaped) from MegamenuList
    <nav aria-label={t("home.categories")} className={NAV_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
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
