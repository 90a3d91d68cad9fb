import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import type { StoreInput } from "../../../../contract/stores.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { BackLink } from "../../../ui/staff-record-page.js";
import { useToast } from "../../../ui/toast.js";
import { storeAdminQuery } from "../api/stores-admin-queries.js";
import { SpecialDays } from "./special-days.js";
import { draftOf, newStoreDraft, StoreForm } from "./store-form.js";
import { StorePhotosAdmin } from "./store-photos-admin.js";

/** `/staff/stores/new/`: a new store; saved, it opens as its own page. */
export function StoreNewPage() {
  const t = useT("stores");
  const { api, market } = useShop();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <div className="max-w-5xl space-y-4">
      <BackLink to="/staff/stores/">{t("admin.back")}</BackLink>
      <PageTitle>{t("admin.new")}</PageTitle>
      <StoreForm
        initial={newStoreDraft(market.defaultCountry === "RO" ? "RO" : "CZ")}
        onSave={async (body: StoreInput) => {
          const created = await api.post("stores:admin-stores", body);
          toast.success(t("admin.created"));
          navigate(`/staff/stores/${created.id}/`);
        }}
      />
    </div>
  );
}

/** `/staff/stores/:id/`: a store's data, its holidays and special days, its photos. */
export function StoreEditPage() {
  const t = useT("stores");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const store = storeAdminQuery(api, id);
  const query = useQuery({ ...store, staleTime: 0 });
  return (
    <div className="max-w-5xl space-y-6">
      <BackLink to="/staff/stores/">{t("admin.back")}</BackLink>
      <QueryState query={query} notFound={t("errors.notFound")}>
        {(s) => (
          <>
            <PageTitle>{s.name}</PageTitle>
            <StoreForm
              key={s.id}
              initial={draftOf(s)}
              onSave={async (body) => {
                client.setQueryData(
                  store.queryKey,
                  await api.call("stores:admin-store", { method: "PUT", body, params: { id } }),
                );
                toast.success(t("admin.saved"));
              }}
            />
            <SpecialDays store={s} />
            <StorePhotosAdmin storeId={s.id} />
          </>
        )}
      </QueryState>
    </div>
  );
}
