import { Link } from "react-router";
import { useT } from "../../shop-context.js";

/** Plain links search engines can follow (`?page=2`), with the current filters kept. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT("catalog");
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const cls = "min-w-10 rounded border px-3 py-2 text-center text-sm";
  return (
    <nav aria-label={t("pagination.label")} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${cls} border-gray-300 hover:bg-gray-50`}>
          {t("pagination.prev")}
        </Link>
      )}
      {shown.map((p, i) => (
        <span key={p} className="flex items-center gap-1">
          {i > 0 && shown[i - 1] < p - 1 && <span aria-hidden="true">…</span>}
          {p === page ? (
            <span
              aria-current="page"
              className={`${cls} border-teal-700 bg-teal-700 font-semibold text-white`}
            >
              {p}
            </span>
          ) : (
            <Link to={hrefFor(p)} className={`${cls} border-gray-300 hover:bg-gray-50`}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next" className={`${cls} border-gray-300 hover:bg-gray-50`}>
          {t("pagination.next")}
        </Link>
      )}
    </nav>
  );
}
