import { useId } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ServiceStore } from "../../../contract/service.js";
import { useT } from "../../shop-context.js";
import { EmailField, FormField } from "../../ui/form-field.js";

/** The form shape both the repair order and the claim share (contract handoverFields). */
export interface HandoverValues extends FieldValues {
  handover: "store" | "courier";
  store?: number | null;
  pickup_address?: { street: string; city: string; postcode: string } | null;
  customer: { name: string; email: string; phone: string };
  consent: boolean;
}

export const emptyHandover = (): HandoverValues => ({
  handover: "store",
  store: null,
  pickup_address: { street: "", city: "", postcode: "" },
  customer: { name: "", email: "", phone: "" },
  consent: false,
});

/** The service terms consent, last before the submit button. */
export function ConsentField<T extends HandoverValues>({
  form,
  error,
}: {
  form: UseFormReturn<T>;
  error: (name: Path<T>) => string | undefined;
}) {
  const t = useT("service");
  const message = error("consent" as Path<T>);
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          {...form.register("consent" as Path<T>)}
          className="mt-0.5 h-5 w-5 accent-teal-700"
        />
        <span>{t("order.consent")}</span>
      </label>
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * How the device reaches the service (store drop-off or courier pickup) and who to contact.
 * `stores` are the service centres that can take it; the address shows only for a courier.
 */
export function HandoverFields<T extends HandoverValues>({
  form,
  error,
  stores,
  emailReadOnly = false,
}: {
  form: UseFormReturn<T>;
  error: (name: Path<T>) => string | undefined;
  stores: ServiceStore[];
  emailReadOnly?: boolean;
}) {
  const t = useT("service");
  const reg = (name: string, opts?: object) => form.register(name as Path<T>, opts);
  const courier = form.watch("handover" as Path<T>) === "courier";
  const e = (name: string) => error(name as Path<T>);
  const storeId = useId();
  return (
    <>
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 font-semibold">{t("order.handover")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(["store", "courier"] as const).map((h) => (
            <label
              key={h}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input type="radio" value={h} {...reg("handover")} className="mt-1 accent-teal-700" />
              <span>
                <span className="block font-medium">{t(`order.${h}`)}</span>
                <span className="block text-sm text-gray-600">{t(`order.${h}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        {!courier && (
          <FormField id={storeId} label={t("order.storeSelect")} error={e("store")} required>
            <select
              id={storeId}
              aria-invalid={e("store") ? true : undefined}
              {...reg("store", { setValueAs: (v: string) => (v === "" || v == null ? null : Number(v)) })}
              className="w-full min-w-0 rounded-md border border-gray-300 px-3 py-2 text-base"
            >
              <option value="">{t("order.chooseStore")}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}, {s.street}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {courier && (
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_8rem]">
            <FormField
              label={t("order.street")}
              error={e("pickup_address.street")}
              required
              autoComplete="street-address"
              {...reg("pickup_address.street")}
            />
            <FormField
              label={t("order.city")}
              error={e("pickup_address.city")}
              required
              autoComplete="address-level2"
              {...reg("pickup_address.city")}
            />
            <FormField
              label={t("order.postcode")}
              error={e("pickup_address.postcode")}
              required
              autoComplete="postal-code"
              {...reg("pickup_address.postcode")}
            />
          </div>
        )}
      </fieldset>
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 font-semibold">{t("order.contact")}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label={t("order.name")}
            error={e("customer.name")}
            required
            autoComplete="name"
            {...reg("customer.name")}
          />
          <EmailField
            label={t("order.email")}
            error={e("customer.email")}
            readOnly={emailReadOnly}
            {...reg("customer.email")}
          />
          <FormField
            label={t("order.phone")}
            error={e("customer.phone")}
            required
            type="tel"
            autoComplete="tel"
            {...reg("customer.phone")}
          />
        </div>
      </fieldset>
    </>
  );
}
