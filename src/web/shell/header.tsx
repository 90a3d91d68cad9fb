import { useShop, useT } from "../shop-context.js";
import { AppLink } from "../ui/app-link.js";
import { CartIcon } from "../ui/cart-icon.js";
import { HamburgerMenu } from "./hamburger-menu.js";
import { Logo } from "./logo.js";
import { Megamenu } from "./megamenu.js";
import { SearchBox } from "./search-box.js";
import type { ShellData } from "./shell-data.js";

export function Header({ shell }: { shell: ShellData }) {
  const t = useT();
  const { market } = useShop();
  const user = shell.me.user;
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <HamburgerMenu items={shell.menu} />
        <Logo />
        <SearchBox className="mx-4 hidden flex-1 sm:flex" />
        <nav aria-label={t("nav.account")} className="ml-auto flex items-center gap-2 text-sm">
          <AppLink
            to={`/${market.slugs.buyback}/`}
            className="hidden rounded px-2 py-2 hover:text-teal-700 md:block"
          >
            {t("nav.buyback")}
          </AppLink>
          <AppLink
            to={`/${market.slugs.service}/`}
            className="hidden rounded px-2 py-2 hover:text-teal-700 md:block"
          >
            {t("nav.service")}
          </AppLink>
          {user?.is_staff && (
            <AppLink to="/staff/" className="hidden rounded px-2 py-2 hover:text-teal-700 sm:block">
              {t("nav.staff")}
            </AppLink>
          )}
          {user ? (
            <AppLink to="/ucet/" className="rounded px-2 py-2 hover:text-teal-700">
              {user.first_name ?? t("nav.account")}
            </AppLink>
          ) : (
            <AppLink to={`/${market.slugs.login}/`} className="rounded px-2 py-2 hover:text-teal-700">
              {t("nav.login")}
            </AppLink>
          )}
          <AppLink
            to={`/${market.slugs.cart}/`}
            className="relative flex items-center gap-1 rounded-md bg-teal-700 px-3 py-2 font-semibold text-white hover:bg-teal-800"
            aria-label={`${t("nav.cart")} (${shell.cartCount})`}
          >
            <CartIcon size={18} stroke="currentColor" strokeWidth={2} />
            <span data-testid="cart-count">{shell.cartCount}</span>
          </AppLink>
        </nav>
      </div>
      <div className="px-4 pb-3 sm:hidden">
        <SearchBox narrow />
      </div>
      <Megamenu items={shell.menu} />
    </header>
  );
}
