import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { CUSTOMER_GROUPS } from "../../../contract/pricing.js";
import { useShop, useT } from "../../shop-context.js";
import { PageTitle, secondaryButtonClass, useDate } from "../../ui/staff-kit.js";
import { FilterBar, FilterSelect, ListTable, useStaffList } from "../../ui/staff-list.js";
import { priceListsQuery } from "./api/pricing-queries.js";
import { PriceListForm } from "./price-list-form.js";
import { STATE_TONE, validityText } from "./price-list-labels.js";

const PAGE = 50;

/** Spec §2 "price list and price level settings": the grid of price lists, and a new one. */
export function PriceListsPage() {
  const t = useT("pricing");
  const { api } = useShop();
  const day = useDate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const list = useStaffList(
    { market: "", customer_group: "" } as {
      market: "" | "cz" | "ro";
      customer_group: "" | (typeof CUSTOMER_GROUPS)[number];
    },
    PAGE,
  );
  const lists = useQuery({ ...priceListsQuery(api, list.query), staleTime: 0 });
  return (
    <div className="grid min-w-0 gap-4">
      <PageTitle
        aside={
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setAdding(!adding)}
            aria-expanded={adding}
          >
            {t("lists.new")}
          </button>
        }
      >
        {t("lists.title")}
      </PageTitle>
      <p className="max-w-3xl text-sm text-gray-700">{t("lists.intro")}</p>
      {adding && (
        <PriceListForm
          list={null}
          submitLabel={t("form.create")}
          onSave={async (v) => {
            const created = await api.post("pricing:lists", v);
            await client.invalidateQueries({ queryKey: ["pricing:lists"] });
            navigate(`/staff/pricing/${created.id}/`);
          }}
        />
      )}
      <FilterBar onSubmit={list.submit}>
        <FilterSelect
          label={t("lists.market")}
          all={t("lists.allMarkets")}
          options={(["cz", "ro"] as const).map((m) => [m, t(`markets.${m}`)] as const)}
          {...list.field("market", { now: true })}
        />
        <FilterSelect
          label={t("lists.group")}
          all={t("lists.allGroups")}
          options={CUSTOMER_GROUPS.map((g) => [g, t(`groups.${g}`)] as const)}
          {...list.field("customer_group", { now: true })}
        />
      </FilterBar>
      <ListTable
        query={lists}
        list={list}
        empty={t("lists.empty")}
        columns={[
          t("lists.name"),
          t("lists.market"),
          t("lists.group"),
          t("lists.validity"),
          t("lists.state"),
          { label: t("lists.prices"), right: true },
        ]}
      >
        {(l) => (
          <tr key={l.id}>
            <td className="px-3 py-2">
              <Link to={`/staff/pricing/${l.id}/`} className="font-semibold text-teal-800 underline">
                {l.name}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{t(`markets.${l.market}`)}</td>
            <td className="px-3 py-2">{t(`groups.${l.customer_group}`)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{validityText(l, t, day)}</td>
            <td className="px-3 py-2">
              <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_TONE[l.state]}`}>
                {t(`states.${l.state}`)}
              </span>
            </td>
            <td className="px-3 py-2 text-right">{l.price_count}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
