import { Link } from "react-router";
import { useT } from "../../shop-context.js";
import { CartIcon } from "../../ui/cart-icon.js";

export function EmptyCart() {
  const t = useT("cart");
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-gray-200 bg-white p-8 text-center">
      <CartIcon size={64} stroke="#0f766e" strokeWidth={1.5} className="mx-auto mb-4" />
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
