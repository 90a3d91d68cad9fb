import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useShop, useT } from "../../shop-context.js";
import { dangerButtonClass, PageTitle, useDate } from "../../ui/staff-kit.js";
import { StaffRecordPage } from "../../ui/staff-record-page.js";
import { useToast } from "../../ui/toast.js";
import { priceListQuery } from "./api/pricing-queries.js";
import { PriceListForm } from "./price-list-form.js";
import { STATE_TONE, validityText } from "./price-list-labels.js";
import { PriceListPrices } from "./price-list-prices.js";

/** One price list: its settings and validity, then its prices per product (set, import, remove). */
export function PriceListPage() {
  const t = useT("pricing");
  const { api } = useShop();
  const day = useDate();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const list = useQuery(priceListQuery(api, id));
  return (
    <StaffRecordPage
      className="grid min-w-0 gap-6"
      back="/staff/pricing/"
      backText={t("detail.back")}
      query={list}
      notFound={t("notFound")}
    >
      {(data) => (
        <>
          <PageTitle
            aside={
              <span className={`rounded px-2 py-1 text-sm font-semibold ${STATE_TONE[data.state]}`}>
                {t(`states.${data.state}`)} · {validityText(data, t, day)}
              </span>
            }
          >
            {data.name}
          </PageTitle>
          <PriceListForm
            key={data.updated_at}
            list={data}
            submitLabel={t("form.save")}
            onSave={async (v) => {
              const saved = await api.call("pricing:list", { method: "PUT", body: v, params: { id } });
              client.setQueryData(["pricing:list", id], saved);
              await client.invalidateQueries({ queryKey: ["pricing:lists"] });
            }}
          />
          <PriceListPrices listId={id} />
          <div>
            <button
              type="button"
              className={dangerButtonClass}
              onClick={async () => {
                if (!window.confirm(t("form.confirmDelete"))) return;
                try {
                  const done = await api.call("pricing:list", { method: "DELETE", params: { id } });
                  toast.success(done.message ?? t("removed"));
                  await client.invalidateQueries({ queryKey: ["pricing:lists"] });
                  navigate("/staff/pricing/");
                } catch {
                  toast.error(t("notFound"));
                }
              }}
            >
              {t("form.delete")}
            </button>
          </div>
        </>
      )}
    </StaffRecordPage>
  );
}
