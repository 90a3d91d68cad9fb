import { Link } from "react-router";
import { useT } from "../../shop-context.js";

export function EmptyCart() {
  const t = useT("cart");
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-gray-200 bg-white p-8 text-center">
      <svg
        width="64"
        height="64"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="#0f766e"
        strokeWidth="1.5"
        className="mx-auto mb-4"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L22 7H6" />
        <circle cx="9" cy="21" r="1" />
        <circle cx="19" cy="21" r="1" />
      </svg>
      <h2 className="text-xl font-bold">{t("empty")}</h2>
      <p className="mt-2 text-gray-600">{t("emptyText")}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
      >
        {t("continueShopping")}
      </Link>
    </section>
  );
}
