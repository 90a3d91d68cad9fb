import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Unit, UnitInput } from "../../../../contract/units.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, dangerButtonClass, inputClass, PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { unitsQuery } from "../api/units-queries.js";

const FIELDS = ["code", "symbol_cs", "symbol_ro", "name_cs", "name_ro", "position"] as const;
type Draft = Record<(typeof FIELDS)[number], string>;
const empty: Draft = { code: "", symbol_cs: "", symbol_ro: "", name_cs: "", name_ro: "", position: "0" };
const draftOf = (u: Unit): Draft => ({ ...u, position: String(u.position) });

/** One unit as a row of inputs; a new one when `unit` is absent. */
function UnitRow({ unit, onDone }: { unit?: Unit; onDone: () => void }) {
  const t = useT("stores");
  const { api, t: tc } = useShop();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(unit ? draftOf(unit) : empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setErrors({});
    try {
      await action();
      toast.success(done);
      if (!unit) setDraft(empty);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body)
        setErrors(error.body as Record<string, string[]>);
      toast.error(error instanceof ApiError ? error.firstMessage() : tc("common.error"));
    } finally {
      setBusy(false);
    }
  }
  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = draft as unknown as UnitInput; // the server coerces the order to a number
    return run(
      () =>
        unit
          ? api.call("units:admin-unit", { method: "PUT", body, params: { id: unit.id } })
          : api.post("units:admin", body),
      t("units.saved"),
    );
  };
  return (
    <form
      noValidate
      onSubmit={save}
      className="grid grid-cols-2 gap-2 border-b border-gray-100 py-2 sm:grid-cols-[repeat(6,minmax(0,1fr))_auto]"
    >
      {FIELDS.map((f) => (
        <label key={f} className="flex flex-col text-xs">
          <span className={unit ? "sr-only" : "font-medium"}>{t(`units.${f}`)}</span>
          <input
            className={inputClass}
            value={draft[f]}
            inputMode={f === "position" ? "numeric" : undefined}
            aria-invalid={errors[f] ? true : undefined}
            onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
          />
          {errors[f] && (
            <span role="alert" className="text-red-700">
              {errors[f][0]}
            </span>
          )}
        </label>
      ))}
      <div className="flex items-end gap-1">
        <button type="submit" className={buttonClass} disabled={busy}>
          {unit ? t("units.save") : t("units.add")}
        </button>
        {unit && (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={busy}
            aria-label={t("units.deleteUnit", { code: unit.code })}
            onClick={() =>
              run(
                () => api.call("units:admin-unit", { method: "DELETE", params: { id: unit.id } }),
                t("units.deleted"),
              )
            }
          >
            {t("units.delete")}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/staff/units/`: the units of measure, each editable in place, and a row to add one. */
export function UnitsPage() {
  const t = useT("stores");
  const { api } = useShop();
  const client = useQueryClient();
  const units = unitsQuery(api);
  const query = useQuery({ ...units, staleTime: 0 });
  const refresh = () => client.invalidateQueries({ queryKey: units.queryKey });
  return (
    <div className="max-w-5xl">
      <PageTitle>{t("units.title")}</PageTitle>
      <p className="mb-4 text-sm text-gray-600">{t("units.intro")}</p>
      <UnitRow onDone={refresh} />
      <QueryState query={query}>
        {({ results }) =>
          results.length === 0 ? (
            <p className="text-gray-600">{t("units.empty")}</p>
          ) : (
            <div className="mt-4">
              <div className="hidden grid-cols-[repeat(6,minmax(0,1fr))_auto] gap-2 text-xs font-medium text-gray-600 sm:grid">
                {FIELDS.map((f) => (
                  <span key={f}>{t(`units.${f}`)}</span>
                ))}
              </div>
              {results.map((u) => (
                <UnitRow
                  key={`${u.id}-${u.code}-${u.name_cs}-${u.name_ro}-${u.position}`}
                  unit={u}
                  onDone={refresh}
                />
              ))}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
