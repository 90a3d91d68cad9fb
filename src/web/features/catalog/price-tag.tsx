import { useShop, useT } from "../../shop-context.js";

/** The price with the strike-through common price and the saving (the discount is the difference). */
export function PriceTag({
  price,
  commonPrice,
  size = "md",
}: {
  price: number;
  commonPrice: number | null;
  size?: "md" | "lg";
}) {
  const { price: fmt } = useShop();
  const t = useT();
  const saving = commonPrice && commonPrice > price ? commonPrice - price : 0;
  return (
    <div>
      {saving > 0 && (
        <p className="text-xs text-gray-600">
          <s>{fmt(commonPrice!)}</s>{" "}
          <span className="font-semibold text-red-700">{t("product.discount", { amount: fmt(saving) })}</span>
        </p>
      )}
      <p className={`font-bold text-gray-900 ${size === "lg" ? "text-3xl" : "text-lg"}`} data-testid="price">
        {fmt(price)}
      </p>
    </div>
  );
}
