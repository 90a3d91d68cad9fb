import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useShop, useT } from "../../shop-context.js";
import { buttonClass, Field, inputClass, secondaryButtonClass } from "../../ui/staff-kit.js";
import { masterProductQuery, masterProductsQuery } from "../catalog/api/catalog-staff-queries.js";
import { useImageAction } from "./use-image-action.js";

/** Attaches a picture to a model: find the model by name, choose one of its colours or all, main or not. */
export function AttachForm({
  imageId,
  onAttached,
}: {
  imageId: number;
  onAttached?: (masterId: number) => void;
}) {
  const t = useT("images");
  const { api } = useShop();
  const id = useId();
  const [term, setTerm] = useState("");
  const [search, setSearch] = useState("");
  const [masterId, setMasterId] = useState<number | null>(null);
  const [colour, setColour] = useState("");
  const [main, setMain] = useState(false);
  const { busy, run } = useImageAction();
  const found = useQuery({
    ...masterProductsQuery(api, { search, page_size: 8 }),
    enabled: search.length > 0,
  });
  const master = useQuery({ ...masterProductQuery(api, masterId ?? 0), enabled: masterId !== null });
  const colours = [
    ...new Set((master.data?.variants ?? []).flatMap((v) => (v.color_name ? [v.color_name] : []))),
  ];

  const find = (e: FormEvent) => {
    e.preventDefault();
    setSearch(term.trim());
    setMasterId(null);
  };
  const attach = async (e: FormEvent) => {
    e.preventDefault();
    if (masterId === null) return;
    const ok = await run(
      () =>
        api.post("images:links", {
          image_id: imageId,
          entity_type: "master_product",
          entity_id: masterId,
          colour,
          main,
        }),
      t("library.attached"),
    );
    if (ok) onAttached?.(masterId);
  };

  return (
    <div className="rounded-md border border-gray-200 p-3">
      <h3 className="mb-2 font-semibold">{t("library.attach")}</h3>
      <form onSubmit={find} className="flex flex-wrap items-end gap-2">
        <Field label={t("library.productSearch")}>
          <input
            type="search"
            className={inputClass}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            aria-describedby={`${id}-results`}
          />
        </Field>
        <button type="submit" className={secondaryButtonClass}>
          {t("library.searchButton")}
        </button>
      </form>
      <div id={`${id}-results`} aria-live="polite">
        {found.isFetching && <p className="mt-2 text-sm text-gray-600">{t("library.searching")}</p>}
        {search && found.data && found.data.results.length === 0 && (
          <p className="mt-2 text-sm text-gray-600">{t("library.noProducts")}</p>
        )}
        {found.data && found.data.results.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {found.data.results.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  aria-pressed={masterId === m.id}
                  className={`${secondaryButtonClass} ${masterId === m.id ? "border-teal-700 bg-teal-50" : ""}`}
                  onClick={() => {
                    setMasterId(m.id);
                    setColour("");
                  }}
                >
                  {m.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {masterId !== null && master.data && (
        <form onSubmit={attach} className="mt-3 flex flex-wrap items-end gap-3">
          <Field label={t("library.colour")}>
            <select className={inputClass} value={colour} onChange={(e) => setColour(e.target.value)}>
              <option value="">{t("library.allColours")}</option>
              {colours.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={main} onChange={(e) => setMain(e.target.checked)} />
            {t("library.asMain")}
          </label>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t("library.attachTo", { name: master.data.name })}
          </button>
        </form>
      )}
    </div>
  );
}
