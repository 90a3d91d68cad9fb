import { useState } from "react";
import { useNavigate } from "react-router";
import type { BodyOf } from "../../../contract/api-client.js";
import { type FinishBody, finishBody } from "../../../contract/checkout.js";
import { z } from "../../../contract/z.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, FormError, FormField } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import type { CheckoutData } from "./checkout-data.js";
import { CheckoutSection } from "./checkout-section.js";
import { CheckoutSummary } from "./checkout-summary.js";
import {
  type AddressChoice,
  billingFields,
  deliveryAddressOf,
  emptyBilling,
  SavedAddressPicker,
} from "./saved-addresses.js";

const detailsSchema = z.object({
  order_billing_address: finishBody.shape.order_billing_address,
  order_info: finishBody.shape.order_info,
});
type Details = Pick<FinishBody, "order_billing_address" | "order_info">;

/** Step 3 and the submit: billing details, consents, the final summary; then pay or say thank you. */
export function DetailsForm({ data, email }: { data: CheckoutData; email: string }) {
  const t = useT("checkout");
  const { api, market } = useShop();
  const navigate = useNavigate();
  // One token per checkout page: a double click or a resent request makes one order.
  const [token] = useState(() =>
    (typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random()}`
    ).replace(/-/g, ""),
  );
  // A logged-in customer's saved addresses (issue 16): the default billing one fills the form, a
  // saved delivery one can be chosen, a new one can be saved to the account.
  const phonePrefix = `${market.phoneCountryCode} `;
  const savedBilling = data.addresses.filter((a) => a.kind === "billing");
  const savedDelivery = data.addresses.filter((a) => a.kind === "delivery");
  const firstBilling = savedBilling.find((a) => a.is_default) ?? savedBilling[0];
  const [billingChoice, setBillingChoice] = useState<AddressChoice>(firstBilling?.id ?? "new");
  const [deliveryChoice, setDeliveryChoice] = useState<AddressChoice>(
    (savedDelivery.find((a) => a.is_default) ?? savedDelivery[0])?.id ?? "new",
  );
  const [saveAddress, setSaveAddress] = useState(false);
  const chosenDelivery = data.deliveries.find((d) => d.code === data.summary.delivery?.code);
  const needsAddress = chosenDelivery?.kind === "carrier" || chosenDelivery?.kind === "courier";
  const [company, setCompany] = useState(Boolean(firstBilling?.company));
  const { form, error, submit, formError, setFormError } = useApiForm<Details>(detailsSchema, {
    defaultValues: {
      order_billing_address: firstBilling
        ? billingFields(firstBilling, email, phonePrefix)
        : emptyBilling(email, phonePrefix),
      order_info: {
        consent_to_terms_of_service: false as unknown as true,
        consent_marketing: false,
        consent_heureka_review: false,
        create_account: false,
        birth_date: "",
        note: "",
        subscribe_promotions_info: false,
        internal_order_number: "",
      },
    },
  });
  const f = (name: string) => error(name as never);
  const reg = (name: string) => form.register(name as never);
  const pickBilling = (choice: AddressChoice) => {
    setBillingChoice(choice);
    const saved = savedBilling.find((a) => a.id === choice);
    const email = form.getValues("order_billing_address.email");
    const fields = saved ? billingFields(saved, email, phonePrefix) : emptyBilling(email, phonePrefix);
    for (const [k, v] of Object.entries(fields))
      form.setValue(`order_billing_address.${k}` as never, v as never, { shouldValidate: false });
    setCompany(fields.invoice_on_company);
  };

  const onSubmit = submit(async (values) => {
    const pay = data.summary.payment?.code;
    if (pay === "twisto") {
      const b = values.order_billing_address;
      const tw = await api.post("payments:twisto", {
        email: b.email,
        phone: b.phone,
        first_name: b.first_name,
        last_name: b.last_name,
      });
      if (!tw.approved) {
        setFormError(t("twistoNotApproved"));
        return;
      }
    }
    track("agree_to_terms");
    try {
      const body: BodyOf<"checkout:finish", "POST"> = {
        ...values,
        order_billing_address: { ...values.order_billing_address, invoice_on_company: company },
        ...(needsAddress && deliveryChoice !== "new"
          ? {
              order_delivery_address: deliveryAddressOf(
                savedDelivery.find((a) => a.id === deliveryChoice)!,
                values.order_billing_address,
              ),
            }
          : {}),
        // Without a chosen payment the server answers "required" either way.
        type_payment: pay ?? "",
        payment_company: data.summary.payment?.company ?? null,
        installment: data.summary.payment?.installment ?? null,
        token,
      };
      const res = await api.post("checkout:finish", body);
      if (email && saveAddress && billingChoice === "new") await saveToAccount(values.order_billing_address);
      track("purchase", { transaction_id: res.order_number, value: res.total, currency: market.currency });
      if (res.payment_redirect_url) window.location.assign(res.payment_redirect_url);
      else if (pay === "apple_pay" || pay === "google_pay")
        await navigate(
          `/${market.checkoutSlugs.payment}/${res.order_number}/${res.access_key}/?wallet=${pay}`,
        );
      else await navigate(res.thank_you_url);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setFormError(err.firstMessage());
      else throw err;
    }
  });

  /** "Save this address to my account": after the order, never in its way (a refusal is only lost). */
  async function saveToAccount(b: Details["order_billing_address"]) {
    try {
      await api.post("addresses:list", {
        kind: "billing",
        first_name: b.first_name,
        last_name: b.last_name,
        street: b.address,
        city: b.city,
        postcode: b.postcode,
        country: market.defaultCountry,
        phone: b.phone.trim() === phonePrefix.trim() ? "" : b.phone,
        company: company ? b.company : "",
        company_id: company ? b.tin : "",
        vat_id: company ? b.vatn : "",
        is_default: savedBilling.length === 0,
      });
    } catch {
      // The order is placed; the address can be added in the account.
    }
  }

  const can = data.summary.can_finish;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CheckoutSection headingId="details-h" title={<>3. {t("detailsTitle")}</>}>
        {savedBilling.length > 0 && (
          <SavedAddressPicker
            label={t("account:addresses.checkout.billingPick")}
            addresses={savedBilling}
            value={billingChoice}
            onChange={pickBilling}
            extra={t("account:addresses.checkout.newAddress")}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t("field.first_name")}
            autoComplete="given-name"
            required
            error={f("order_billing_address.first_name")}
            {...reg("order_billing_address.first_name")}
          />
          <FormField
            label={t("field.last_name")}
            autoComplete="family-name"
            required
            error={f("order_billing_address.last_name")}
            {...reg("order_billing_address.last_name")}
          />
          <EmailField
            label={t("field.email")}
            error={f("order_billing_address.email")}
            {...reg("order_billing_address.email")}
          />
          <FormField
            label={t("field.phone")}
            type="tel"
            autoComplete="tel"
            required
            error={f("order_billing_address.phone")}
            {...reg("order_billing_address.phone")}
          />
          <FormField
            label={t("field.address")}
            autoComplete="street-address"
            required
            error={f("order_billing_address.address")}
            {...reg("order_billing_address.address")}
          />
          <FormField
            label={t("field.city")}
            autoComplete="address-level2"
            required
            error={f("order_billing_address.city")}
            {...reg("order_billing_address.city")}
          />
          <FormField
            label={t("field.postcode")}
            autoComplete="postal-code"
            required
            error={f("order_billing_address.postcode")}
            {...reg("order_billing_address.postcode")}
          />
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={company} onChange={(e) => setCompany(e.target.checked)} />
          {t("invoiceOnCompany")}
        </label>
        {email && billingChoice === "new" && (
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />
            {t("account:addresses.checkout.save")}
          </label>
        )}
        {company && (
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <FormField
              label={t("field.company")}
              autoComplete="organization"
              error={f("order_billing_address.company")}
              {...reg("order_billing_address.company")}
            />
            <FormField
              label={t("field.tin")}
              error={f("order_billing_address.tin")}
              {...reg("order_billing_address.tin")}
            />
            <FormField
              label={t("field.vatn")}
              error={f("order_billing_address.vatn")}
              {...reg("order_billing_address.vatn")}
            />
          </div>
        )}
        {needsAddress && savedDelivery.length > 0 && (
          <div className="mt-3">
            <SavedAddressPicker
              label={t("account:addresses.checkout.deliveryPick")}
              addresses={savedDelivery}
              value={deliveryChoice}
              onChange={setDeliveryChoice}
              extra={t("account:addresses.checkout.sameAsBilling")}
            />
          </div>
        )}
        <label className="mt-3 flex flex-col gap-1 text-sm">
          {t("field.note")}
          <textarea
            rows={2}
            className="rounded-md border border-gray-300 px-3 py-2"
            {...reg("order_info.note")}
          />
        </label>
      </CheckoutSection>
      <CheckoutSummary summary={data.summary} />
      <section className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" {...reg("order_info.consent_to_terms_of_service")} />
          <span>
            {t("consentTerms")} <span className="text-red-700">*</span>
          </span>
        </label>
        {f("order_info.consent_to_terms_of_service") && (
          <p role="alert" className="text-red-700">
            {f("order_info.consent_to_terms_of_service")}
          </p>
        )}
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" {...reg("order_info.consent_marketing")} />
          {t("consentMarketing")}
        </label>
        {!email && (
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" {...reg("order_info.create_account")} />
            {t("createAccount")}
          </label>
        )}
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" {...reg("order_info.consent_heureka_review")} />
          {t("consentHeureka")}
        </label>
        <FormError message={formError} />
        <button
          type="submit"
          disabled={!can || form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting}
          className="mt-2 w-full rounded-md bg-teal-700 px-5 py-3 text-lg font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t("submit")}
        </button>
        {!can && <p className="text-center text-gray-600">{t("chooseFirst")}</p>}
      </section>
    </form>
  );
}
