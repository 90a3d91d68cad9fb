import type { ProductDetail } from "../../../contract/catalog-product.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";

type Choice = ProductDetail["colors"][number];

/** One switch of the product page (colour, memory, model, quality): links to the chosen variant. */
export function VariantSwitch({
  label,
  choices,
  kind,
}: {
  label: string;
  choices: Choice[];
  kind: "color" | "memory" | "model" | "quality";
}) {
  const { price } = useShop();
  const t = useT("catalog");
  if (!choices.length) return null;
  const current = choices.find((c) => c.selected);
  const name = (c: Choice) => (kind === "quality" ? t(`quality.${c.label}`) : c.label);
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        {label}
        {current && kind === "color" ? (
          <span className="font-normal text-gray-600">: {current.label}</span>
        ) : null}
      </legend>
      <ul className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <li key={c.seo_name + c.label}>
            <AppLink
              to={`/${c.seo_name}/`}
              keepScroll
              aria-current={c.selected ? "true" : undefined}
              title={kind === "color" ? c.label : undefined}
              className={
                kind === "color"
                  ? `flex items-center gap-2 rounded-full border-2 p-0.5 ${c.selected ? "border-teal-700" : "border-transparent hover:border-gray-300"} ${c.stock_state === "sold_out" ? "opacity-50" : ""}`
                  : `block rounded-md border px-3 py-2 text-sm ${c.selected ? "border-teal-700 bg-teal-50 font-semibold text-teal-900" : "border-gray-300 hover:border-gray-500"} ${c.stock_state === "sold_out" ? "text-gray-400" : ""}`
              }
            >
              {kind === "color" ? (
                <>
                  <span
                    className="block h-8 w-8 rounded-full border border-gray-300"
                    style={{ backgroundColor: c.color_hex ?? "#e5e7eb" }}
                    aria-hidden="true"
                  />
                  <span className="sr-only">{c.label}</span>
                </>
              ) : (
                <>
                  <span className="block">{name(c)}</span>
                  {kind !== "model" && (
                    <span className="block text-xs font-normal text-gray-600">{price(c.price)}</span>
                  )}
                </>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
