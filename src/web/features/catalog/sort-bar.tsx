import { useNavigate } from "react-router";
import { SORTS } from "../../../domain/catalog-filters.js";
import { useT } from "../../shop-context.js";
import { catalogEvents } from "./catalog-analytics.js";
import { formToSearch } from "./catalog-query.js";
import { FILTER_FORM_ID } from "./facet-panel.js";

/** Total and sort order; the select belongs to the filter form, so sorting keeps the filters. */
export function SortBar({ total, sort, list }: { total: number; sort: string; list: string }) {
  const t = useT("catalog");
  const tc = useT();
  const navigate = useNavigate();
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-gray-600" aria-live="polite">
        {tc("products", { count: total })}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <span>{t("sort.label")}</span>
        <select
          name="sort"
          form={FILTER_FORM_ID}
          defaultValue={sort}
          key={sort}
          className="rounded border border-gray-300 px-2 py-1.5"
          onChange={(e) => {
            catalogEvents.sort(e.target.value, list);
            const form = document.getElementById(FILTER_FORM_ID) as HTMLFormElement | null;
            if (form)
              navigate(`${form.getAttribute("action")}${formToSearch(form)}`, { preventScrollReset: true });
          }}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
