import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, inputClass, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

interface Row {
  id: number;
  name: string;
  manufacturer: string;
  type: string;
  categories: { id: number; name: string; level: number }[];
  variant_count: number;
}

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
  const [search, setSearch] = useState("");
  const [filterCats, setFilterCats] = useState<number[]>([]);
  const [level, setLevel] = useState("");
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Set<number>>(new Set());
  const [cats, setCats] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: ["catalog:admin-type-categories"],
    queryFn: () => api.get<{ id: number; path_name: string }[]>("catalog:admin-type-categories"),
  });
  const query = {
    page,
    page_size: 50,
    search: search || undefined,
    categories: filterCats.join(",") || undefined,
    level: level || undefined,
  };
  const grid = useQuery({
    queryKey: ["catalog:admin-master-products", query],
    queryFn: () =>
      api.get<{ count: number; pages: number; results: Row[] }>("catalog:admin-master-products", query),
  });
  if (options.isError) toast.error(t("staff.loadFailed"));

  async function change(op: "add" | "remove") {
    if (!rows.size || !cats.length) return toast.warning(t("staff.selectWarning"));
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>(`catalog:admin-product-categories-${op}`, {
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
      <h1 className="mb-4 text-2xl font-bold">{t("staff.assignment")}</h1>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("staff.search")}</span>
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className={inputClass}
          />
        </label>
        {multi(
          filterCats,
          (v) => {
            setFilterCats(v);
            setPage(1);
          },
          t("staff.byCategories"),
        )}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("staff.level")}</span>
          <select
            value={level}
            onChange={(e) => {
              setLevel(e.target.value);
              setPage(1);
            }}
            className={inputClass}
          >
            <option value="">{t("staff.levelAny")}</option>
            <option value="only_level_1">{t("staff.onlyLevel1")}</option>
            <option value="no_level">{t("staff.noLevel")}</option>
          </select>
        </label>
      </div>
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
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="p-2">
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
              </th>
              <th className="p-2">{t("staff.name")}</th>
              <th className="p-2">{t("facet.manufacturer")}</th>
              <th className="p-2">{t("staff.categories")}</th>
            </tr>
          </thead>
          <tbody>
            {all.map((r) => (
              <tr key={r.id} className="border-b border-gray-100">
                <td className="p-2">
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
                <td className="p-2">{r.name}</td>
                <td className="p-2">{r.manufacturer}</td>
                <td className="p-2 text-gray-700">
                  {r.categories.map((c) => `${c.name} (${c.level})`).join(", ") || "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {grid.data && (
        <div className="mt-3 flex items-center gap-2 text-sm">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </button>
          <span>
            {page} / {grid.data.pages} · {grid.data.count}
          </span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page >= grid.data.pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
