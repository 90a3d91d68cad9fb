import { useEffect, useRef } from "react";
import {
  type LoaderFunctionArgs,
  Outlet,
  useLocation,
  useNavigate,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import type { Me } from "../../../contract/accounts.js";
import { getApi, getMarketOf } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { useToast } from "../../ui/toast.js";
import { ACCOUNT_ROUTE_ID, accountSectionHref, accountSections } from "./account-sections.js";
import { requireUser } from "./require-user.js";

export type AccountUser = NonNullable<Me["user"]>;

export async function accountLayoutLoader({ context, request }: LoaderFunctionArgs): Promise<AccountUser> {
  return requireUser(getApi(context), request, getMarketOf(context).slugs.login);
}

export const accountLayoutHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("nav.account"), robots: "noindex" }),
};

/** The logged-in customer, for a page inside the account layout. */
export function useAccountUser(): AccountUser {
  const user = useRouteLoaderData(ACCOUNT_ROUTE_ID) as AccountUser | undefined;
  if (!user) throw new Error("useAccountUser outside the account layout");
  return user;
}

/** The account area: its menu (a scrollable row on a phone, a column on a desktop) and the section. */
export function AccountLayout() {
  const t = useT("account");
  const { api, market } = useShop();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const user = useAccountUser();
  // On a phone the menu is a row wider than the screen: keep the current section in view.
  const nav = useRef<HTMLElement>(null);
  const sections = accountSections(market).map((section) => {
    const href = accountSectionHref(section);
    // A section's own pages (an order's detail under the orders) keep it marked.
    const current =
      pathname === href ||
      pathname === href.replace(/\/$/, "") ||
      (section.path !== "" && !section.path.startsWith("/") && pathname.startsWith(href));
    return { section, href, current };
  });
  const currentHref = sections.find((s) => s.current)?.href;
  useEffect(() => {
    const row = nav.current;
    const current = currentHref && row?.querySelector<HTMLElement>(`a[href="${currentHref}"]`);
    if (current && row && row.scrollWidth > row.clientWidth)
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [currentHref]);
  const logout = async () => {
    await api.post("accounts:logout");
    toast.info(t("common:auth.loggedOut"));
    await navigate("/");
    revalidator.revalidate();
  };
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("common:nav.account")}</h1>
          <p className="text-sm text-gray-600">{user.email}</p>
        </div>
        <button
          type="button"
          onClick={logout}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm hover:bg-gray-50"
        >
          {t("common:nav.logout")}
        </button>
      </div>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav
          ref={nav}
          aria-label={t("nav.title")}
          className="relative -mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
        >
          <ul className="flex gap-2 md:flex-col md:gap-1">
            {sections.map(({ section, href, current }) => {
              return (
                <li key={href} className="shrink-0">
                  <AppLink
                    to={href}
                    aria-current={current ? "page" : undefined}
                    className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm ${
                      current
                        ? "bg-gray-900 font-medium text-white"
                        : "border border-gray-200 text-gray-800 hover:bg-gray-50 md:border-transparent"
                    }`}
                  >
                    {t(section.label)}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
