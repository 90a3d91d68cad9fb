import { NavLink, Outlet, useLoaderData } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import { useShop } from "../../shop-context.js";
import { CachePurgeDialog } from "./cache-purge-dialog.js";
import { menuLabelKey, staffMenu } from "./staff-menu.js";

type User = NonNullable<Me["user"]>;

export function StaffLayout() {
  const user = useLoaderData() as User;
  const { t } = useShop();
  const allowed = staffMenu.filter(
    (e) => !e.permission || user.role === "admin" || user.permissions.includes(e.permission),
  );
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t("staff.menu")} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
        <p className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-gray-500">
          {t("staff.title")}
        </p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {allowed.map((e) => (
            <li key={e.to}>
              <NavLink
                end
                to={e.to}
                className={({ isActive }) =>
                  `block rounded px-2 py-1.5 text-sm ${isActive ? "bg-teal-700 text-white" : "text-gray-800 hover:bg-white"}`
                }
              >
                {t(menuLabelKey(e))}
              </NavLink>
            </li>
          ))}
        </ul>
        <CachePurgeDialog />
      </nav>
      <section className="min-w-0">
        <Outlet context={user} />
      </section>
    </div>
  );
}
