import { useState } from "react";
import type { AdminOperation, AdminOperationsResponse } from "../../../../contract/service-admin.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, secondaryButtonClass, toMinor, toUnits } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

const units = (minor: number | null) => (minor === null ? "" : String(toUnits(minor)));
const minorOrNull = (v: string) => (v.trim() === "" ? null : toMinor(v));

/** One operation, editable in place: both markets' prices (empty = not offered there), time, flags. */
export function OperationRow({
  op,
  data,
  canEdit,
  onSaved,
}: {
  op: AdminOperation;
  data: AdminOperationsResponse;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const t = useT("service");
  const { api, language } = useShop();
  const toast = useToast();
  const [v, setV] = useState({
    cz: units(op.prices.cz),
    ro: units(op.prices.ro),
    minutes: String(op.duration_minutes),
    wyw: op.while_you_wait,
    active: op.is_active,
  });
  const [busy, setBusy] = useState(false);
  const call = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      toast.success(t("staff.saved"));
      onSaved();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    call(() =>
      api.call("service:admin-operation-update", {
        method: "PATCH",
        params: { id: op.id },
        body: {
          prices: { cz: minorOrNull(v.cz), ro: minorOrNull(v.ro) },
          duration_minutes: Number(v.minutes),
          while_you_wait: v.wyw,
          is_active: v.active,
        },
      }),
    );
  const remove = () => {
    if (window.confirm(t("staff.confirmDelete", { name: op.names.cs })))
      void call(() =>
        api.call("service:admin-operation-delete", { method: "DELETE", params: { id: op.id } }),
      );
  };
  const name = (language === "ro" ? op.names.ro : op.names.cs) ?? op.names.cs;
  const colour = op.color
    ? (data.colors.find((c) => c.value === op.color)?.label ?? op.color)
    : t("staff.allColours");
  const stores = data.stores.filter((s) => op.store_ids.includes(s.id)).map((s) => s.city);
  const num = (k: "cz" | "ro" | "minutes", label: string) => (
    <input
      type="number"
      min={0}
      aria-label={`${name}: ${label}`}
      disabled={!canEdit}
      className={`${inputClass} w-24`}
      value={v[k]}
      onChange={(e) => setV({ ...v, [k]: e.target.value })}
    />
  );
  return (
    <tr className={`border-t border-gray-100 ${v.active ? "" : "opacity-60"}`}>
      <td className="p-2">
        <span className="font-medium">{name}</span>
        <span className="block font-mono text-xs text-gray-500">{op.code}</span>
      </td>
      <td className="p-2">{colour}</td>
      <td className="p-2">{num("cz", "CZK")}</td>
      <td className="p-2">{num("ro", "RON")}</td>
      <td className="p-2">{num("minutes", t("staff.minutes"))}</td>
      <td className="p-2">
        <input
          type="checkbox"
          aria-label={`${name}: ${t("operations.whileYouWait")}`}
          disabled={!canEdit}
          checked={v.wyw}
          onChange={(e) => setV({ ...v, wyw: e.target.checked })}
        />
      </td>
      <td className="p-2">
        <input
          type="checkbox"
          aria-label={`${name}: ${t("staff.active")}`}
          disabled={!canEdit}
          checked={v.active}
          onChange={(e) => setV({ ...v, active: e.target.checked })}
        />
      </td>
      <td className="p-2 text-xs text-gray-600">{stores.join(", ")}</td>
      <td className="p-2 whitespace-nowrap">
        {canEdit && (
          <span className="flex gap-1">
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => void save()}
            >
              {t("staff.save")}
            </button>
            <button
              type="button"
              aria-label={`${t("staff.delete")}: ${name}`}
              className={secondaryButtonClass}
              disabled={busy}
              onClick={remove}
            >
              ✕
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}
