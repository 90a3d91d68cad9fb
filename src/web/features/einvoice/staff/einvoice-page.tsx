import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { einvoiceStates } from "../../../../contract/api/einvoice.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate, useDateTime } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { einvoiceDocumentsQuery } from "../api/einvoice-staff-queries.js";
import { lastErrorInWords, ruleInWords } from "./einvoice-words.js";

// The state next to the number: on a phone the table scrolls sideways and these two stay in view.
const COLUMNS = ["number", "state", "order", "issueDate", "deadline", "index", "files"] as const;

const tone: Record<string, string> = {
  queued: "bg-gray-100 text-gray-800",
  uploaded: "bg-amber-100 text-amber-900",
  accepted: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * RO e-Factura documents with their ANAF state (decision 015): the deadline of 5 working days,
 * ANAF's upload index, errors in words (the rule explained, ANAF's message beside it), and the way
 * to correct and resend a rejected one; a waiting one can be sent now instead of at the next sweep
 * or after the back-off of an outage.
 */
export function EinvoicePage() {
  const t = useT("einvoice");
  const { api } = useShop();
  const date = useDate();
  const when = useDateTime();
  const list = useStaffList({ state: "" as (typeof einvoiceStates)[number] | "" }, 20);
  // While a document waits for ANAF (the sweep, a retry, "send now" on the job queue), read again.
  const documents = useQuery({
    ...einvoiceDocumentsQuery(api, list.query),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.results.some((d) => d.state === "queued" || d.state === "uploaded") ? 5000 : false,
  });
  const client = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);
  const [sendError, setSendError] = useState("");
  async function sendNow(id: number) {
    setSending(id);
    setSendError("");
    try {
      await api.post("einvoice:staff-send-now", {}, { id });
    } catch (err) {
      setSendError(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
    } finally {
      setSending(null);
      await client.invalidateQueries({ queryKey: ["einvoice:staff-documents"] });
    }
  }
  return (
    <div>
      <PageTitle>{t("title")}</PageTitle>
      <p className="mb-4 text-sm text-gray-700">{t("intro")}</p>
      <FilterBar onSubmit={list.submit}>
        <FilterSelect
          label={t("filter.state")}
          all={t("filter.all")}
          options={einvoiceStates.map((s) => [s, t(`state.${s}`)] as const)}
          {...list.field("state", { now: true })}
        />
      </FilterBar>
      {sendError && (
        <p role="alert" className="mb-2 text-red-700">
          {sendError}
        </p>
      )}
      <ListTable query={documents} list={list} empty={t("empty")} columns={COLUMNS.map((c) => t(`col.${c}`))}>
        {(d) => (
          <tr key={d.id} className="align-top">
            <td className="px-3 py-2">
              <Link
                to={`/staff/efactura/${d.id}/`}
                aria-label={`${t("open")} ${d.number}`}
                className="font-mono text-teal-800 underline"
              >
                {d.number}
              </Link>
              <div className="text-xs text-gray-600">{t(`kind.${d.kind}`)}</div>
            </td>
            <td className="px-3 py-2">
              <span className={`inline-block rounded px-2 py-0.5 text-sm ${tone[d.state]}`}>
                {t(`state.${d.state}`)}
              </span>
              {d.next_attempt_at && d.attempts > 0 && (
                <div className="text-xs text-gray-600">
                  {t("attempts", { count: d.attempts, at: when(d.next_attempt_at) })}
                </div>
              )}
              {d.last_error && (
                <div className="text-xs text-red-700">
                  {t("lastError", { error: lastErrorInWords(t, d.last_error) })}
                </div>
              )}
              {d.errors.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
                  {d.errors.map((e) => {
                    const w = ruleInWords(t, e);
                    return (
                      <li key={`${e.rule}-${e.message}`}>
                        <strong>{w.title}</strong>
                        <div className="text-xs text-gray-700">
                          {t(`source.${e.source}`)}: {w.detail}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
              {d.state === "rejected" && (
                <Link to={`/staff/efactura/${d.id}/`} className="mt-1 inline-block text-teal-800 underline">
                  {t("detail")}
                </Link>
              )}
              {(d.state === "queued" || d.state === "uploaded") && (
                <button
                  type="button"
                  onClick={() => sendNow(d.id)}
                  disabled={sending !== null}
                  className="mt-1 block rounded border border-teal-700 px-2 py-0.5 text-sm text-teal-800 disabled:opacity-50"
                >
                  {t("sendNowButton")}
                </button>
              )}
            </td>
            <td className="px-3 py-2">
              <Link to={`/staff/orders/${d.order_id}/`} className="text-teal-800 underline">
                {d.order_number}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{date(d.issue_date)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {date(d.deadline)}
              {d.overdue && <div className="text-xs font-semibold text-red-700">{t("overdue")}</div>}
            </td>
            <td className="px-3 py-2 font-mono text-sm">{d.upload_index ?? "—"}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              <a
                href={api.url("einvoice:staff-document-xml", { id: d.id })}
                className="mr-2 text-teal-800 underline"
              >
                {t("xml")}
              </a>
              {d.has_answer && (
                <a
                  href={api.url("einvoice:staff-document-answer", { id: d.id })}
                  className="text-teal-800 underline"
                >
                  {t("answer")}
                </a>
              )}
            </td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
