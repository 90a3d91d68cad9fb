import type { ProductCard as Card } from "../../contract/product-card.js";
import { useShop, useT } from "../shop-context.js";
import { AppLink } from "./app-link.js";
import { ProductImage } from "./product-image.js";
import { QualityBadge } from "./quality-badge.js";

/** A product in a list: image, name, price with the strike-through common price, stock state. */
export function ProductCard({ product }: { product: Card }) {
  const { price } = useShop();
  const t = useT();
  const saving = product.common_price ? product.common_price - product.price : 0;
  return (
    <article className="group flex flex-col rounded-lg border border-gray-200 bg-white p-3 transition hover:shadow-md">
      <AppLink to={`/${product.seo_name}/`} className="flex flex-1 flex-col">
        <ProductImage
          name={product.name}
          colorHex={product.color_hex}
          type={product.type}
          src={product.image_url}
          image={product.image}
        />
        <h3
          className="mt-3 line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-teal-800"
          title={product.name}
        >
          {product.name}
        </h3>
        <QualityBadge quality={product.quality} />
        <div className="mt-auto pt-2">
          {product.common_price ? (
            <p className="text-xs text-gray-500">
              <s>{price(product.common_price)}</s>{" "}
              <span className="font-semibold text-red-700">
                {t("product.discount", { amount: price(saving) })}
              </span>
            </p>
          ) : null}
          <p className="text-lg font-bold text-gray-900" data-testid="price">
            {price(product.price)}
          </p>
          <p className={`text-xs ${product.in_stock ? "text-emerald-700" : "text-gray-500"}`}>
            {product.in_stock
              ? product.store_count > 0
                ? t("product.atStores", { count: product.store_count })
                : t("product.inStock")
              : t("product.soldOut")}
          </p>
        </div>
      </AppLink>
    </article>
  );
}
