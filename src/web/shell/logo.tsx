import { useT } from "../shop-context.js";
import { AppLink } from "../ui/app-link.js";

export function Logo() {
  const t = useT();
  return (
    <AppLink
      to="/"
      className="flex items-center gap-2 font-bold text-teal-800 text-lg whitespace-nowrap"
      aria-label={`${t("shop.name")} – ${t("nav.home")}`}
    >
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span className="hidden min-[420px]:inline">{t("shop.name")}</span>
    </AppLink>
  );
}
