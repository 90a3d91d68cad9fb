import type { CartPackage } from "../../../contract/cart.js";
import { track } from "../../analytics.js";
import { useShop, useT } from "../../shop-context.js";
import { useCartAction } from "./use-cart-action.js";

/** Insurance, warranty extension and prolonged warranty of one package, changed in place (PATCH). */
export function PackageServices({ pkg }: { pkg: CartPackage }) {
  const t = useT("cart");
  const { api, price } = useShop();
  const { run, busy } = useCartAction();
  const chosen = new Set(pkg.items.map((i) => i.service_offer_id).filter((x): x is number => x !== null));
  const patch = (body: object) => {
    // Spec §9 funnel step "services": a service chosen or changed in the cart.
    track("services", { package_id: pkg.id, ...body });
    return run(() => api.call("cart:package-product", { method: "PATCH", body, params: { id: pkg.id } }));
  };
  const insurance = pkg.options.insurance;
  const warrantyChosen = pkg.options.warranty.find((o) => chosen.has(o.id));
  const prolongChosen = pkg.options.prolong.find((o) => chosen.has(o.id));
  if (!insurance.length && !pkg.options.warranty.length && !pkg.options.prolong.length) return null;
  return (
    <div className="mt-3 grid gap-3 rounded-md bg-gray-50 p-3 text-sm sm:grid-cols-3">
      {insurance.length > 0 && (
        <fieldset disabled={busy}>
          <legend className="mb-1 font-semibold">{t("insurance")}</legend>
          {insurance.map((o) => (
            <label key={o.id} className="flex items-start gap-2 py-0.5">
              <input
                type="checkbox"
                className="mt-1"
                checked={chosen.has(o.id)}
                onChange={(e) => {
                  const ids = insurance
                    .map((x) => x.id)
                    .filter((id) => (id === o.id ? e.target.checked : chosen.has(id)));
                  void patch({ selected_insurance_ids: ids });
                }}
              />
              <span>
                {o.name} <span className="whitespace-nowrap text-gray-600">+{price(o.price)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {pkg.options.warranty.length > 0 && (
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t("warranty")}</span>
          <select
            disabled={busy}
            className="rounded border border-gray-300 bg-white px-2 py-1.5"
            value={warrantyChosen?.months ?? 0}
            onChange={(e) => void patch({ warranty_month_value: Number(e.target.value) || null })}
          >
            <option value={0}>{t("none")}</option>
            {pkg.options.warranty.map((o) => (
              <option key={o.id} value={o.months}>
                {t("months", { count: o.months })} (+{price(o.price)})
              </option>
            ))}
          </select>
        </label>
      )}
      {pkg.options.prolong.length > 0 && (
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t("prolong")}</span>
          <select
            disabled={busy}
            className="rounded border border-gray-300 bg-white px-2 py-1.5"
            value={prolongChosen?.code ?? ""}
            onChange={(e) => void patch({ prolong_warranty_code: e.target.value || null })}
          >
            <option value="">{t("none")}</option>
            {pkg.options.prolong.map((o) => (
              <option key={o.id} value={o.code}>
                {o.name} (+{price(o.price)})
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
