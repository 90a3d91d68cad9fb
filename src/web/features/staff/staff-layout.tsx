import { useEffect, useId, useState } from "react";
import { NavLink, Outlet, useLoaderData, useLocation } from "react-router";
import { useShop } from "../../shop-context.js";
import { CachePurgeDialog } from "./cache-purge-dialog.js";
import { NoPermission } from "./no-permission.js";
import type { staffLoader } from "./staff-access.js";
import { menuLabelKey, requiredPermission, staffMenu } from "./staff-menu.js";

export function StaffLayout() {
  const user = useLoaderData<typeof staffLoader>();
  const { t } = useShop();
  const holds = (p: string | undefined) => !p || user.role === "admin" || user.permissions.includes(p);
  const allowed = staffMenu.filter((e) => holds(e.permission));
  // On a phone the menu (19 entries) pushed every page's content below the first screen: there it
  // is folded behind a button and folds again after each move; from md up it is the sidebar.
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: fold whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  const listId = useId();
  const current = allowed.find((e) => e.to === pathname);
  // A page the role may not open says so inside the layout, instead of a page whose calls all fail.
  const mayOpen = holds(requiredPermission(pathname));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6">
      <nav aria-label={t("staff.menu")} className="min-w-0 rounded-lg border border-gray-200 bg-gray-50 p-3">
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-left text-sm font-semibold text-gray-800 md:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>
            {t("staff.menu")}
            {current && <span className="ml-2 font-normal text-gray-600">· {t(menuLabelKey(current))}</span>}
          </span>
          <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </button>
        <div id={listId} className={`${open ? "mt-2 block" : "hidden"} md:mt-0 md:block`}>
          <p className="mb-2 hidden px-2 text-xs font-semibold uppercase tracking-wide text-gray-500 md:block">
            {t("staff.title")}
          </p>
          <ul className="flex flex-col gap-1">
            {allowed.map((e) => (
              <li key={e.to}>
                <NavLink
                  end
                  to={e.to}
                  className={({ isActive }) =>
                    `flex items-center justify-between gap-2 rounded px-2 py-1.5 text-sm ${isActive ? "bg-teal-700 text-white" : "text-gray-800 hover:bg-white"}`
                  }
                >
                  {t(menuLabelKey(e))}
                  {e.badge && <e.badge />}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* Purging is the catalogue's (core:purge needs `catalog`): others would only be refused. */}
          {holds("catalog") && <CachePurgeDialog />}
        </div>
      </nav>
      <section className="min-w-0">{mayOpen ? <Outlet context={user} /> : <NoPermission />}</section>
    </div>
  );
}
