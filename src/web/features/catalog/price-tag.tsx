import { useShop, useT } from "../../shop-context.js";

/**
 * The price with the strike-through common price and the saving (the discount is the difference);
 * a logged-in customer's level price says so, with the retail price beside it (decision 017).
 */
export function PriceTag({
  price,
  commonPrice,
  retailPrice,
  size = "md",
}: {
  price: number;
  commonPrice: number | null;
  retailPrice?: number;
  size?: "md" | "lg";
}) {
  const { price: fmt } = useShop();
  const t = useT();
  const tp = useT("pricing");
  const saving = commonPrice && commonPrice > price ? commonPrice - price : 0;
  return (
    <div>
      {saving > 0 && (
        <p className="text-xs text-gray-600">
          <s>{fmt(commonPrice!)}</s>{" "}
          <span className="font-semibold text-red-700">{t("product.discount", { amount: fmt(saving) })}</span>
        </p>
      )}
      {retailPrice !== undefined && retailPrice > price && (
        <p className="text-xs text-teal-800" data-testid="level-price">
          <span className="font-semibold">{tp("shopper.yourPrice")}</span> ·{" "}
          {tp("shopper.retailPrice", { price: fmt(retailPrice) })}
        </p>
      )}
      <p className={`font-bold text-gray-900 ${size === "lg" ? "text-3xl" : "text-lg"}`} data-testid="price">
        {fmt(price)}
      </p>
    </div>
  );
}
