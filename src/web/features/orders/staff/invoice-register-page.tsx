import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { zonedIsoDate } from "../../../../domain/display-dates.js";
import { formatExactPrice } from "../../../../domain/money.js";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, PageTitle, secondaryButtonClass, useDate } from "../../../ui/staff-kit.js";
import { FilterSelect, ListTable } from "../../../ui/staff-list.js";
import { einvoiceRegisterQuery } from "../../einvoice/api/einvoice-staff-queries.js";

const COLUMNS = ["number", "kind", "issueDate", "order", "customer", "total", "files"] as const;
const E_STATES = ["queued", "uploaded", "accepted", "rejected", "none"] as const;

/**
 * The month's invoices and credit notes (spec §1: staff manage invoices and credit notes), with
 * the month's totals, each document's PDF and ISDOC, and the whole month as CSV for the accountant.
 */
export function InvoiceRegisterPage() {
  const t = useT("orders");
  const te = useT("einvoice");
  const { api, market } = useShop();
  const price = (minor: number) => formatExactPrice(minor, market);
  const date = useDate();
  // The month is in the address (a register can be bookmarked and sent); this month by default.
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get("month") ?? "")
    ? params.get("month")!
    : zonedIsoDate(new Date(), market.timeZone).slice(0, 7);
  const [typed, setTyped] = useState(month);
  // Market and e-document (ISDOC in Czechia, RO e-Factura with its ANAF state in Romania), in the address too.
  const shown = params.get("market");
  const marketFilter = shown === "cz" || shown === "ro" ? shown : undefined;
  const eState = E_STATES.find((s) => s === params.get("e_state"));
  const filter = (key: "market" | "e_state", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.set("month", month);
    setParams(next);
  };
  const register = useQuery(einvoiceRegisterQuery(api, { month, market: marketFilter, e_state: eState }));
  return (
    <div>
      <PageTitle
        aside={
          <a
            href={api.url("orders:staff-invoice-register-csv", {}, { month })}
            className={secondaryButtonClass}
          >
            {t("invoiceRegister.csv")}
          </a>
        }
      >
        {t("invoiceRegister.title")}
      </PageTitle>
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed) setParams({ month: typed });
        }}
      >
        <label className="flex flex-col text-sm">
          {t("invoiceRegister.month")}
          <input
            type="month"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t("invoiceRegister.show")}
        </button>
        <FilterSelect
          label={t("invoiceRegister.market")}
          all={te("filter.all")}
          options={[
            ["cz", t("invoiceRegister.marketName.cz")],
            ["ro", t("invoiceRegister.marketName.ro")],
          ]}
          value={marketFilter ?? ""}
          onChange={(e) => filter("market", e.target.value)}
        />
        <FilterSelect
          label={t("invoiceRegister.eState")}
          all={te("filter.all")}
          options={E_STATES.map((s) => [s, te(`state.${s}`)] as const)}
          value={eState ?? ""}
          onChange={(e) => filter("e_state", e.target.value)}
        />
      </form>
      {register.data && register.data.results.length > 0 && (
        <dl className="mb-4 grid gap-3 sm:grid-cols-3">
          {(["invoiced", "credited", "net"] as const).map((k) => (
            <div key={k} className="rounded-lg border border-gray-200 p-3">
              <dt className="text-sm text-gray-600">{t(`invoiceRegister.${k}`)}</dt>
              <dd className="text-lg font-semibold">{price(register.data[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      <ListTable
        query={register}
        // With a filter on, the month may well have documents: none of them matches.
        empty={marketFilter || eState ? te("registerNoMatch") : t("invoiceRegister.empty")}
        columns={COLUMNS.map((h) => t(`invoiceRegister.col.${h}`))}
      >
        {(d) => {
          // An invoice's files are the order's; a credit note's its own.
          const files = (f: "pdf" | "isdoc") =>
            d.credit_note_id === null
              ? api.url(`orders:staff-invoice-${f}`, { id: d.order_id })
              : api.url(`orders:staff-credit-note-${f}`, { id: d.credit_note_id });
          return (
            <tr key={d.number}>
              <td className="px-3 py-2 font-mono">{d.number}</td>
              <td className="px-3 py-2">{t(`invoiceRegister.kind.${d.kind}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{date(d.issue_date)}</td>
              <td className="px-3 py-2">
                <Link to={`/staff/orders/${d.order_id}/`} className="text-teal-800 underline">
                  {d.order_number}
                </Link>
              </td>
              <td className="px-3 py-2">{d.customer}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{price(d.total)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {d.e_format === "efactura" && (
                  <a
                    href={
                      d.credit_note_id === null
                        ? api.url("einvoice:staff-invoice-ubl", { id: d.order_id })
                        : api.url("einvoice:staff-credit-note-ubl", { id: d.credit_note_id })
                    }
                    aria-label={`e-Factura ${d.number}`}
                    className="mr-2 text-teal-800 underline"
                  >
                    e-Factura
                  </a>
                )}
                {d.e_state && (
                  <span className="mr-2 rounded bg-gray-100 px-1 text-xs">{te(`state.${d.e_state}`)}</span>
                )}
                {(["pdf", "isdoc"] as const).map((f) => (
                  <a
                    key={f}
                    href={files(f)}
                    aria-label={`${f.toUpperCase()} ${d.number}`}
                    className="mr-2 text-teal-800 underline"
                  >
                    {f.toUpperCase()}
                  </a>
                ))}
              </td>
            </tr>
          );
        }}
      </ListTable>
    </div>
  );
}
