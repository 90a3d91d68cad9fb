import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { einvoiceStates } from "../../../../contract/api/einvoice.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate, useDateTime } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { einvoiceDocumentsQuery } from "../api/einvoice-staff-queries.js";
import { ruleInWords } from "./einvoice-words.js";

const COLUMNS = ["number", "order", "issueDate", "deadline", "state", "index", "files"] as const;

const tone: Record<string, string> = {
  queued: "bg-gray-100 text-gray-800",
  uploaded: "bg-amber-100 text-amber-900",
  accepted: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * RO e-Factura documents with their ANAF state (decision 015): the deadline of 5 working days,
 * ANAF's upload index, errors in words (the rule explained, ANAF's message beside it), and the way
 * to correct and resend a rejected one.
 */
export function EinvoicePage() {
  const t = useT("einvoice");
  const { api } = useShop();
  const date = useDate();
  const when = useDateTime();
  const list = useStaffList({ state: "" as (typeof einvoiceStates)[number] | "" }, 20);
  const documents = useQuery({ ...einvoiceDocumentsQuery(api, list.query), staleTime: 0 });
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
      <ListTable query={documents} list={list} empty={t("empty")} columns={COLUMNS.map((c) => t(`col.${c}`))}>
        {(d) => (
          <tr key={d.id} className="align-top">
            <td className="px-3 py-2">
              <span className="font-mono">{d.number}</span>
              <div className="text-xs text-gray-600">{t(`kind.${d.kind}`)}</div>
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
            <td className="px-3 py-2">
              <span className={`rounded px-2 py-0.5 text-sm ${tone[d.state]}`}>{t(`state.${d.state}`)}</span>
              {d.next_attempt_at && d.attempts > 0 && (
                <div className="text-xs text-gray-600">
                  {t("attempts", { count: d.attempts, at: when(d.next_attempt_at) })}
                </div>
              )}
              {d.last_error && (
                <div className="text-xs text-red-700">{t("lastError", { error: d.last_error })}</div>
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
