import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { BodyOf } from "../../../contract/api-client.js";
import type { AppraisalRequest } from "../../../contract/buyback.js";
import { translateMessage } from "../../../contract/z.js";
import { CZ_BANKS } from "../../../domain/validators/cz-bank-codes.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { countriesQuery } from "./api/buyback-queries.js";
import {
  emptySellValues,
  fieldForPath,
  type SellField,
  type SellValues,
  sellResolver,
  toSellParts,
} from "./sell-form-fields.js";

/**
 * Sell online (spec §3 Sell request, §5): the customer form with an optional alternative pickup
 * address, validated by the server's schema in the browser; a server 400 lands on the same
 * fields; success goes to the `Location` the server returns (the status page).
 */
export function SellForm({
  request,
  typeSlug,
  price,
  onStale,
}: {
  request: () => AppraisalRequest;
  typeSlug: string;
  price: string;
  onStale: () => void;
}) {
  const t = useT("buyback");
  const { api, market, t: tc } = useShop();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const countries = useQuery({ ...countriesQuery(api), staleTime: 3_600_000 });
  const form = useForm<SellValues>({
    defaultValues: emptySellValues(market.defaultCountry),
    resolver: sellResolver(market.code, typeSlug, request),
    mode: "onTouched",
  });
  const alt = form.watch("pickupAltAddress");
  const nationality = form.watch("nationality");
  const err = (name: SellField | "altLocation") => {
    const m = form.getFieldState(name as Path<SellValues>, form.formState).error?.message;
    return m ? translateMessage(tc, m) : undefined;
  };
  const field = (name: SellField, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={t(label)} error={err(name)} {...extra} {...form.register(name as Path<SellValues>)} />
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await api.raw("buyback:sell", {
        method: "POST",
        // sellResolver checked these values with the route's own schema (contract/buyback.ts).
        body: { ...request(), ...toSellParts(values) } as BodyOf<"buyback:sell", "POST">,
      });
      track("buyback_form_finish", { number: res.body.number });
      await navigate(res.headers.get("location") ?? res.body.url);
    } catch (e) {
      if (!(e instanceof ApiError)) return setFormError(tc("common.error"));
      if (e.status === 409) onStale();
      let mapped = false;
      if (e.status === 400) {
        walk(e.body, [], (path, message) => {
          const name = fieldForPath(path);
          if (!name) return;
          form.setError(name as Path<SellValues>, { type: "server", message });
          mapped = true;
        });
      }
      if (!mapped) setFormError(e.firstMessage());
    }
  });

  const countryOptions = countries.data?.countries ?? [
    { value: market.defaultCountry, label: market.defaultCountry },
  ];
  const needsImei = typeSlug === "phone";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-xl border border-gray-200 p-5"
      aria-labelledby="buyback-sell-title"
    >
      <h2 id="buyback-sell-title" className="text-lg font-semibold">
        {t("sell.title")}
      </h2>
      <FormError message={formError} />
      <Section title={t("sell.device")}>
        {field("imei", "sell.imei", {
          required: needsImei,
          inputMode: "numeric",
          autoComplete: "off",
          hint: t("sell.imeiHint"),
        })}
        {field("serialNumber", "sell.serialNumber", { required: !needsImei, autoComplete: "off" })}
        <div className="sm:col-span-2">{field("note", "sell.note")}</div>
      </Section>
      <Section title={t("sell.person")}>
        {field("titleBeforeName", "sell.titleBeforeName", { autoComplete: "honorific-prefix" })}
        <Select
          label={t("sell.gender")}
          error={err("gender")}
          required
          options={[
            { value: "", label: "—" },
            { value: "F", label: t("sell.female") },
            { value: "M", label: t("sell.male") },
          ]}
          {...form.register("gender")}
        />
        {field("firstName", "sell.firstName", { required: true, autoComplete: "given-name" })}
        {field("lastName", "sell.lastName", { required: true, autoComplete: "family-name" })}
        {/* Citizenship first: it decides which personal number is asked for (issue 19: a Czech
            seller in the Romanian shop typed a birth number under the default citizenship and read
            "CNP invalid."); changing it checks the numbers again. */}
        <Select
          label={t("sell.nationality")}
          error={err("nationality")}
          required
          options={countries.data?.nationalities ?? countryOptions}
          {...form.register("nationality", {
            onChange: () => {
              const filled = (["birthNumber", "identityCardNumber"] as const).filter((f) =>
                form.getValues(f),
              );
              if (filled.length) void form.trigger(filled);
            },
          })}
        />
        <FormField
          label={personalNumberLabel(t, nationality)}
          error={err("birthNumber")}
          required
          autoComplete="off"
          hint={t("sell.birthNumberHint")}
          {...form.register("birthNumber")}
        />
        {field("placeOfBirth", "sell.placeOfBirth", { required: true })}
      </Section>
      <Section title={t("sell.document")}>
        {field("identityCardNumber", "sell.identityCardNumber", { required: true, autoComplete: "off" })}
        {field("identityReleasedBy", "sell.identityReleasedBy", { required: true })}
        {field("identityValidTo", "sell.identityValidTo", {
          required: true,
          placeholder: t("sell.datePlaceholder"),
          inputMode: "numeric",
        })}
      </Section>
      <Section title={t("sell.address")}>
        {field("street", "sell.street", { required: true, autoComplete: "street-address" })}
        {field("city", "sell.city", { required: true, autoComplete: "address-level2" })}
        {field("district", "sell.district")}
        {field("postcode", "sell.postcode", { required: true, autoComplete: "postal-code" })}
        <Select
          label={t("sell.country")}
          error={err("country")}
          required
          options={countryOptions}
          {...form.register("country")}
        />
      </Section>
      <Section title={t("sell.contact")}>
        {field("email", "sell.email", { required: true, type: "email", autoComplete: "email" })}
        {field("phoneNumber", "sell.phoneNumber", { required: true, type: "tel", autoComplete: "tel" })}
      </Section>
      <Section title={t("sell.payout")}>
        {field("bankAccountNumber", "sell.bankAccountNumber", {
          required: true,
          autoComplete: "off",
          hint: t(market.code === "cz" ? "sell.bankAccountHint" : "sell.ibanHint"),
        })}
        {market.code === "cz" && (
          <Select
            label={t("sell.bankCode")}
            error={err("bankCode")}
            required
            options={[
              { value: "", label: "—" },
              ...CZ_BANKS.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` })),
            ]}
            {...form.register("bankCode")}
          />
        )}
      </Section>
      <div className="space-y-4">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="h-4 w-4 accent-teal-700" {...form.register("pickupAltAddress")} />
          {t("sell.pickupAltAddress")}
        </label>
        {alt && (
          <Section title={t("sell.pickupAddress")}>
            {err("altLocation") && (
              <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                {err("altLocation")}
              </p>
            )}
            {field("altStreet", "sell.street", { required: true })}
            {field("altCity", "sell.city", { required: true })}
            {field("altDistrict", "sell.district")}
            {field("altPostcode", "sell.postcode", { required: true })}
            <Select
              label={t("sell.country")}
              error={err("altCountry")}
              required
              options={countryOptions}
              {...form.register("altCountry")}
            />
            <div className="sm:col-span-2">{field("altExtraInfo", "sell.extraInfo")}</div>
          </Section>
        )}
      </div>
      <p className="text-sm text-gray-600">{t("sell.consent")}</p>
      <SubmitButton busy={form.formState.isSubmitting}>{t("sell.submit", { price })}</SubmitButton>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-gray-800">{title}</legend>
      {children}
    </fieldset>
  );
}

const Select = ({
  label,
  error,
  options,
  required,
  ...rest
}: {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  required?: boolean;
} & React.SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: React.Ref<HTMLSelectElement>;
  }) => {
  const id = useId();
  return (
    <FormField label={label} error={error} required={required} id={id}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={`rounded-md border bg-white px-3 py-2 text-base ${error ? "border-red-600" : "border-gray-300"}`}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
};

/** Every leaf message of a field-error tree with its path. */
function walk(body: unknown, path: string[], visit: (path: string[], message: string) => void) {
  if (!body || typeof body !== "object") return;
  for (const [k, v] of Object.entries(body)) {
    if (k === "message" || k === "non_field_errors" || k === "detail") continue;
    if (Array.isArray(v)) {
      if (typeof v[0] === "string") visit([...path, k], v[0]);
    } else walk(v, [...path, k], visit);
  }
}

/** The personal number's name for the chosen citizenship: CNP, a Czech or Slovak birth number, or a generic one. */
export function personalNumberLabel(t: (key: string) => string, nationality: string): string {
  const known = ["RO", "CZ", "SK"].includes(nationality) ? nationality : "other";
  return t(`sell.personalNumber.${known}`);
}
