import type { CartActionPackage } from "../../../contract/action-packages.js";
import { useShop, useT } from "../../shop-context.js";

/** The checkout summary's lines of action packages: the package at its price, its parts below. */
export function ActionPackageSummaryLines({ packages }: { packages: CartActionPackage[] }) {
  const t = useT("action-packages");
  const { price } = useShop();
  return packages.map((p) => (
    <li key={`action-${p.id}`}>
      <div className="flex justify-between gap-2">
        <span>
          {p.quantity} × {p.name} <span className="text-xs text-teal-800">({t("cartBadge")})</span>
        </span>
        <span className="whitespace-nowrap">{price(p.line_price - p.discount)}</span>
      </div>
      {p.parts.map((part) => (
        <div key={part.product_id} className="pl-4 text-gray-600">
          + {part.quantity > 1 ? `${t("piece", { count: part.quantity })} ` : ""}
          {part.name}
        </div>
      ))}
    </li>
  ));
}
