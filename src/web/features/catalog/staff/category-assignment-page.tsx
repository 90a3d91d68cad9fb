import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, inputClass, PageTitle, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { masterProductsQuery, typeCategoriesQuery } from "../api/catalog-staff-queries.js";

type Filters = { search: string; categories: string; level: "only_level_1" | "no_level" | "" };

/**
 * Product category assignment (spec §2): a grid of master products, search by name or code and by
 * categories, the "contains only level 1" / "contains no level" filter, and categories added to or
 * removed from the selected rows. Nothing selected gives the spec's warning (§5, §8).
 */
export function CategoryAssignmentPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const list = useStaffList<Filters>({ search: "", categories: "", level: "" }, 50);
  const [rows, setRows] = useState<Set<number>>(new Set());
  const [cats, setCats] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const options = useQuery(typeCategoriesQuery(api));
  const grid = useQuery(masterProductsQuery(api, list.query));
  if (options.isError) toast.error(t("staff.loadFailed"));

  async function change(op: "add" | "remove") {
    if (!rows.size || !cats.length) return toast.warning(t("staff.selectWarning"));
    setBusy(true);
    try {
      const res = await api.post(`catalog:admin-product-categories-${op}`, {
        masterProductIds: [...rows],
        typeCategoryIds: cats,
      });
      toast.success(res.message);
      await client.invalidateQueries({ queryKey: ["catalog:admin-master-products"] });
    } catch {
      toast.error(t("staff.saveFailed"));
    } finally {
      setBusy(false);
    }
  }

  const multi = (value: number[], set: (v: number[]) => void, label: string) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select
        multiple
        value={value.map(String)}
        onChange={(e) => set([...e.target.selectedOptions].map((o) => Number(o.value)))}
        className={`${inputClass} h-32 min-w-64`}
      >
        {options.data?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.path_name}
          </option>
        ))}
      </select>
    </label>
  );
  const all = grid.data?.results ?? [];
  return (
    <div>
      <PageTitle>{t("staff.assignment")}</PageTitle>
      <FilterBar onSubmit={list.submit}>
        <FilterSearch label={t("staff.search")} {...list.field("search", { now: true })} />
        {multi(
          list.query.categories?.split(",").map(Number) ?? [],
          (v) => list.set("categories", v.join(",")),
          t("staff.byCategories"),
        )}
        <FilterSelect
          label={t("staff.level")}
          all={t("staff.levelAny")}
          options={[
            ["only_level_1", t("staff.onlyLevel1")],
            ["no_level", t("staff.noLevel")],
          ]}
          {...list.field("level", { now: true })}
        />
      </FilterBar>
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-gray-50 p-3">
        {multi(cats, setCats, t("staff.categoriesToChange"))}
        <button type="button" className={buttonClass} disabled={busy} onClick={() => change("add")}>
          {t("staff.addCategories")}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => change("remove")}
        >
          {t("staff.removeCategories")}
        </button>
        <span className="text-sm text-gray-600">{t("staff.selected", { count: rows.size })}</span>
      </div>
      <ListTable
        query={grid}
        list={list}
        empty={t("staffProducts.empty")}
        columns={[
          {
            key: "select",
            label: (
              <input
                type="checkbox"
                aria-label={t("staff.selectPage")}
                checked={all.length > 0 && all.every((r) => rows.has(r.id))}
                onChange={(e) =>
                  setRows(
                    new Set(
                      e.target.checked
                        ? [...rows, ...all.map((r) => r.id)]
                        : [...rows].filter((id) => !all.some((r) => r.id === id)),
                    ),
                  )
                }
              />
            ),
          },
          t("staff.name"),
          t("facet.manufacturer"),
          t("staff.categories"),
        ]}
      >
        {(r) => (
          <tr key={r.id}>
            <td className="px-3 py-2">
              <input
                type="checkbox"
                aria-label={r.name}
                checked={rows.has(r.id)}
                onChange={(e) => {
                  const next = new Set(rows);
                  if (e.target.checked) next.add(r.id);
                  else next.delete(r.id);
                  setRows(next);
                }}
              />
            </td>
            <td className="px-3 py-2">{r.name}</td>
            <td className="px-3 py-2">{r.manufacturer}</td>
            <td className="px-3 py-2 text-gray-700">
              {r.categories.map((c) => `${c.name} (${c.level})`).join(", ") || "—"}
            </td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
