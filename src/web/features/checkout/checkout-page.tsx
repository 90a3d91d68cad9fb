import { useEffect } from "react";
import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { track } from "../../analytics.js";
import type { RouteHandle } from "../../meta.js";
import type { ShellData } from "../../shell/shell-data.js";
import { useShop, useT } from "../../shop-context.js";
import { EmptyCart } from "../cart/empty-cart.js";
import type { checkoutLoader } from "./checkout-data.js";
import { DeliveryStep } from "./delivery-step.js";
import { DetailsForm } from "./details-form.js";
import { PaymentStep } from "./payment-step.js";

export { checkoutLoader } from "./checkout-data.js";
export const checkoutHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("checkout:title"), robots: "noindex" }),
};

export function CheckoutPage() {
  const data = useLoaderData<typeof checkoutLoader>();
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const t = useT("checkout");
  const { market } = useShop();
  useEffect(
    () => track("begin_checkout", { value: data.summary.total, currency: data.summary.currency }),
    [data.summary.total, data.summary.currency],
  );
  if (data.summary.count === 0) return <EmptyCart />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <nav aria-label={t("title")} className="text-sm">
        <Link to={`/${market.slugs.cart}/`} className="text-teal-800 underline">
          ← {t("backToCart")}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <DeliveryStep data={data} />
      <PaymentStep data={data} />
      <DetailsForm data={data} email={shell?.me.user?.email ?? ""} />
    </div>
  );
}
