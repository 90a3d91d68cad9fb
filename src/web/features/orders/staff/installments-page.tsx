import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { INSTALLMENT_STATUSES, type InstallmentStatus } from "../../../../contract/order-installments.js";
import { ApiError, type ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDateTime } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { staffInstallmentsQuery } from "../api/orders-staff-queries.js";

type Loan = ResponseOf<"orders:staff-installments">["results"][number];

const PAGE = 50;
const COLUMNS = ["number", "customer", "loan", "status", "action"] as const;

/** Spec §2 installment overview and admin; §4: switching to Sent finalises the loan at the lender. */
export function InstallmentsPage() {
  const t = useT("orders");
  const { api, price } = useShop();
  const when = useDateTime();
  const list = useStaffList<{ search: string; status: InstallmentStatus | "" }>(
    { search: "", status: "" },
    PAGE,
  );
  const loans = useQuery({ ...staffInstallmentsQuery(api, list.query), staleTime: 0 });
  return (
    <div>
      <PageTitle>{t("installments.title")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("installments.find")}>
        <FilterSearch label={t("installments.search")} {...list.field("search")} />
        <FilterSelect
          label={t("installments.status")}
          all={t("installments.all")}
          options={INSTALLMENT_STATUSES.map((s) => [s, t(`installments.states.${s}`)] as const)}
          {...list.field("status", { now: true })}
        />
      </FilterBar>
      <p className="mb-2 text-sm text-gray-600">{t("installments.sentHint")}</p>
      {/* Five columns so the status change fits beside its row at desktop width (ten columns
          made the table wider than its box and hid the action without a scroll hint). */}
      <ListTable
        query={loans}
        list={list}
        empty={t("installments.empty")}
        columns={COLUMNS.map((h) => t(`installments.col.${h}`))}
      >
        {(l) => (
          <tr key={l.order_id} className="align-top hover:bg-gray-50">
            <td className="px-3 py-2">
              <Link to={`/staff/orders/${l.order_id}/`} className="font-semibold text-teal-800 underline">
                {l.number}
              </Link>
              <span className="block whitespace-nowrap text-gray-500">{when(l.created_at)}</span>
            </td>
            <td className="px-3 py-2">{l.customer_name}</td>
            <td className="px-3 py-2">
              <span className="block font-medium">{l.company_name}</span>
              <span className="block whitespace-nowrap">{price(l.amount)}</span>
              <span className="block text-gray-500">
                {l.monthly !== null
                  ? t("installments.perMonth", { months: l.months, amount: price(l.monthly) })
                  : t("installments.monthsOnly", { months: l.months })}
                {" · "}
                {t(`installments.arrange.${l.arrange}`)}
              </span>
            </td>
            <td className="px-3 py-2">
              <span className="block font-medium">{t(`installments.states.${l.status}`)}</span>
              {l.lender_state && (
                <span className="block">
                  {t("installments.col.lender")}: {t(`installments.lender.${l.lender_state}`)}
                </span>
              )}
              {l.lender_reference && <span className="block text-gray-500">{l.lender_reference}</span>}
              {l.application_id && (
                <span className="block text-gray-500">
                  {t("installments.applicationId")}: {l.application_id}
                </span>
              )}
            </td>
            <td className="w-56 px-3 py-2">
              <StatusChange loan={l} />
            </td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}

function StatusChange({ loan }: { loan: Loan }) {
  const t = useT("orders");
  const { api } = useShop();
  const toast = useToast();
  const qc = useQueryClient();
  const [next, setNext] = useState(loan.allowed_statuses[0] ?? "");
  const [applicationId, setApplicationId] = useState("");
  const change = useMutation({
    mutationFn: () =>
      api.post(
        "orders:staff-installment-status",
        { status: next, application_id: applicationId.trim() || undefined },
        { id: loan.order_id },
      ),
    onSuccess: () => toast.success(t("installments.saved")),
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
    onSettled: () => qc.invalidateQueries({ queryKey: ["orders:staff-installments"] }),
  });
  if (!loan.allowed_statuses.length) return null;
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate();
      }}
    >
      <label className="flex flex-col text-xs">
        {t("installments.newStatus", { number: loan.number })}
        <select
          value={next}
          onChange={(e) => setNext(loan.allowed_statuses.find((s) => s === e.target.value) ?? next)}
          className="rounded border border-gray-300 bg-white px-1 py-1"
        >
          {loan.allowed_statuses.map((s) => (
            <option key={s} value={s}>
              {t(`installments.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {!loan.application_id && (
        <label className="flex flex-col text-xs">
          {t("installments.applicationId")}
          <input
            value={applicationId}
            onChange={(e) => setApplicationId(e.target.value)}
            maxLength={60}
            className="rounded border border-gray-300 px-1 py-1"
          />
        </label>
      )}
      <button
        type="submit"
        disabled={change.isPending}
        className="rounded bg-teal-700 px-2 py-1 text-xs font-semibold text-white disabled:opacity-50"
      >
        {t("installments.change")}
      </button>
    </form>
  );
}
