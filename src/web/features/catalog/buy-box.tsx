import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { useShop, useT } from "../../shop-context.js";
import { AddToCartForm } from "../cart/add-to-cart-form.js";
import { installmentBestQuery, productServicesQuery } from "./api/catalog-queries.js";

interface Option {
  id: number;
  kind: string;
  code: string;
  name: string;
  months: number;
  price: number;
}

/**
 * The buy button with the priced insurance and warranty options the cart accepts for this device,
 * and the cheapest instalment. Options load after the page (they are not needed for first paint).
 */
export function BuyBox({ product }: { product: ProductDetail }) {
  const t = useT("catalog");
  const { api, price } = useShop();
  const services = useQuery({
    ...productServicesQuery(api, product.seo_name),
    enabled: product.type.code !== "accessory" && api.has("catalog:product-services"),
  });
  const installment = useQuery({
    ...installmentBestQuery(api, product.id),
    enabled: api.has("cart:installment-best") && product.price >= 300000,
  });
  const [general, setGeneral] = useState<number | null>(null);
  const [screen, setScreen] = useState<number | null>(null);
  const [warranty, setWarranty] = useState<number | null>(null);
  const soldOut = product.stock.state === "sold_out" || product.stock.state === "expected";
  const s = services.data;
  const cheapest = installment.data?.options.slice().sort((a, b) => a.monthly - b.monthly)[0];
  const radio = (
    name: string,
    options: Option[],
    value: number | null,
    set: (v: number | null) => void,
    choiceOf: (o: Option) => number,
  ) => (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold">{t(`buy.${name}`)}</legend>
      <label className="mt-1 flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          checked={value === null}
          onChange={() => set(null)}
          className="accent-teal-700"
        />{" "}
        {t("buy.none")}
      </label>
      {options.map((o) => (
        <label key={o.id} className="mt-1 flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={value === choiceOf(o)}
            onChange={() => set(choiceOf(o))}
            className="accent-teal-700"
          />
          <span className="flex-1">{o.name}</span>
          <span className="whitespace-nowrap text-gray-700">+{price(o.price)}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <div className="mt-4">
      {s && (s.insurance.length > 0 || s.warranty.length > 0) && (
        <div className="mb-3 rounded-lg bg-gray-50 p-3">
          {s.insurance.some((o) => o.kind === "general_insurance") &&
            radio(
              "insurance",
              s.insurance.filter((o) => o.kind === "general_insurance"),
              general,
              setGeneral,
              (o) => o.id,
            )}
          {s.insurance.some((o) => o.kind === "screen_insurance") &&
            radio(
              "screenInsurance",
              s.insurance.filter((o) => o.kind === "screen_insurance"),
              screen,
              setScreen,
              (o) => o.id,
            )}
          {s.warranty.length > 0 && radio("warranty", s.warranty, warranty, setWarranty, (o) => o.months)}
        </div>
      )}
      <AddToCartForm
        productId={product.id}
        generalInsuranceId={general}
        screenInsuranceId={screen}
        warrantyMonths={warranty}
        disabled={soldOut}
        label={soldOut ? t("buy.unavailable") : undefined}
        next={`/${product.seo_name}/`}
      />
      {cheapest && !soldOut && (
        <p className="mt-2 text-sm text-gray-700">
          {t("buy.installmentFrom", { monthly: price(cheapest.monthly), months: cheapest.months })}
        </p>
      )}
    </div>
  );
}
