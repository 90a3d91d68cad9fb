import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import type { StaffAppraisal } from "../../../../contract/buyback-staff.js";
import { QUALITY_ORDER } from "../../../../domain/appraisal.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  toMinor,
  toUnits,
  useDate,
} from "../../../ui/staff-kit.js";
import { StaffRecordPage } from "../../../ui/staff-record-page.js";
import { staffAppraisalQuery, staffModelsQuery } from "../api/buyback-staff-queries.js";

type Draft = Omit<StaffAppraisal, "model" | "version" | "versions">;

/**
 * Edits a model's appraisal: grades and prices, questions and their answers. Saving writes a new
 * version; sales and quotes made earlier keep the version they were priced with.
 */
export function BuybackAppraisalEditorPage() {
  const { model } = useParams();
  const t = useT("buyback");
  const { api } = useShop();
  const query = useQuery({ ...staffAppraisalQuery(api, model ?? ""), staleTime: 0 });
  return (
    <StaffRecordPage back="/staff/buyback/appraisals/" backText={t("staff.appraisals")} query={query}>
      {(data) => <Editor data={data} />}
    </StaffRecordPage>
  );
}

function Editor({ data }: { data: StaffAppraisal }) {
  const t = useT("buyback");
  const { api, language } = useShop();
  const day = useDate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => structuredClone(data));
  useEffect(() => setDraft(structuredClone(data)), [data]);
  const save = useMutation({
    mutationFn: () =>
      api.post(
        "buyback:staff-appraisal-save",
        { ...draft, base_version: data.version },
        { model: data.model.slug },
      ),
    onSuccess: (next) => {
      client.setQueryData(staffAppraisalQuery(api, data.model.slug).queryKey, next);
      void client.invalidateQueries({ queryKey: staffModelsQuery(api).queryKey });
    },
  });
  const toggle = useMutation({
    mutationFn: (for_buyout: boolean) =>
      api.call("buyback:staff-model-save", {
        method: "PATCH",
        body: { for_buyout },
        params: { model: data.model.slug },
      }),
    onSuccess: (next) => client.setQueryData(staffAppraisalQuery(api, data.model.slug).queryKey, next),
  });
  const setResult = (i: number, patch: Partial<Draft["results"][number]>) =>
    setDraft({ ...draft, results: draft.results.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const setChoice = (
    ci: number,
    hi: number,
    patch: Partial<Draft["conditions"][number]["choices"][number]>,
  ) =>
    setDraft({
      ...draft,
      conditions: draft.conditions.map((c, i) =>
        i !== ci ? c : { ...c, choices: c.choices.map((h, j) => (j === hi ? { ...h, ...patch } : h)) },
      ),
    });
  const label = (x: { cs: string; ro?: string; en?: string }) => x[language as "cs"] ?? x.cs;

  return (
    <div className="mt-2 space-y-6">
      <PageTitle
        aside={
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={data.model.for_buyout}
              onChange={(e) => toggle.mutate(e.target.checked)}
              className="h-4 w-4 accent-teal-700"
            />
            {t("staff.forBuyout")}
          </label>
        }
      >
        {data.model.manufacturer.label} {data.model.name}
      </PageTitle>
      <p className="text-sm text-gray-600">
        {t("staff.version")}: {data.version ?? "—"} ·{" "}
        {data.versions.map((v) => `v${v.version} ${day(v.created_at)}`).join(", ")}
      </p>

      <section className="space-y-2">
        <h2 className="font-semibold">{t("staff.results")}</h2>
        <label className="flex items-center gap-2 text-sm">
          {t("staff.minimalPrice")}
          <input
            className={`${inputClass} w-28`}
            inputMode="numeric"
            value={toUnits(draft.minimal_buyout_price)}
            onChange={(e) => setDraft({ ...draft, minimal_buyout_price: toMinor(e.target.value || 0) })}
          />
        </label>
        <table className="text-sm">
          <thead className="text-gray-600">
            <tr>
              <th className="p-1 text-left">ID</th>
              <th className="p-1 text-left">{t("price.quality")}</th>
              <th className="p-1 text-left">{t("price.title")}</th>
            </tr>
          </thead>
          <tbody>
            {draft.results.map((r, i) => (
              <tr key={r.id}>
                <td className="p-1">{r.id}</td>
                <td className="p-1">
                  <select
                    className={inputClass}
                    value={r.quality ?? ""}
                    onChange={(e) =>
                      setResult(i, { quality: QUALITY_ORDER.find((q) => q === e.target.value) ?? null })
                    }
                  >
                    <option value="">{t("grades.notAcceptedTitle")}</option>
                    {QUALITY_ORDER.map((q) => (
                      <option key={q}>{q}</option>
                    ))}
                  </select>
                </td>
                <td className="p-1">
                  <input
                    aria-label={`${t("price.title")} ${r.quality ?? r.id}`}
                    className={`${inputClass} w-28`}
                    inputMode="numeric"
                    value={toUnits(r.price)}
                    onChange={(e) => setResult(i, { price: toMinor(e.target.value || 0) })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="space-y-4">
        <h2 className="font-semibold">{t("staff.conditions")}</h2>
        {draft.conditions.map((c, ci) => (
          <fieldset key={c.id} className="rounded-lg border border-gray-200 p-3">
            <legend className="px-1 text-sm font-semibold">
              {label(c.names)}{" "}
              <span className="font-normal text-gray-500">
                ({c.code}, {c.type})
              </span>
            </legend>
            <table className="w-full table-fixed text-sm">
              <colgroup>
                <col />
                <col className="w-40" />
                <col className="w-28" />
              </colgroup>
              <tbody>
                {c.choices.map((h, hi) => (
                  <tr key={h.value}>
                    <td className="p-1">{label(h.labels)}</td>
                    <td className="p-1">
                      <select
                        aria-label={`${label(h.labels)}: ${t("price.quality")}`}
                        className={inputClass}
                        value={h.appraisal_result ?? ""}
                        onChange={(e) =>
                          setChoice(ci, hi, {
                            appraisal_result: e.target.value ? Number(e.target.value) : null,
                          })
                        }
                      >
                        <option value="">—</option>
                        {draft.results.map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.quality ?? t("grades.notAcceptedTitle")}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="p-1">
                      <input
                        aria-label={`${label(h.labels)}: ${t("staff.correction")}`}
                        className={`${inputClass} w-24`}
                        inputMode="numeric"
                        value={toUnits(h.price_correction)}
                        onChange={(e) =>
                          setChoice(ci, hi, { price_correction: toMinor(e.target.value || 0) })
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        ))}
      </section>
      {save.error && (
        <p role="alert" className="text-red-700">
          {save.error instanceof ApiError ? save.error.firstMessage() : String(save.error)}
        </p>
      )}
      {save.isSuccess && <p role="status">{t("staff.saved", { version: save.data.version })}</p>}
      <div className="flex gap-2">
        <button type="button" className={buttonClass} disabled={save.isPending} onClick={() => save.mutate()}>
          {t("staff.saveVersion")}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => setDraft(structuredClone(data))}
        >
          {t("staff.reset")}
        </button>
      </div>
    </div>
  );
}
