import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import type { EinvoiceCorrection } from "../../../../contract/api/einvoice.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  Field,
  inputClass,
  PageTitle,
  QueryState,
  useDate,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { einvoiceDocumentQuery } from "../api/einvoice-staff-queries.js";
import { ruleInWords } from "./einvoice-words.js";

const FIELDS = ["name", "address", "city", "postcode", "county", "company_id", "vat_id"] as const;
type Form = Record<(typeof FIELDS)[number], string>;
const EMPTY: Form = { name: "", address: "", city: "", postcode: "", county: "", company_id: "", vat_id: "" };

/**
 * One e-document: its deadline, ANAF's upload index and answer, its files; when rejected, its
 * errors in words, the buyer as the order has it, and a correction of the buyer (county, postcode,
 * CUI…) before sending it to ANAF again under the same number; once sent corrected, the correction.
 */
export function EinvoiceDetailPage() {
  const t = useT("einvoice");
  const { api } = useShop();
  const date = useDate();
  const when = useDateTime();
  const id = useParams().id ?? "";
  const client = useQueryClient();
  const detail = useQuery({ ...einvoiceDocumentQuery(api, id), staleTime: 0 });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");
  const values: Form = form ?? { ...EMPTY, ...(detail.data?.correction ?? {}) };

  async function resend(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors(null);
    setDone("");
    try {
      const row = await api.post("einvoice:staff-resend", values satisfies EinvoiceCorrection, { id });
      setDone(`${t("resent")} ${t(`state.${row.state}`)}`);
      await client.invalidateQueries({ queryKey: ["einvoice:staff-document", id] });
    } catch (err) {
      setErrors(err instanceof ApiError ? err : new ApiError(0, { message: t("common:common.error") }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <PageTitle>
        <Link to="/staff/efactura/" className="text-teal-800 underline">
          {t("title")}
        </Link>
      </PageTitle>
      <QueryState query={detail}>
        {(d) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <section>
              <h2 className="mb-2 text-lg font-semibold">
                {d.document.number} · {t(`state.${d.document.state}`)}
              </h2>
              <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                <dt className="text-gray-600">{t("col.deadline")}</dt>
                <dd>
                  {date(d.document.deadline)}
                  {d.document.overdue && (
                    <span className="ml-2 font-semibold text-red-700">{t("overdue")}</span>
                  )}
                </dd>
                <dt className="text-gray-600">{t("col.index")}</dt>
                <dd className="font-mono">{d.document.upload_index ?? "—"}</dd>
                {d.document.uploaded_at && (
                  <>
                    <dt className="text-gray-600">{t("uploadedAt")}</dt>
                    <dd>{when(d.document.uploaded_at)}</dd>
                  </>
                )}
                {d.document.answered_at && (
                  <>
                    <dt className="text-gray-600">{t("answeredAt")}</dt>
                    <dd>{when(d.document.answered_at)}</dd>
                  </>
                )}
                <dt className="text-gray-600">{t("col.files")}</dt>
                <dd>
                  <a
                    href={api.url("einvoice:staff-document-xml", { id: d.document.id })}
                    className="mr-2 text-teal-800 underline"
                  >
                    {t("xml")}
                  </a>
                  {d.document.has_answer && (
                    <a
                      href={api.url("einvoice:staff-document-answer", { id: d.document.id })}
                      className="text-teal-800 underline"
                    >
                      {t("answer")}
                    </a>
                  )}
                </dd>
              </dl>
              {d.document.errors.length > 0 && (
                <>
                  <h3 className="font-medium">{t("errors")}</h3>
                  <ul className="mb-4 list-disc pl-5 text-red-800">
                    {d.document.errors.map((e) => {
                      const w = ruleInWords(t, e);
                      return (
                        <li key={`${e.rule}-${e.message}`}>
                          <strong>{w.title}</strong>
                          <div className="text-sm text-gray-700">
                            {t(`source.${e.source}`)}: {w.detail}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
              <h3 className="font-medium">{t("buyer")}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                {FIELDS.map((f) => (
                  <div key={f} className="contents">
                    <dt className="text-gray-600">{t(`field.${f}`)}</dt>
                    <dd>{d.buyer[f] || "—"}</dd>
                  </div>
                ))}
              </dl>
              {d.document.state !== "rejected" && d.correction && (
                <>
                  <h3 className="mt-4 font-medium">{t("correctionSent")}</h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                    {FIELDS.filter((f) => d.correction?.[f]).map((f) => (
                      <div key={f} className="contents">
                        <dt className="text-gray-600">{t(`field.${f}`)}</dt>
                        <dd>{d.correction?.[f]}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              )}
            </section>
            {d.document.state === "rejected" && (
              <form onSubmit={resend} className="flex flex-col gap-3" noValidate>
                <h2 className="text-lg font-semibold">{t("correctionTitle")}</h2>
                {FIELDS.map((f) => (
                  <Field key={f} label={t(`field.${f}`)} error={errors?.fieldErrors(f)[0]}>
                    <input
                      className={inputClass}
                      name={f}
                      value={values[f]}
                      placeholder={d.buyer[f]}
                      onChange={(e) => setForm({ ...values, [f]: e.target.value })}
                    />
                  </Field>
                ))}
                {errors && errors.status !== 400 && (
                  <p role="alert" className="text-red-700">
                    {errors.firstMessage()}
                  </p>
                )}
                <button type="submit" className={buttonClass} disabled={busy}>
                  {t("resendButton")}
                </button>
              </form>
            )}
            {done && (
              <p role="status" className="text-green-800">
                {done}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
