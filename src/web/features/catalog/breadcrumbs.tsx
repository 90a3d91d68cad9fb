import { useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";

/** Breadcrumbs; the same trail goes to JSON-LD (BreadcrumbList) in the page head. */
export function Breadcrumbs({ items }: { items: { name: string; url: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <AppLink to="/" className="hover:text-teal-700">
            {t("nav.home")}
          </AppLink>
        </li>
        {items.map((b, i) => (
          <li key={b.url} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-gray-900">
                {b.name}
              </span>
            ) : (
              <AppLink to={b.url} className="hover:text-teal-700">
                {b.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
