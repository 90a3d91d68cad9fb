import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { BodyOf } from "../../../contract/api-client.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";

export interface AddToCartProps {
  productId: number;
  /** Adds into an existing package (an accessory to a device in the cart). */
  parentPackageId?: number;
  quantity?: number;
  generalInsuranceId?: number | null;
  screenInsuranceId?: number | null;
  warrantyMonths?: number | null;
  prolongWarrantyCode?: string | null;
  installmentId?: string | null;
  installmentArrangeType?: "on-store" | "online";
  buyoutProduct?: string | null;
  /** Where a shopper without script lands after adding (defaults to the cart page). */
  next?: string;
  disabled?: boolean;
  label?: string;
  className?: string;
  /** Called after a successful add (e.g. to close a dialog). */
  onAdded?: (packageId: number) => void;
}

/**
 * The buy button: a plain `<form method="post">` to `cart:add` that works before the page's
 * script runs (the server redirects back), and once hydrated posts with fetch, shows the toast
 * (spec §8) and reloads the loaders so the header's cart count follows.
 */
export function AddToCartForm(p: AddToCartProps) {
  const { api } = useShop();
  const t = useT("cart");
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const body: BodyOf<"cart:add", "POST"> = {
    product: p.productId,
    quantity: p.quantity ?? 1,
    ...(p.parentPackageId ? { cart_package_item_parent_id: p.parentPackageId } : {}),
    ...(p.generalInsuranceId ? { generalTuito: p.generalInsuranceId } : {}),
    ...(p.screenInsuranceId ? { screenTuito: p.screenInsuranceId } : {}),
    ...(p.warrantyMonths ? { mp_warranty: { month_count: p.warrantyMonths } } : {}),
    ...(p.prolongWarrantyCode ? { prolongWarranty: { code: p.prolongWarrantyCode } } : {}),
    ...(p.installmentId
      ? { installment_id: p.installmentId, installment_arrange_type: p.installmentArrangeType ?? "online" }
      : {}),
    ...(p.buyoutProduct ? { buyout_product: p.buyoutProduct } : {}),
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const res = await api.post("cart:add", body);
      toast.success(res.message);
      track("add_to_cart", { product_id: p.productId, quantity: body.quantity });
      p.onAdded?.(res.package_id);
      revalidator.revalidate();
    } catch (err) {
      // Spec §8: the first non-field error, else the first value of the error object.
      toast.error(err instanceof ApiError ? err.firstMessage() : t("productUnavailable"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action={api.url("cart:add")} onSubmit={onSubmit} className={p.className}>
      <input type="hidden" name="product" value={p.productId} />
      <input type="hidden" name="quantity" value={p.quantity ?? 1} />
      {p.parentPackageId ? (
        <input type="hidden" name="cart_package_item_parent_id" value={p.parentPackageId} />
      ) : null}
      {p.generalInsuranceId ? <input type="hidden" name="generalTuito" value={p.generalInsuranceId} /> : null}
      {p.screenInsuranceId ? <input type="hidden" name="screenTuito" value={p.screenInsuranceId} /> : null}
      {p.warrantyMonths ? (
        <input type="hidden" name="mp_warranty[month_count]" value={p.warrantyMonths} />
      ) : null}
      {p.prolongWarrantyCode ? (
        <input type="hidden" name="prolongWarranty[code]" value={p.prolongWarrantyCode} />
      ) : null}
      {p.installmentId ? <input type="hidden" name="installment_id" value={p.installmentId} /> : null}
      {p.installmentId ? (
        <input type="hidden" name="installment_arrange_type" value={p.installmentArrangeType ?? "online"} />
      ) : null}
      {p.buyoutProduct ? <input type="hidden" name="buyout_product" value={p.buyoutProduct} /> : null}
      {p.next ? <input type="hidden" name="next" value={p.next} /> : null}
      <button
        type="submit"
        disabled={p.disabled || busy}
        aria-busy={busy}
        className="w-full rounded-md bg-teal-700 px-5 py-3 text-base font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? t("adding") : (p.label ?? t("addToCart"))}
      </button>
    </form>
  );
}
