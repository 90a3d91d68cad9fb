import { AppLink } from "../ui/app-link.js";
import type { MenuItem } from "./shell-data.js";

/** Desktop megamenu (from 851 px, spec §9): top categories, their children on hover or focus. */
export function Megamenu({ items }: { items: MenuItem[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Kategorie" className="hidden mobile:block border-t border-gray-100 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 px-4">
        {items.map((item) => (
          <li key={item.id} className="group relative">
            <AppLink
              to={item.url}
              className="block px-3 py-3 text-sm font-medium text-gray-800 hover:text-teal-700"
            >
              {item.name}
            </AppLink>
            {item.children?.length ? (
              <ul className="invisible absolute left-0 top-full z-30 min-w-56 rounded-b-lg border border-gray-100 bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <AppLink
                      to={child.url}
                      className="block rounded px-3 py-2 text-sm text-gray-700 hover:bg-teal-50 hover:text-teal-800"
                    >
                      {child.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
