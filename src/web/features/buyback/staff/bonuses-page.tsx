import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BonusRule } from "../../../../domain/buyback-bonus.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  inputClass,
  PageTitle,
  QueryState,
  secondaryButtonClass,
} from "../../../ui/staff-kit.js";

let newRows = 0;

interface Bonuses {
  bonuses_manufacturers: (BonusRule & { id?: number })[];
  quality_types: { value: string; label: string }[];
  types_devices: { value: string; label: string }[];
  manufacturers: { value: string; label: string }[];
}

/** The buy-and-sell bonus (spec §2 staff: bonus admin): percent per manufacturer, type and quality; empty = any. */
export function BuybackBonusesPage() {
  const t = useT("buyback");
  const { api } = useShop();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ["buyback:bonuses"],
    queryFn: () => api.get<Bonuses>("buyback:bonuses"),
    staleTime: 0,
  });
  // Each row keeps a key of its own: rows are added and removed, so the index cannot be one.
  const [rules, setRules] = useState<(BonusRule & { key: string })[]>([]);
  useEffect(() => {
    if (query.data)
      setRules(query.data.bonuses_manufacturers.map(({ id, ...r }) => ({ ...r, key: `r${id}` })));
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      api.call<Bonuses>("buyback:bonuses-save", {
        method: "PUT",
        body: { bonuses_manufacturers: rules.map(({ key, ...r }) => r) },
      }),
    onSuccess: (data) => client.setQueryData(["buyback:bonuses"], data),
  });
  const set = (i: number, patch: Partial<BonusRule>) =>
    setRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const select = (
    value: string | null,
    options: { value: string; label: string }[],
    onChange: (v: string | null) => void,
    label: string,
  ) => (
    <select
      aria-label={label}
      className={inputClass}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{t("staff.any")}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <div>
      <PageTitle>{t("staff.bonuses")}</PageTitle>
      <p className="mb-3 text-sm text-gray-600">{t("staff.bonusesIntro")}</p>
      <QueryState query={query}>
        {() => (
          <div className="space-y-3">
            <table className="text-sm">
              <thead className="text-gray-600">
                <tr>
                  <th className="p-1 text-left">{t("selector.manufacturer")}</th>
                  <th className="p-1 text-left">{t("selector.type")}</th>
                  <th className="p-1 text-left">{t("price.quality")}</th>
                  <th className="p-1 text-left">%</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rules.map((r, i) => (
                  <tr key={r.key}>
                    <td className="p-1">
                      {select(
                        r.manufacturer,
                        query.data!.manufacturers,
                        (v) => set(i, { manufacturer: v }),
                        t("selector.manufacturer"),
                      )}
                    </td>
                    <td className="p-1">
                      {select(
                        r.type_device,
                        query.data!.types_devices,
                        (v) => set(i, { type_device: v }),
                        t("selector.type"),
                      )}
                    </td>
                    <td className="p-1">
                      {select(
                        r.quality,
                        query.data!.quality_types,
                        (v) => set(i, { quality: v as BonusRule["quality"] }),
                        t("price.quality"),
                      )}
                    </td>
                    <td className="p-1">
                      <input
                        aria-label="%"
                        className={`${inputClass} w-16`}
                        inputMode="numeric"
                        value={r.percent}
                        onChange={(e) => set(i, { percent: Number(e.target.value) || 0 })}
                      />
                    </td>
                    <td className="p-1">
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        onClick={() => setRules(rules.filter((_, j) => j !== i))}
                        aria-label={t("staff.remove")}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {save.error && (
              <p role="alert" className="text-red-700">
                {save.error instanceof ApiError ? save.error.firstMessage() : String(save.error)}
              </p>
            )}
            {save.isSuccess && <p role="status">{t("staff.savedPlain")}</p>}
            <div className="flex gap-2">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() =>
                  setRules([
                    ...rules,
                    {
                      manufacturer: null,
                      type_device: null,
                      quality: null,
                      percent: 10,
                      key: `n${++newRows}`,
                    },
                  ])
                }
              >
                {t("staff.add")}
              </button>
              <button
                type="button"
                className={buttonClass}
                disabled={save.isPending}
                onClick={() => save.mutate()}
              >
                {t("staff.save")}
              </button>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
