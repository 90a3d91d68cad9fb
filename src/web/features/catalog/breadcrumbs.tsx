import { Link } from "react-router";
import { useT } from "../../shop-context.js";

/** Breadcrumbs; the same trail goes to JSON-LD (BreadcrumbList) in the page head. */
export function Breadcrumbs({ items }: { items: { name: string; url: string }[] }) {
  const t = useT();
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-teal-700">
            {t("nav.home")}
          </Link>
        </li>
        {items.map((b, i) => (
          <li key={b.url} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-gray-900">
                {b.name}
              </span>
            ) : (
              <Link to={b.url} className="hover:text-teal-700">
                {b.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
