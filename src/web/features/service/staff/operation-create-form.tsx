import { type FormEvent, useState } from "react";
import type { AdminOperationsResponse } from "../../../../contract/service-admin.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, inputClass, toMinor } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

const EMPTY = { code: "", color: "", cs: "", ro: "", minutes: "60", cz: "", ron: "", wyw: false };

/** A new operation for the model: done by all service centres unless staff untick some. */
export function OperationCreateForm({
  data,
  onCreated,
}: {
  data: AdminOperationsResponse;
  onCreated: () => void;
}) {
  const t = useT("service");
  const { api } = useShop();
  const toast = useToast();
  const [v, setV] = useState(EMPTY);
  const [stores, setStores] = useState<number[]>(data.stores.map((s) => s.id));
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await api.post("service:admin-operation-create", {
        model: data.model.value,
        code: v.code,
        color: v.color || null,
        names: { cs: v.cs, ro: v.ro },
        duration_minutes: Number(v.minutes),
        while_you_wait: v.wyw,
        position: 1000,
        prices: { cz: v.cz ? toMinor(v.cz) : null, ro: v.ron ? toMinor(v.ron) : null },
        store_ids: stores,
      });
      toast.success(t("staff.saved"));
      setV(EMPTY);
      onCreated();
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
    }
  };
  const field = (k: keyof typeof EMPTY, label: string, type = "text") => (
    <label className="flex flex-col text-sm">
      {label}
      <input type={type} className={inputClass} value={String(v[k])} onChange={set(k)} />
    </label>
  );
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-gray-200 p-4"
      aria-labelledby="op-create"
    >
      <h2 id="op-create" className="font-semibold">
        {t("staff.newOperation")}
      </h2>
      <div className="grid gap-2 sm:grid-cols-4">
        {field("code", t("staff.code"))}
        <label className="flex flex-col text-sm">
          {t("staff.colour")}
          <select className={inputClass} value={v.color} onChange={set("color")}>
            <option value="">{t("staff.allColours")}</option>
            {data.colors.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        {field("cs", t("staff.nameCs"))}
        {field("ro", t("staff.nameRo"))}
        {field("minutes", t("staff.minutes"), "number")}
        {field("cz", "CZK", "number")}
        {field("ron", "RON", "number")}
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" checked={v.wyw} onChange={(e) => setV({ ...v, wyw: e.target.checked })} />
          {t("operations.whileYouWait")}
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="mb-1">{t("staff.stores")}</legend>
        {data.stores.map((s) => (
          <label key={s.id} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={stores.includes(s.id)}
              onChange={(e) =>
                setStores(e.target.checked ? [...stores, s.id] : stores.filter((x) => x !== s.id))
              }
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass}>
        {t("staff.create")}
      </button>
    </form>
  );
}
