import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type InputHTMLAttributes, useState } from "react";
import type { MetaMasterDetail } from "../../../../contract/meta-master.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, dangerButtonClass, inputClass, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import {
  masterProductsQuery,
  metaMasterQuery,
  metaMastersQuery,
  otherMetaMastersQuery,
} from "../api/catalog-staff-queries.js";

/** Meta-master admin (spec §7): groups of models switchable on the product page. */
export function MetaMasterPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const [name, setName] = useState("");
  const list = useQuery(metaMastersQuery(api));
  // Read once a group is chosen (the id 0 of none is never sent).
  const detail = useQuery({ ...metaMasterQuery(api, selected ?? 0), enabled: selected !== null });
  const others = useQuery({ ...otherMetaMastersQuery(api, selected ?? 0), enabled: selected !== null });
  const reload = () =>
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("meta-master:") });
  const run = async (call: () => Promise<unknown>, ok = t("staff.saved")) => {
    try {
      await call();
      toast.success(ok);
      await reload();
      return true;
    } catch (e) {
      toast.error(e instanceof ApiError ? e.firstMessage() : t("staff.saveFailed"));
      return false;
    }
  };

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.metaMasters")}</h1>
      <form
        className="mb-4 flex flex-wrap gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await run(() => api.post("meta-master:add", { name }))) setName("");
        }}
      >
        <NameField
          id="mm-name"
          value={name}
          onChange={setName}
          placeholder={t("staff.newMetaMaster")}
          className={inputClass}
          required
        />
        <button type="submit" className={buttonClass}>
          {t("staff.create")}
        </button>
      </form>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <ul className="space-y-1">
          {list.data?.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => setSelected(m.id)}
                aria-current={selected === m.id ? "true" : undefined}
                className="w-full rounded border border-gray-200 px-3 py-2 text-left text-sm aria-[current=true]:border-teal-700 aria-[current=true]:bg-teal-50"
              >
                {m.name} <span className="text-gray-500">({m.master_count})</span>
              </button>
            </li>
          ))}
        </ul>
        {detail.data && (
          <section aria-label={detail.data.name}>
            <MetaMasterHeader
              detail={detail.data}
              onRename={(n) =>
                run(() =>
                  api.call("meta-master:update", {
                    method: "PATCH",
                    params: { meta_master_id: detail.data.id },
                    body: { name: n },
                  }),
                )
              }
              onDelete={async () => {
                if (!window.confirm(t("staff.confirmDelete", { name: detail.data.name }))) return;
                if (
                  await run(
                    () =>
                      api.call("meta-master:delete", {
                        method: "DELETE",
                        params: { meta_master_id: detail.data.id },
                      }),
                    t("staff.removed"),
                  )
                )
                  setSelected(null);
              }}
            />
            <table className="mt-4 w-full text-sm">
              <tbody>
                {detail.data.master_products.map((m) => (
                  <tr key={m.id} className="border-b border-gray-100">
                    <td className="p-2">{m.name}</td>
                    <td className="p-2 text-right">
                      <label className="sr-only" htmlFor={`swap-${m.id}`}>
                        {t("staff.moveTo")}
                      </label>
                      <select
                        id={`swap-${m.id}`}
                        defaultValue=""
                        className={inputClass}
                        onChange={(e) => {
                          const v = e.target.value;
                          if (v)
                            void run(() =>
                              api.call("meta-master:swap", {
                                method: "PATCH",
                                params: { master_product_id: m.id },
                                body: { meta_master_id: v === "none" ? null : Number(v) },
                              }),
                            );
                        }}
                      >
                        <option value="">{t("staff.moveTo")}…</option>
                        <option value="none">{t("staff.removeFromGroup")}</option>
                        {others.data?.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <AddModels
              onAdd={(ids) =>
                run(() =>
                  api.call("meta-master:add-master-product", {
                    method: "PATCH",
                    body: { meta_master_id: detail.data.id, master_product_ids: ids },
                  }),
                )
              }
            />
          </section>
        )}
      </div>
    </div>
  );
}

function MetaMasterHeader({
  detail,
  onRename,
  onDelete,
}: {
  detail: MetaMasterDetail;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const t = useT("catalog");
  const [name, setName] = useState(detail.name);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NameField
        id="mm-rename"
        value={name}
        onChange={setName}
        className={`${inputClass} text-base font-semibold`}
      />
      <button type="button" className={secondaryButtonClass} onClick={() => onRename(name)}>
        {t("staff.save")}
      </button>
      <button type="button" className={`${dangerButtonClass} ml-auto`} onClick={onDelete}>
        {t("staff.delete")}
      </button>
    </div>
  );
}

/** A group's name, labelled for screen readers only: the new group's field and the rename's. */
function NameField({
  id,
  value,
  onChange,
  ...input
}: { id: string; value: string; onChange: (name: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "onChange"
>) {
  const t = useT("catalog");
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {t("staff.name")}
      </label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </>
  );
}

/** Finds models by name in the master product grid and adds the chosen ones to the group. */
function AddModels({ onAdd }: { onAdd: (ids: number[]) => void }) {
  const t = useT("catalog");
  const { api } = useShop();
  const [q, setQ] = useState("");
  const found = useQuery({
    ...masterProductsQuery(api, { search: q, page_size: 10 }),
    enabled: q.trim().length >= 2,
  });
  return (
    <div className="mt-4">
      <label htmlFor="mm-add" className="text-sm font-medium">
        {t("staff.addModels")}
      </label>
      <input
        id="mm-add"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className={`${inputClass} mt-1 w-full max-w-md`}
      />
      <ul className="mt-1 max-w-md divide-y rounded border border-gray-200 empty:hidden">
        {found.data?.results.map((m) => (
          <li key={m.id} className="flex items-center justify-between p-2 text-sm">
            <span>
              {m.name}
              {m.meta_master && <span className="text-gray-500"> · {m.meta_master.name}</span>}
            </span>
            <button type="button" className={secondaryButtonClass} onClick={() => onAdd([m.id])}>
              {t("staff.add")}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
