import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle } from "../../../ui/staff-kit.js";
import {
  FilterForm,
  FilterSearch,
  FilterSelect,
  ListStateRow,
  Pager,
  useStaffList,
} from "../../../ui/staff-list.js";

const PAGE = 50;
const COLUMNS = ["name", "maker", "type", "variants", "priceFrom", "badges"] as const;

interface Row {
  id: number;
  name: string;
  manufacturer: string;
  type: string;
  variant_count: number;
  price_from: number | null;
  badges: string[];
}

/** The catalogue's models for staff: searched by name, filtered by type; each opens its edit page. */
export function ProductsPage() {
  const t = useT("catalog");
  const { api, price } = useShop();
  const types = useQuery({
    queryKey: ["catalog:admin-type-devices"],
    queryFn: () => api.get<{ id: number; code: string; label: string }[]>("catalog:admin-type-devices"),
  });
  const list = useStaffList<{ search: string; product_type: string }, Row>(
    "catalog:admin-master-products",
    { search: "", product_type: "" },
    PAGE,
  );
  const { query, page, pages, setPage } = list;
  const typeLabel = (code: string) => types.data?.find((x) => x.code === code)?.label ?? code;
  return (
    <div>
      <PageTitle>{t("staffProducts.title")}</PageTitle>
      <FilterForm onSubmit={list.submit} submitLabel={t("staffProducts.find")}>
        <FilterSearch label={t("staffProducts.search")} {...list.field("search")} />
        <FilterSelect
          label={t("staffProducts.type")}
          all={t("staffProducts.allTypes")}
          options={(types.data ?? []).map((x) => [x.code, x.label] as const)}
          {...list.field("product_type", { now: true })}
        />
      </FilterForm>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {t(`staffProducts.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            <ListStateRow query={query} columns={COLUMNS.length} empty={t("staffProducts.empty")} />
            {query.data?.results.map((p) => (
              <tr key={p.id} className="hover:bg-gray-50">
                <td className="px-3 py-2">
                  <Link
                    to={`/staff/catalog/products/${p.id}/`}
                    className="font-semibold text-teal-800 underline"
                  >
                    {p.name}
                  </Link>
                </td>
                <td className="px-3 py-2">{p.manufacturer}</td>
                <td className="px-3 py-2">{typeLabel(p.type)}</td>
                <td className="px-3 py-2 text-right">{p.variant_count}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {p.price_from === null ? "—" : price(p.price_from)}
                </td>
                <td className="px-3 py-2">{p.badges.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} count={query.data?.count ?? 0} onPage={setPage} />
    </div>
  );
}
