import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { masterProductsQuery, typeDevicesQuery } from "../api/catalog-staff-queries.js";

const PAGE = 50;
const COLUMNS = ["name", "maker", "type", "variants", "priceFrom", "badges"] as const;

/** The catalogue's models for staff: searched by name, filtered by type; each opens its edit page. */
export function ProductsPage() {
  const t = useT("catalog");
  const { api, price } = useShop();
  const types = useQuery(typeDevicesQuery(api));
  const list = useStaffList({ search: "", product_type: "" }, PAGE);
  const products = useQuery({ ...masterProductsQuery(api, list.query), staleTime: 0 });
  const typeLabel = (code: string) => types.data?.find((x) => x.code === code)?.label ?? code;
  return (
    <div>
      <PageTitle>{t("staffProducts.title")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("staffProducts.find")}>
        <FilterSearch label={t("staffProducts.search")} {...list.field("search")} />
        <FilterSelect
          label={t("staffProducts.type")}
          all={t("staffProducts.allTypes")}
          options={(types.data ?? []).map((x) => [x.code, x.label] as const)}
          {...list.field("product_type", { now: true })}
        />
      </FilterBar>
      <ListTable
        query={products}
        list={list}
        empty={t("staffProducts.empty")}
        columns={COLUMNS.map((h) => t(`staffProducts.col.${h}`))}
      >
        {(p) => (
          <tr key={p.id} className="hover:bg-gray-50">
            <td className="px-3 py-2">
              <Link to={`/staff/catalog/products/${p.id}/`} className="font-semibold text-teal-800 underline">
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
        )}
      </ListTable>
    </div>
  );
}
