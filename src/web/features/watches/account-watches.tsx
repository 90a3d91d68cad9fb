import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { WatchItem } from "../../../contract/watches.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { FormError } from "../../ui/form-field.js";
import { useToast } from "../../ui/toast.js";
import { myWatchesQuery } from "./api/watches-queries.js";

/** The account's price and stock watches (issue 16): product, condition, state, remove. */
export function AccountWatches() {
  const t = useT("watches");
  const { api } = useShop();
  const query = useQuery(myWatchesQuery(api));
  const results = query.data?.results;
  return (
    <section aria-labelledby="watches-title" className="rounded-lg border border-gray-200 p-6">
      <h2 id="watches-title" className="mb-4 text-lg font-semibold">
        {t("account.title")}
      </h2>
      {query.isError ? (
        <FormError message={t("common:common.error")} />
      ) : !results ? (
        <p className="text-sm text-gray-500" aria-busy="true">
          {t("common:common.loading")}
        </p>
      ) : results.length === 0 ? (
        <p className="text-sm text-gray-600">{t("account.empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {results.map((w) => (
            <WatchRow key={w.id} watch={w} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WatchRow({ watch: w }: { watch: WatchItem }) {
  const t = useT("watches");
  const { api, market, price } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const condition =
    w.kind === "price"
      ? t("account.conditionPrice", { price: price(w.price_below ?? 0) })
      : w.store
        ? t("account.conditionStockStore", { store: w.store.name })
        : t("account.conditionStockOnline");
  const state =
    w.state === "fired"
      ? t("account.stateFired", { date: formatDisplayDay(w.fired_at!, market) })
      : w.state === "waiting"
        ? t("account.stateWaiting")
        : t("account.stateUnconfirmed");
  const remove = async () => {
    setBusy(true);
    try {
      const res = await api.call("watches:remove", { method: "DELETE", params: { id: w.id } });
      toast.success(res.message);
      await client.invalidateQueries({ queryKey: ["watches:mine"] });
    } catch {
      toast.error(t("common:common.error"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <AppLink to={`/${w.product.seo_name}/`} className="font-medium text-teal-800 hover:underline">
          {w.product.name}
        </AppLink>
        <p className="text-sm text-gray-700">
          {condition}
          <span className="text-gray-500">
            {" "}
            · {t("account.currentPrice", { price: price(w.product.price) })}
          </span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p
          className={`text-sm ${w.state === "fired" ? "text-emerald-700" : w.state === "waiting" ? "text-gray-700" : "text-amber-800"}`}
        >
          {state}
        </p>
        <button
          type="button"
          onClick={remove}
          disabled={busy}
          aria-label={t("account.removeLabel", { product: w.product.name })}
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 disabled:opacity-60"
        >
          {t("account.remove")}
        </button>
      </div>
    </li>
  );
}
