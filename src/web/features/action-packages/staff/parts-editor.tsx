import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { productPickQuery } from "../api/action-packages-queries.js";

export interface PartDraft {
  product_id: number;
  quantity: number;
  name: string;
  /** One piece's price now (for the parts' sum shown beside the package price). */
  price: number;
}

/** The package's parts: each with its pieces, removable, and a search to add a product. */
export function PartsEditor({
  parts,
  onChange,
  errorAt,
}: {
  parts: PartDraft[];
  onChange: (parts: PartDraft[]) => void;
  errorAt: (...path: string[]) => string | undefined;
}) {
  const t = useT("action-packages");
  const { api, price } = useShop();
  const [q, setQ] = useState("");
  const found = useQuery({ ...productPickQuery(api, q.trim()), enabled: q.trim().length >= 2 });
  const set = (i: number, quantity: number) =>
    onChange(
      parts.map((p, j) => (j === i ? { ...p, quantity: Math.max(1, Math.min(10, quantity || 1)) } : p)),
    );
  const listError = errorAt("parts");
  return (
    <fieldset className="space-y-2" aria-describedby="parts-hint">
      <legend className="text-sm font-medium text-gray-800">{t("field.parts")}</legend>
      <p id="parts-hint" className="text-xs text-gray-500">
        {t("partsHint")}
      </p>
      <ul className="space-y-2">
        {parts.map((p, i) => (
          <li key={p.product_id} className="rounded border border-gray-200 p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1">
                {p.name} <span className="text-gray-500">({price(p.price)})</span>
              </span>
              <label className="flex items-center gap-1">
                <span>{t("field.quantity")}</span>
                <input
                  type="number"
                  min={1}
                  max={10}
                  value={p.quantity}
                  onChange={(e) => set(i, Number(e.target.value))}
                  className={`${inputClass} w-20`}
                />
              </label>
              <button
                type="button"
                className="text-red-700 underline"
                onClick={() => onChange(parts.filter((_, j) => j !== i))}
              >
                {t("removePart", { name: p.name })}
              </button>
            </div>
            {errorAt("parts", String(i), "product_id") && (
              <p role="alert" className="mt-1 text-red-700">
                {errorAt("parts", String(i), "product_id")}
              </p>
            )}
          </li>
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-800">{t("pickLabel")}</span>
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} className={inputClass} />
      </label>
      {q.trim().length >= 2 && found.data && (
        <ul className="max-h-60 overflow-auto rounded border border-gray-200 text-sm" aria-label={t("pick")}>
          {found.data.results.length === 0 && <li className="p-2 text-gray-500">{t("pickNone")}</li>}
          {found.data.results.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2 border-b border-gray-100 p-2">
              <span>
                {r.name} <span className="text-gray-500">{r.code}</span> · {price(r.price)} ·{" "}
                {r.is_active ? t("stock", { count: r.stock }) : t("inactive")}
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={parts.some((p) => p.product_id === r.id)}
                onClick={() => {
                  onChange([...parts, { product_id: r.id, quantity: 1, name: r.name, price: r.price }]);
                  setQ("");
                }}
              >
                {t("pick")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
