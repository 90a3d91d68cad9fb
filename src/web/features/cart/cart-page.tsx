import { useEffect } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { track } from "../../analytics.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { CartActionPackageCard } from "../action-packages/cart-action-package-card.js";
import { summaryQuery } from "../checkout/api/checkout-queries.js";
import { cartPackagesQuery } from "./api/cart-queries.js";
import { CartPackageCard } from "./cart-package-card.js";
import { DiscountCodeForm } from "./discount-code-form.js";
import { EmptyCart } from "./empty-cart.js";

export async function cartLoader({ context }: LoaderFunctionArgs) {
  const api = getApi(context);
  const [cart, summary] = await Promise.all([cartPackagesQuery(api).load(), summaryQuery(api).load()]);
  return { cart, summary };
}

export const cartHandle: RouteHandle = { meta: ({ t }) => ({ title: t("cart:title"), robots: "noindex" }) };

export function CartPage() {
  const { cart, summary } = useLoaderData<typeof cartLoader>();
  const t = useT("cart");
  const { price, market } = useShop();
  useEffect(
    () => track("view_cart", { value: cart.total, currency: cart.currency, items: cart.count }),
    [cart.total, cart.count, cart.currency],
  );
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-2xl font-bold">
        {t("title")}{" "}
        {cart.count > 0 && (
          <span className="text-base font-normal text-gray-500">({t("count", { count: cart.count })})</span>
        )}
      </h1>
      {cart.packages.length === 0 && cart.action_packages.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-6 md:grid-cols-[1fr_360px]">
          <div className="space-y-4">
            {cart.messages.map((m) => (
              <p
                key={m}
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                {m}
              </p>
            ))}
            {cart.packages.map((p) => (
              <CartPackageCard key={p.id} pkg={p} />
            ))}
            {cart.action_packages.map((p) => (
              <CartActionPackageCard key={p.id} pkg={p} />
            ))}
          </div>
          <aside className="h-fit space-y-4 rounded-lg border border-gray-200 bg-white p-4 md:sticky md:top-24">
            <DiscountCodeForm applied={summary.discounts} />
            <dl className="space-y-1 border-t border-gray-100 pt-3 text-sm">
              <div className="flex justify-between">
                <dt>{t("subtotal")}</dt>
                <dd>{price(cart.items_total)}</dd>
              </div>
              {cart.discount_total > 0 && (
                <div className="flex justify-between text-emerald-800">
                  <dt>{t("discount")}</dt>
                  <dd>−{price(cart.discount_total)}</dd>
                </div>
              )}
              {cart.buyout_bonus_total > 0 && (
                <div className="flex justify-between text-emerald-800">
                  <dt>{t("buybackBonus")}</dt>
                  <dd>−{price(cart.buyout_bonus_total)}</dd>
                </div>
              )}
              <div className="flex justify-between pt-2 text-lg font-bold">
                <dt>{t("total")}</dt>
                <dd data-testid="cart-total">{price(cart.total)}</dd>
              </div>
              <p className="text-right text-xs text-gray-500">{t("vatIncluded")}</p>
            </dl>
            <Link
              to={`/${market.checkoutSlugs.checkout}/`}
              onClick={() => track("begin_checkout", { value: cart.total })}
              className="block rounded-md bg-teal-700 px-5 py-3 text-center font-semibold text-white hover:bg-teal-800"
            >
              {t("toCheckout")}
            </Link>
            <Link
              to="/"
              onClick={() => track("continue_shopping")}
              className="block text-center text-sm text-teal-800 underline"
            >
              {t("continueShopping")}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
