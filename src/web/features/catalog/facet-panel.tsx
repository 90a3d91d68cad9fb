import { useRef } from "react";
import { Form, useNavigate } from "react-router";
import type { ProductsResponse } from "../../../contract/catalog.js";
import { useT } from "../../shop-context.js";
import { formToSearch } from "./catalog-query.js";

export const FILTER_FORM_ID = "catalog-filters";

/**
 * Facets as one GET form: without script the "Show" button applies them; with script every change
 * submits at once. Counts are the models each value would leave under the other filters. The sort
 * select outside it belongs to it through its `form` attribute.
 */
export function FacetPanel({ list, action }: { list: ProductsResponse; action: string }) {
  const t = useT("catalog");
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const apply = () =>
    form.current && navigate(`${action}${formToSearch(form.current)}`, { preventScrollReset: true });
  return (
    <Form
      ref={form}
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      className="space-y-4"
      aria-label={t("filters.title")}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      {list.facets.map((f) => (
        <fieldset key={f.key} className="border-b border-gray-100 pb-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{f.label}</legend>
          <ul className="max-h-64 space-y-1 overflow-y-auto">
            {f.values.map((v) => (
              <li key={v.value}>
                <label
                  className={`flex cursor-pointer items-center gap-2 text-sm ${v.count === 0 && !v.selected ? "text-gray-400" : "text-gray-800"}`}
                >
                  <input
                    type="checkbox"
                    name={f.key}
                    value={v.value}
                    defaultChecked={v.selected}
                    onChange={apply}
                    className="h-4 w-4 accent-teal-700"
                  />
                  <span className="flex-1">{v.label}</span>
                  <span className="text-xs text-gray-500">{v.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {list.price && (
        <fieldset className="border-b border-gray-100 pb-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t("facet.price")}</legend>
          <div className="flex items-center gap-2">
            <PriceBound
              name="price_from"
              label={t("filters.priceFrom")}
              value={list.price.from}
              placeholder={list.price.min}
            />
            <span aria-hidden="true">–</span>
            <PriceBound
              name="price_to"
              label={t("filters.priceTo")}
              value={list.price.to}
              placeholder={list.price.max}
            />
          </div>
        </fieldset>
      )}
      <button
        type="submit"
        className="w-full rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
      >
        {t("filters.apply")}
      </button>
    </Form>
  );
}

/** One end of the price range: a number field labelled for screen readers, the list's own bound as its placeholder. */
function PriceBound({
  name,
  label,
  value,
  placeholder,
}: {
  name: "price_from" | "price_to";
  label: string;
  value: number | null | undefined;
  placeholder: number;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={name}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={value ?? ""}
        placeholder={String(placeholder)}
        className="w-full rounded border border-gray-300 px-2 py-1 text-sm"
      />
    </>
  );
}
