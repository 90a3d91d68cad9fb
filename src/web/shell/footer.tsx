import { useShop, useT } from "../shop-context.js";
import { AppLink } from "../ui/app-link.js";
import { DeferredIsland } from "../ui/deferred-island.js";

// The subscriber form (zod, react-hook-form) loads when the footer comes near the viewport.
const loadNewsletterForm = () =>
  import("../features/engagement/newsletter-form.js").then((m) => m.NewsletterForm);

/** What the server renders in the form's place: its heading and text, and the room the form takes. */
function NewsletterPlaceholder() {
  const t = useT("engagement");
  return (
    <div className="space-y-2">
      <p className="font-semibold">{t("newsletter.title")}</p>
      <p className="text-sm text-gray-600">{t("newsletter.text")}</p>
      <div aria-hidden="true" className="h-[4.75rem]" />
    </div>
  );
}

export function Footer() {
  const t = useT();
  const { market } = useShop();
  const links: [string, string][] = [
    [`/${market.slugs.stores}/`, t("footer.stores")],
    [`/${market.slugs.contact}/`, t("footer.contact")],
    [`/${market.slugs.buyback}/`, t("footer.buyback")],
    [`/${market.slugs.service}/`, t("footer.service")],
    [`/${market.engagementSlugs.careers}/`, t("footer.careers")],
    [`/${market.slugs.articles}/`, t("content:footer.articles")],
    [`/${market.slugs.faq}/`, t("content:footer.faq")],
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
                <AppLink to={to} className="text-gray-700 hover:text-teal-700 hover:underline">
                  {label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <DeferredIsland load={loadNewsletterForm} placeholder={<NewsletterPlaceholder />} />
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-500">
        © {new Date().getFullYear()} {t("shop.name")}. {t("footer.rights")}
      </p>
    </footer>
  );
}
