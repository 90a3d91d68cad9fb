import type { AppContext } from "../../platform/context.js";
import { localDate } from "./invoice-document.js";
import { documentsIssuedBetween } from "./invoices.queries.js";
import { invoiceIssuedAt } from "./invoices.service.js";

/** One issued tax document of the register: an invoice, or a credit note (its total negative). */
export interface RegisterRow {
  kind: "invoice" | "credit_note";
  number: string;
  issue_date: string;
  order_id: number;
  /** The credit note's own id (its PDF and ISDOC are by it); null for an invoice. */
  credit_note_id: number | null;
  order_number: string;
  customer: string;
  total: number;
  currency: string;
}

const DAY = 86_400_000;

/** The customer as the document names them: the company when invoiced to one, else the person. */
function customerOf(billing: string | null): string {
  const b = billing ? (JSON.parse(billing) as Record<string, unknown>) : {};
  if (b.invoice_on_company && b.company) return String(b.company);
  return `${b.first_name ?? ""} ${b.last_name ?? ""}`.trim();
}

/**
 * The invoices and credit notes issued in a calendar month (`YYYY-MM`) of the shop's time zone,
 * by issue date, kind and number: the register an accountant takes over each month. Documents are read
 * from a day either side in UTC and kept by their local issue date, the date printed on them.
 */
export async function invoiceRegister(ctx: AppContext, month: string) {
  const tz = ctx.market.timeZone;
  const start = new Date(`${month}-01T00:00:00Z`);
  const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const from = new Date(start.getTime() - DAY);
  const to = new Date(next.getTime() + DAY);
  const { invoiced, credited } = await documentsIssuedBetween(ctx.db, from, to);
  const rows: RegisterRow[] = [
    ...invoiced.map((o) => ({
      kind: "invoice" as const,
      number: o.invoiceNumber!,
      issue_date: localDate(invoiceIssuedAt(o), tz),
      order_id: o.id,
      credit_note_id: null,
      order_number: o.number,
      customer: customerOf(o.billing),
      total: o.total,
      currency: o.currency,
    })),
    ...credited.map(({ note, order: o }) => ({
      kind: "credit_note" as const,
      number: note.number,
      issue_date: localDate(note.issuedAt, tz),
      order_id: o.id,
      credit_note_id: note.id,
      order_number: o.number,
      customer: customerOf(o.billing),
      total: -note.total,
      currency: o.currency,
    })),
  ]
    .filter((r) => r.issue_date.startsWith(month))
    // By date; on one day the invoices first, then the credit notes to them (an invoice's number
    // starts with F, a credit note's with D, so the number alone would put the notes first).
    .sort(
      (a, b) =>
        a.issue_date.localeCompare(b.issue_date) ||
        (a.kind === b.kind ? 0 : a.kind === "invoice" ? -1 : 1) ||
        a.number.localeCompare(b.number),
    );
  const sum = (kind: RegisterRow["kind"]) =>
    rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.total, 0);
  return {
    month,
    results: rows,
    invoiced: sum("invoice"),
    credited: sum("credit_note"),
    net: sum("invoice") + sum("credit_note"),
  };
}

/** The register as CSV for a spreadsheet: semicolons and a BOM, as Czech and Romanian Excel expect. */
export function registerCsv(
  register: Awaited<ReturnType<typeof invoiceRegister>>,
  headings: string[],
  kindLabel: (kind: RegisterRow["kind"]) => string,
): string {
  const quote = (s: string) => (/[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  // A customer's text starting with = + - @ would be a formula to a spreadsheet: kept as text.
  const text = (s: string) => quote(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
  const amount = (minor: number) => (minor / 100).toFixed(2).replace(".", ",");
  const lines = register.results.map((r) =>
    [
      text(r.number),
      text(kindLabel(r.kind)),
      r.issue_date,
      text(r.order_number),
      text(r.customer),
      amount(r.total),
      text(r.currency),
    ].join(";"),
  );
  return `\uFEFF${[headings.map(text).join(";"), ...lines].join("\r\n")}\r\n`;
}
