import type { CartActionPackage } from "../../../contract/action-packages.js";
import { useShop, useT } from "../../shop-context.js";
import { ProductImage } from "../../ui/product-image.js";
import { useCartAction } from "../cart/use-cart-action.js";

/**
 * An action package in the cart (issue 20): one group at its package price with its parts listed;
 * the count changes the whole package and removing takes it all.
 */
export function CartActionPackageCard({ pkg }: { pkg: CartActionPackage }) {
  const t = useT("action-packages");
  const { api, price } = useShop();
  const { run, busy } = useCartAction();
  const saving = pkg.parts_total - pkg.line_price;
  return (
    <article
      className="rounded-lg border border-teal-200 bg-white p-4"
      aria-label={pkg.name}
      data-testid="cart-action-package"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{t("cartBadge")}</p>
          <h2 className="font-semibold">{pkg.name}</h2>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold whitespace-nowrap" data-testid="cart-action-package-price">
            {price(pkg.line_price - pkg.discount)}
          </p>
          {(pkg.discount > 0 || saving > 0) && (
            <p className="text-sm text-gray-500 line-through">{price(pkg.parts_total)}</p>
          )}
        </div>
      </div>
      {saving > 0 && !pkg.ended && (
        <p className="mt-1 text-sm text-emerald-800">{t("cartSaving", { saving: price(saving) })}</p>
      )}
      <ul className="mt-3 space-y-2" aria-label={t("cartParts")}>
        {pkg.parts.map((p) => (
          <li key={p.product_id} className="flex items-center gap-3 text-sm">
            <div className="w-12 shrink-0">
              <ProductImage
                name={p.name}
                colorHex={p.color_hex}
                type={p.type_code}
                src={p.image_url}
                size="sm"
              />
            </div>
            <a href={`/${p.seo_name}/`} className="min-w-0 flex-1 hover:text-teal-700">
              {p.quantity > 1 ? `${t("piece", { count: p.quantity })} ` : ""}
              {p.name}
            </a>
            <span className="whitespace-nowrap text-gray-500 line-through">
              {price(p.list_price * p.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          <span>{t("quantity")}</span>
          <select
            disabled={busy}
            value={pkg.quantity}
            onChange={(e) =>
              void run(() =>
                api.call("action-packages:cart-item", {
                  method: "PATCH",
                  body: { quantity: Number(e.target.value) },
                  params: { id: pkg.id },
                }),
              )
            }
            className="rounded border border-gray-300 bg-white px-2 py-1"
          >
            {Array.from({ length: Math.max(5, pkg.quantity) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(() =>
              api.call("action-packages:cart-item", { method: "DELETE", params: { id: pkg.id } }),
            )
          }
          className="text-red-700 underline hover:text-red-900"
        >
          {t("remove")}
        </button>
      </div>
    </article>
  );
}
