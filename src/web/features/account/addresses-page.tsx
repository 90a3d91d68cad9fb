import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ADDRESS_KINDS, type Address, type AddressKind } from "../../../contract/addresses.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError } from "../../ui/form-field.js";
import { useToast } from "../../ui/toast.js";
import { AddressForm } from "./address-form.js";
import { addressesQuery } from "./api/addresses-queries.js";

export const addressesHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("account:addresses.title"), robots: "noindex" }),
};

/** The account's section "Adresy" (issue 16): billing and delivery addresses, a default of each. */
export function AddressesPage() {
  const t = useT("account");
  const { api } = useShop();
  const query = useQuery(addressesQuery(api));
  return (
    <section aria-labelledby="addresses-title" className="space-y-6">
      <h2 id="addresses-title" className="text-xl font-semibold">
        {t("addresses.title")}
      </h2>
      {query.isError ? (
        <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <FormError message={t("addresses.loadError")} />
          <button
            type="button"
            onClick={() => query.refetch()}
            className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm hover:bg-gray-50"
          >
            {t("addresses.retry")}
          </button>
        </div>
      ) : !query.data ? (
        <p className="text-sm text-gray-500" aria-busy="true">
          {t("addresses.loading")}
        </p>
      ) : (
        ADDRESS_KINDS.map((kind) => (
          <AddressGroup
            key={kind}
            kind={kind}
            addresses={query.data.results.filter((a) => a.kind === kind)}
          />
        ))
      )}
    </section>
  );
}

function AddressGroup({ kind, addresses }: { kind: AddressKind; addresses: Address[] }) {
  const t = useT("account");
  const toast = useToast();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const saved = async () => {
    setAdding(false);
    toast.success(t("addresses.saved"));
    await client.invalidateQueries({ queryKey: ["addresses:list"] });
  };
  return (
    <section aria-labelledby={`addresses-${kind}`} className="rounded-lg border border-gray-200 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={`addresses-${kind}`} className="text-lg font-semibold">
          {t(kind === "billing" ? "addresses.billing" : "addresses.delivery")}
        </h3>
        {!adding && (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
          >
            {t(kind === "billing" ? "addresses.addBilling" : "addresses.addDelivery")}
          </button>
        )}
      </div>
      {adding && <AddressForm kind={kind} onSaved={saved} onCancel={() => setAdding(false)} />}
      {addresses.length === 0 && !adding ? (
        <p className="text-sm text-gray-600">
          {t(kind === "billing" ? "addresses.emptyBilling" : "addresses.emptyDelivery")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({ address: a }: { address: Address }) {
  const t = useT("account");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ["addresses:list"] });
  const remove = async () => {
    setBusy(true);
    try {
      const res = await api.call("addresses:one", { method: "DELETE", params: { id: a.id } });
      toast.success(res.message);
      await refresh();
    } catch {
      toast.error(t("common:common.error"));
      setBusy(false);
    }
  };
  if (editing)
    return (
      <li className="md:col-span-2">
        <AddressForm
          kind={a.kind}
          address={a}
          onSaved={async () => {
            setEditing(false);
            toast.success(t("addresses.saved"));
            await refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex flex-col justify-between gap-3 rounded-md border border-gray-200 p-4">
      <div>
        {a.is_default && (
          <span className="mb-2 inline-block rounded bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
            {t("addresses.default")}
          </span>
        )}
        <address className="text-sm not-italic leading-6 text-gray-800">
          <span className="block font-medium">
            {a.first_name} {a.last_name}
          </span>
          {a.company && <span className="block">{a.company}</span>}
          <span className="block">{a.street}</span>
          <span className="block">
            {a.postcode} {a.city}
          </span>
          <span className="block">{t(`addresses.countries.${a.country}`)}</span>
          {a.company_id && (
            <span className="block text-gray-600">
              {t(
                `addresses.fields.companyId.${a.country === "CZ" || a.country === "RO" ? a.country : "other"}`,
              )}
              : {a.company_id}
              {a.vat_id ? `, ${a.vat_id}` : ""}
            </span>
          )}
          {a.phone && <span className="block text-gray-600">{a.phone}</span>}
        </address>
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label={t("addresses.remove")} className="space-y-2 text-sm">
          <p>{t("addresses.removeConfirm", { street: a.street, city: a.city })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={remove}
              className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t("addresses.remove")}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-md border border-gray-300 px-3 py-1.5 hover:bg-gray-50"
            >
              {t("addresses.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2 text-sm">
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={`${t("addresses.edit")}: ${a.street}`}
            className="rounded-md border border-gray-300 px-3 py-1.5 hover:bg-gray-50"
          >
            {t("addresses.edit")}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={`${t("addresses.remove")}: ${a.street}`}
            className="rounded-md border border-gray-300 px-3 py-1.5 text-red-800 hover:bg-red-50"
          >
            {t("addresses.remove")}
          </button>
        </div>
      )}
    </li>
  );
}
