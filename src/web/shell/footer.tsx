import { Link } from "react-router";
import { NewsletterForm } from "../features/engagement/newsletter-form.js";
import { useShop, useT } from "../shop-context.js";

export function Footer() {
  const t = useT();
  const { market } = useShop();
  const links: [string, string][] = [
    [`/${market.slugs.stores}/`, t("footer.stores")],
    [`/${market.slugs.contact}/`, t("footer.contact")],
    [`/${market.slugs.buyback}/`, t("footer.buyback")],
    [`/${market.slugs.service}/`, t("footer.service")],
    [`/${market.engagementSlugs.careers}/`, t("footer.careers")],
  ];
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-3">
        <div>
          <p className="font-bold text-teal-800">{t("shop.name")}</p>
          <p className="mt-1 text-sm text-gray-600">{t("shop.tagline")}</p>
        </div>
        <nav aria-label={t("footer.about")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {links.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="text-gray-700 hover:text-teal-700 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-500">
        © {new Date().getFullYear()} {t("shop.name")}. {t("footer.rights")}
      </p>
    </footer>
  );
}
