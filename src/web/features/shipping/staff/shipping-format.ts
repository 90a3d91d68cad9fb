import { formatNumber } from "../../../../domain/numbers.js";
import { useShop } from "../../../shop-context.js";

/** Grams as kilograms and millimetres as centimetres, with the market's decimal comma. */
export function useMeasures() {
  const { market } = useShop();
  return {
    kg: (g: number) => `${formatNumber(g / 1000, market, { minFractionDigits: 1, maxFractionDigits: 1 })} kg`,
    cm: (p: { width_mm: number; height_mm: number; depth_mm: number }) =>
      [p.width_mm, p.height_mm, p.depth_mm]
        .map((mm) => formatNumber(mm / 10, market, { maxFractionDigits: 1 }))
        .join(" × "),
  };
}
