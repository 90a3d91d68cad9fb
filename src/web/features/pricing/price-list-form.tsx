import { CUSTOMER_GROUPS, type PriceListRow } from "../../../contract/pricing.js";
import { useShop, useT } from "../../shop-context.js";
import { buttonClass, Field, fieldError, inputClass } from "../../ui/staff-kit.js";
import { useStaffSave } from "../catalog/staff/use-staff-save.js";

/** What the form sends: the dates as the date fields' text ("" for no limit). */
export interface PriceListValues {
  name: string;
  market: "cz" | "ro";
  customer_group: (typeof CUSTOMER_GROUPS)[number];
  valid_from: string;
  valid_to: string;
  is_active: boolean;
  note: string;
}

/** A list's values for the form; a new list is the page's market's, for registered customers. */
export const formValues = (list: PriceListRow | null, market: "cz" | "ro"): PriceListValues => ({
  name: list?.name ?? "",
  market: list?.market ?? market,
  customer_group: list?.customer_group ?? "registered",
  valid_from: list?.valid_from?.slice(0, 10) ?? "",
  valid_to: list?.valid_to?.slice(0, 10) ?? "",
  is_active: list?.is_active ?? true,
  note: list?.note ?? "",
});

/**
 * A price list's settings and validity (create and edit): the server checks it with the same
 * schema and answers a 400 with its Czech or Romanian messages under each field.
 */
export function PriceListForm({
  list,
  onSave,
  submitLabel,
}: {
  list: PriceListRow | null;
  onSave: (values: PriceListValues) => Promise<unknown>;
  submitLabel: string;
}) {
  const t = useT("pricing");
  const { market } = useShop();
  const { errors, busy, save } = useStaffSave();
  const v = formValues(list, market.code);
  return (
    <form
      noValidate
      aria-label={t("detail.settings")}
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const values: PriceListValues = {
          name: String(f.get("name") ?? ""),
          market: String(f.get("market")) as PriceListValues["market"],
          customer_group: String(f.get("customer_group")) as PriceListValues["customer_group"],
          valid_from: String(f.get("valid_from") ?? ""),
          valid_to: String(f.get("valid_to") ?? ""),
          is_active: f.get("is_active") === "on",
          note: String(f.get("note") ?? ""),
        };
        await save(() => onSave(values), t("form.saved"));
      }}
    >
      <Field label={t("form.name")} error={fieldError(errors, "name")}>
        <input name="name" defaultValue={v.name} className={inputClass} maxLength={200} required />
      </Field>
      <Field label={t("form.market")} error={fieldError(errors, "market")}>
        <select name="market" defaultValue={v.market} className={inputClass}>
          {(["cz", "ro"] as const).map((m) => (
            <option key={m} value={m}>
              {t(`markets.${m}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("form.group")} error={fieldError(errors, "customer_group")}>
        <select name="customer_group" defaultValue={v.customer_group} className={inputClass}>
          {CUSTOMER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`groups.${g}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("form.validFrom")} error={fieldError(errors, "valid_from")}>
          <input type="date" name="valid_from" defaultValue={v.valid_from} className={inputClass} />
        </Field>
        <Field label={t("form.validTo")} error={fieldError(errors, "valid_to")}>
          <input type="date" name="valid_to" defaultValue={v.valid_to} className={inputClass} />
        </Field>
        <p className="col-span-2 text-xs text-gray-600">{t("form.validHint")}</p>
      </div>
      <Field label={t("form.note")} error={fieldError(errors, "note")}>
        <textarea name="note" defaultValue={v.note} className={inputClass} rows={2} maxLength={2000} />
      </Field>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" name="is_active" defaultChecked={v.is_active} />
        {t("form.active")}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
