import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { creditNoteBody } from "../../../../contract/orders.js";
import { z } from "../../../../contract/z.js";
import { CREDIT_NOTE_SUPERVISOR_LIMIT } from "../../../../domain/staff-permissions.js";
import { useShop, useT } from "../../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../../ui/form-field.js";
import { useDate } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { useApiForm } from "../../../ui/use-api-form.js";
import { staffInvoiceQuery } from "../api/orders-staff-queries.js";

/** The form: the server's reason and "full" rules, and a quantity per invoice line (0 = not credited). */
const formSchema = z.object({
  reason: creditNoteBody.shape.reason,
  full: z.boolean(),
  qty: z.array(z.coerce.number().int().min(0).max(100_000).optional()),
});
type Values = z.infer<typeof formSchema>;

/** A price with haléře when it has them (a partial credit can be 333,33 Kč). */
function exact(minor: number, locale: string, symbol: string) {
  const d = minor % 100 === 0 ? 0 : 2;
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d });
  return `${n.format(minor / 100)}\u00a0${symbol}`;
}

/**
 * Spec §1 "manage invoices and credit notes": the order's credit notes and a form for a new one.
 * Above CREDIT_NOTE_SUPERVISOR_LIMIT only a supervisor may issue one: others are told beforehand
 * (the server refuses them).
 */
export function CreditNotes({ orderId, supervisor }: { orderId: number; supervisor: boolean }) {
  const t = useT("orders");
  const { api, market, price: whole } = useShop();
  const day = useDate();
  const toast = useToast();
  const qc = useQueryClient();
  const invoice = staffInvoiceQuery(api, orderId);
  const query = useQuery(invoice);
  // Which form line each submitted line was, so a server error lands on the right input.
  const sent = useRef<number[]>([]);
  const { form, error, submit, formError } = useApiForm<Values>(formSchema, {
    defaultValues: { reason: "", full: false, qty: [] },
    fieldFor: (path) => {
      if (path[0] === "reason") return "reason";
      if (path[0] === "lines" && path.length === 3) return `qty.${sent.current[Number(path[1])]}`;
      return undefined;
    },
  });
  const inv = query.data;
  if (!inv) return null;
  const price = (m: number) => exact(m, market.locale, market.currencySymbol);
  const full = form.watch("full");
  const onSubmit = submit(async (v) => {
    const lines = inv.lines
      .map((l, i) => ({ line: l.key, quantity: Number(v.qty[i] ?? 0), i }))
      .filter((l) => l.quantity > 0);
    sent.current = lines.map((l) => l.i);
    if (!window.confirm(t("staff.creditNoteConfirm"))) return;
    const note = await api.post(
      "orders:staff-credit-note-create",
      {
        reason: v.reason,
        full: v.full,
        lines: v.full ? [] : lines.map(({ line, quantity }) => ({ line, quantity })),
      },
      { id: orderId },
    );
    toast.success(t("staff.creditNoteCreated", { number: note.number }));
    form.reset({ reason: "", full: false, qty: [] });
    await qc.invalidateQueries({ queryKey: invoice.queryKey });
  });
  return (
    <section
      className="space-y-3 rounded-lg border border-gray-200 p-4 text-sm"
      aria-labelledby="credit-notes"
    >
      <h2 id="credit-notes" className="font-bold">
        {t("staff.creditNotes")}
      </h2>
      {inv.credit_notes.length ? (
        <table className="min-w-full">
          <thead className="text-left">
            <tr>
              <th scope="col">{t("staff.creditNoteNumber")}</th>
              <th scope="col">{t("staff.creditNoteDate")}</th>
              <th scope="col">{t("staff.creditNoteReason")}</th>
              <th scope="col" className="text-right">
                {t("staff.creditNoteAmount")}
              </th>
              <th scope="col">
                <span className="sr-only">PDF / ISDOC</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.credit_notes.map((n) => (
              <tr key={n.id} className="border-t border-gray-100">
                <td className="py-1 font-mono">{n.number}</td>
                <td>{day(n.issued_at)}</td>
                <td>{n.reason}</td>
                <td className="text-right whitespace-nowrap">{price(n.total)}</td>
                <td className="space-x-2 text-right">
                  <a
                    className="text-teal-800 underline"
                    href={api.url("orders:staff-credit-note-pdf", { id: n.id })}
                  >
                    PDF
                  </a>
                  <a
                    className="text-teal-800 underline"
                    href={api.url("orders:staff-credit-note-isdoc", { id: n.id })}
                  >
                    ISDOC
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-gray-600">{t("staff.creditNoteNone")}</p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-gray-100 pt-3">
        <h3 className="font-semibold">{t("staff.creditNoteNew")}</h3>
        {!supervisor && (
          <p className="text-gray-600">
            {t("staff.creditNoteSupervisorHint", {
              limit: whole(CREDIT_NOTE_SUPERVISOR_LIMIT[market.currency]),
            })}
          </p>
        )}
        <FormField
          label={t("staff.creditNoteReason")}
          required
          error={error("reason")}
          {...form.register("reason")}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register("full")} />
          {t("staff.creditNoteFull")}
        </label>
        {!full && (
          <div className="grid gap-2 sm:grid-cols-2">
            {inv.lines.map((l, i) =>
              l.remaining_quantity > 0 ? (
                <FormField
                  key={l.key}
                  type="number"
                  min={0}
                  max={l.remaining_quantity}
                  label={t("staff.creditNoteQty", { name: l.name })}
                  hint={`${t("staff.creditNoteRemaining", { n: l.remaining_quantity })} · ${price(l.remaining_total)}`}
                  error={error(`qty.${i}` as `qty.${number}`)}
                  defaultValue={0}
                  {...form.register(`qty.${i}` as const)}
                />
              ) : null,
            )}
          </div>
        )}
        <FormError message={formError} />
        <SubmitButton busy={form.formState.isSubmitting}>{t("staff.creditNoteCreate")}</SubmitButton>
      </form>
    </section>
  );
}
