import { useState } from "react";
import {
  ADDRESS_COUNTRIES,
  type Address,
  type AddressKind,
  addressBody,
  addressUpdateBody,
} from "../../../contract/addresses.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";

type Values = {
  kind: AddressKind;
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  postcode: string;
  country: (typeof ADDRESS_COUNTRIES)[number];
  phone: string;
  company: string;
  company_id: string;
  vat_id: string;
  is_default: boolean;
};

/** Adds an address of a kind, or edits one; the company fields only on a billing address. */
export function AddressForm({
  kind,
  address,
  onSaved,
  onCancel,
}: {
  kind: AddressKind;
  address?: Address;
  onSaved: (saved: Address) => void | Promise<void>;
  onCancel: () => void;
}) {
  const t = useT("account");
  const { api, market } = useShop();
  const defaultCountry: Values["country"] = market.defaultCountry;
  const { form, error, submit, formError } = useApiForm<Values>(address ? addressUpdateBody : addressBody, {
    defaultValues: {
      kind,
      first_name: address?.first_name ?? "",
      last_name: address?.last_name ?? "",
      street: address?.street ?? "",
      city: address?.city ?? "",
      postcode: address?.postcode ?? "",
      country: (address?.country as Values["country"]) ?? defaultCountry,
      phone: address?.phone ?? "",
      company: address?.company ?? "",
      company_id: address?.company_id ?? "",
      vat_id: address?.vat_id ?? "",
      is_default: address?.is_default ?? false,
    },
  });
  const [company, setCompany] = useState(Boolean(address?.company));
  const country = form.watch("country");
  const byCountry = (field: "companyId" | "vatId") =>
    t(`addresses.fields.${field}.${country === "CZ" || country === "RO" ? country : "other"}`);
  const onSubmit = submit(async (values) => {
    const body = company ? values : { ...values, company: "", company_id: "", vat_id: "" };
    const saved = address
      ? await api.call("addresses:one", {
          method: "PUT",
          params: { id: address.id },
          body: { ...body, kind: undefined } as never,
        })
      : await api.post("addresses:list", body);
    await onSaved(saved);
  });
  const title = address
    ? t("addresses.editTitle")
    : t(kind === "billing" ? "addresses.newBilling" : "addresses.newDelivery");
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="space-y-4 rounded-lg border border-teal-200 bg-teal-50/40 p-4 sm:p-6"
    >
      <h3 className="font-semibold">{title}</h3>
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("addresses.fields.firstName")}
          autoComplete="given-name"
          required
          error={error("first_name")}
          {...form.register("first_name")}
        />
        <FormField
          label={t("addresses.fields.lastName")}
          autoComplete="family-name"
          required
          error={error("last_name")}
          {...form.register("last_name")}
        />
        <div className="sm:col-span-2">
          <FormField
            label={t("addresses.fields.street")}
            autoComplete="street-address"
            required
            error={error("street")}
            {...form.register("street")}
          />
        </div>
        <FormField
          label={t("addresses.fields.city")}
          autoComplete="address-level2"
          required
          error={error("city")}
          {...form.register("city")}
        />
        <FormField
          label={t("addresses.fields.postcode")}
          autoComplete="postal-code"
          inputMode={country === "CZ" || country === "RO" ? "numeric" : undefined}
          required
          error={error("postcode")}
          {...form.register("postcode")}
        />
        <FormField label={t("addresses.fields.country")} required error={error("country")}>
          <select
            aria-label={t("addresses.fields.country")}
            autoComplete="country"
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-base"
            {...form.register("country")}
          >
            {ADDRESS_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`addresses.countries.${c}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t("addresses.fields.phone")}
          type="tel"
          autoComplete="tel"
          error={error("phone")}
          {...form.register("phone")}
        />
      </div>
      {kind === "billing" && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={company} onChange={(e) => setCompany(e.target.checked)} />
            {t("addresses.companyData")}
          </label>
          {company && (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                label={t("addresses.fields.company")}
                autoComplete="organization"
                error={error("company")}
                {...form.register("company")}
              />
              <FormField
                label={byCountry("companyId")}
                error={error("company_id")}
                {...form.register("company_id")}
              />
              <FormField label={byCountry("vatId")} error={error("vat_id")} {...form.register("vat_id")} />
            </div>
          )}
        </>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" disabled={address?.is_default} {...form.register("is_default")} />
        {t("addresses.makeDefault")}
      </label>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.formState.isSubmitting}>{t("addresses.save")}</SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm hover:bg-gray-50"
        >
          {t("addresses.cancel")}
        </button>
      </div>
    </form>
  );
}
