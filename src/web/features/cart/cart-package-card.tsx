import type { CartPackage } from "../../../contract/cart.js";
import { useShop, useT } from "../../shop-context.js";
import { ProductImage } from "../../ui/product-image.js";
import { PackageServices } from "./package-services.js";
import { useCartAction } from "./use-cart-action.js";

/** One device with its sub-cart: services, gifts and accessories. */
export function CartPackageCard({ pkg }: { pkg: CartPackage }) {
  const t = useT("cart");
  const { api, price } = useShop();
  const { run, busy } = useCartAction();
  const p = pkg.product;
  const remove = (seo: string, parent?: string) =>
    run(() =>
      api.post("cart:remove", {
        product_seo_name: seo,
        ...(parent ? { parent_package_product_seo_name: parent } : {}),
      }),
    );
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-4" aria-label={p.name}>
      <div className="flex gap-4">
        <div className="w-16 shrink-0 sm:w-20">
          <ProductImage
            name={p.name}
            colorHex={p.color_hex}
            type={p.type_code}
            src={p.image_url}
            image={p.image}
            size="sm"
          />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="font-semibold">
              <a href={`/${p.master_seo_name}/`} className="hover:text-teal-700">
                {p.name}
              </a>
            </h2>
            <div className="text-right">
              <p className="text-lg font-bold whitespace-nowrap">{price(pkg.line_price - pkg.discount)}</p>
              {pkg.discount > 0 && (
                <p className="text-sm text-gray-500 line-through">{price(pkg.line_price)}</p>
              )}
            </div>
          </div>
          {pkg.installment && (
            <p className="mt-1 text-sm text-teal-800">
              {pkg.installment.id.includes("lease") ? t("lease") : t("installment")} ·{" "}
              {pkg.installment.id.split(":")[0]}
            </p>
          )}
          {pkg.buyout_bonus && (
            <p className="mt-1 text-sm text-emerald-800">
              {t("buybackBonus")}: −{price(pkg.buyout_bonus.amount)} ({pkg.buyout_bonus.percent} %)
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <label className="flex items-center gap-2">
              <span>{t("quantity")}</span>
              <select
                disabled={busy}
                value={pkg.quantity}
                onChange={(e) =>
                  void run(() =>
                    api.call("cart:package-product", {
                      method: "PATCH",
                      body: { quantity: Number(e.target.value) },
                      params: { id: pkg.id },
                    }),
                  )
                }
                className="rounded border border-gray-300 bg-white px-2 py-1"
              >
                {Array.from({ length: Math.max(10, pkg.quantity) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <span className="text-gray-500">{t("perPiece", { price: price(pkg.unit_price) })}</span>
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove(p.seo_name)}
              className="ml-auto text-red-700 underline hover:text-red-900"
            >
              {t("remove")}
            </button>
          </div>
        </div>
      </div>
      {pkg.items.length > 0 && (
        <ul className="mt-3 divide-y divide-gray-100 border-t border-gray-100 text-sm">
          {pkg.items.map((i) => (
            <li key={i.id} className="flex items-center justify-between gap-2 py-2">
              {i.image && (
                <span className="w-10 shrink-0">
                  <ProductImage name={i.name} colorHex={null} type="accessory" image={i.image} size="xs" />
                </span>
              )}
              <span className="mr-auto">
                {i.kind === "gift" ? (
                  <span className="mr-1 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800">
                    {t("gift")}
                  </span>
                ) : null}
                {i.quantity > 1 ? `${i.quantity} × ` : ""}
                {i.name}
                {i.needs_reselect && (
                  <span role="alert" className="ml-2 text-amber-800">
                    {t("insuranceReselect")}
                  </span>
                )}
              </span>
              <span className="flex items-center gap-3">
                <span className="whitespace-nowrap">{price(i.line_price)}</span>
                {i.kind === "product" && i.product_seo_name && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void remove(i.product_seo_name!, p.seo_name)}
                    className="text-red-700 underline"
                  >
                    {t("remove")}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PackageServices pkg={pkg} />
    </article>
  );
}
