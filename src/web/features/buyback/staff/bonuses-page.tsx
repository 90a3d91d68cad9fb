import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BodyOf } from "../../../../contract/api-client.js";
import { QUALITY_ORDER } from "../../../../domain/appraisal.js";
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
import { bonusesQuery } from "../api/buyback-queries.js";

let newRows = 0;

/** The buy-and-sell bonus (spec §2 staff: bonus admin): percent per manufacturer, type and quality; empty = any. */
export function BuybackBonusesPage() {
  const t = useT("buyback");
  const { api } = useShop();
  const client = useQueryClient();
  const bonuses = bonusesQuery(api);
  const query = useQuery({ ...bonuses, staleTime: 0 });
  // Each row keeps a key of its own: rows are added and removed, so the index cannot be one.
  const [rules, setRules] = useState<(BonusRule & { key: string })[]>([]);
  useEffect(() => {
    if (query.data)
      setRules(query.data.bonuses_manufacturers.map(({ id, ...r }) => ({ ...r, key: `r${id}` })));
  }, [query.data]);
  const save = useMutation({
    mutationFn: () => {
      // The rules without their keys, typed as the route's body: a BonusRule (an interface) in the
      // call's argument left the method uninferred and the answer untyped.
      const body: BodyOf<"buyback:bonuses-save", "PUT"> = {
        bonuses_manufacturers: rules.map(({ key, ...r }) => r),
      };
      return api.call("buyback:bonuses-save", { method: "PUT", body });
    },
    onSuccess: (data) => client.setQueryData(bonuses.queryKey, data),
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
      className={`${inputClass} w-full sm:w-auto`}
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
        {(data) => (
          <div className="space-y-3">
            {/* On a phone each rule is a small card of two columns with its own labels (the
                five-column table was 510 px wide and pushed the row's × off the screen). */}
            <table className="block w-full text-sm sm:table sm:w-auto">
              <thead className="hidden text-gray-600 sm:table-header-group">
                <tr>
                  <th className="p-1 text-left">{t("selector.manufacturer")}</th>
                  <th className="p-1 text-left">{t("selector.type")}</th>
                  <th className="p-1 text-left">{t("price.quality")}</th>
                  <th className="p-1 text-left">%</th>
                  <th />
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {rules.map((r, i) => (
                  <tr
                    key={r.key}
                    className="grid grid-cols-2 items-end gap-x-2 border-b border-gray-200 py-2 sm:table-row sm:border-0 sm:py-0"
                  >
                    <td className="min-w-0 p-1">
                      <PhoneLabel>{t("selector.manufacturer")}</PhoneLabel>
                      {select(
                        r.manufacturer,
                        data.manufacturers,
                        (v) => set(i, { manufacturer: v }),
                        t("selector.manufacturer"),
                      )}
                    </td>
                    <td className="min-w-0 p-1">
                      <PhoneLabel>{t("selector.type")}</PhoneLabel>
                      {select(
                        r.type_device,
                        data.types_devices,
                        (v) => set(i, { type_device: v }),
                        t("selector.type"),
                      )}
                    </td>
                    <td className="min-w-0 p-1">
                      <PhoneLabel>{t("price.quality")}</PhoneLabel>
                      {select(
                        r.quality,
                        data.quality_types,
                        (v) => set(i, { quality: QUALITY_ORDER.find((q) => q === v) ?? null }),
                        t("price.quality"),
                      )}
                    </td>
                    <td className="min-w-0 p-1">
                      <PhoneLabel>%</PhoneLabel>
                      <input
                        aria-label="%"
                        className={`${inputClass} w-16`}
                        inputMode="numeric"
                        value={r.percent}
                        onChange={(e) => set(i, { percent: Number(e.target.value) || 0 })}
                      />
                    </td>
                    <td className="col-span-2 p-1 text-right sm:text-left">
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

/** A rule field's name above it on a phone, where the table's header row is hidden (the control has its own aria-label). */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-0.5 block text-xs text-gray-600 sm:hidden">
      {children}
    </span>
  );
}
