import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { secondaryButtonClass } from "../../../ui/staff-kit.js";
import { shipFromStoresQuery } from "../api/orders-staff-queries.js";
import type { OrderAction, OrderDetail } from "./order-action.js";

/**
 * Spec: skip warehouse order. Before picking starts, staff choose a store that holds every
 * product of the order; the order then ships from there. Afterwards (or when it is too late) the
 * panel says where it ships from or why it cannot.
 */
export function OrderSkipWarehouse({ o, act }: { o: OrderDetail; act: OrderAction }) {
  const t = useT("orders");
  const { api } = useShop();
  const id = useId();
  const [storeId, setStoreId] = useState("");
  const open = o.skip_warehouse_refusal === null;
  const stores = useQuery({ ...shipFromStoresQuery(api, o.id, o.ship_from_store_id), enabled: open });
  const chosen = stores.data?.results.find((s) => String(s.id) === storeId);
  const send = () => {
    if (!chosen || !window.confirm(t("staff.skip.confirm", { store: chosen.name }))) return;
    act.mutate({
      run: () => api.post("orders:staff-ship-from-store", { store_id: chosen.id }, { id: o.id }),
      done: t("staff.skip.done"),
    });
    setStoreId("");
  };
  return (
    <section className="rounded-lg border border-gray-200 p-4 text-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-2 font-bold">
        {t("staff.skip.title")}
      </h2>
      {o.ship_from_store && (
        <p className="mb-2 font-semibold text-teal-800">
          {t("staff.skip.current", { store: o.ship_from_store })}
        </p>
      )}
      {!open ? (
        <p className="text-gray-600">{o.skip_warehouse_refusal}</p>
      ) : stores.data && !stores.data.results.length ? (
        <p className="text-gray-600">{t("staff.skip.none")}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col">
            {t("staff.skip.store")}
            <select
              value={storeId}
              onChange={(e) => setStoreId(e.target.value)}
              className="rounded border border-gray-300 bg-white px-2 py-1"
            >
              <option value="">{t("staff.skip.choose")}</option>
              {stores.data?.results.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.city})
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={!chosen || act.isPending}
            onClick={send}
            className={secondaryButtonClass}
          >
            {t("staff.skip.submit")}
          </button>
        </div>
      )}
    </section>
  );
}
