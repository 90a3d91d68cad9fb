import { useId, useMemo } from "react";
import type { Path } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { type ClaimCreateBody, claimCreateBody } from "../../../contract/service.js";
import { formatDisplayDateOrDay } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import type { ClaimOrder } from "./claim-page.js";
import { ConsentField, emptyHandover, HandoverFields, type HandoverValues } from "./handover-fields.js";

type Values = ClaimCreateBody & HandoverValues;

/** Step two: which product, what is wrong, how it gets to us; success lands on the claim's status page. */
export function ClaimForm({ order }: { order: ClaimOrder }) {
  const t = useT("service");
  const { api, market } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const faultId = useId();
  const schema = useMemo(() => claimCreateBody(market.defaultCountry), [market]);
  const empty = emptyHandover();
  const { form, error, submit, formError } = useApiForm<Values>(schema, {
    defaultValues: {
      ...empty,
      customer: { ...empty.customer, email: order.email },
      order_number: order.order_number,
      // One item, or the one the account's bought products asked for (?polozka=).
      order_item:
        order.items.length === 1
          ? order.items[0].id
          : order.items.find((i) => String(i.id) === params.get("polozka"))?.id,
      fault: "",
    } as Values,
  });
  const e = (name: string) => error(name as Path<Values>);
  const onSubmit = submit(async (values) => {
    const res = await api.post("service:claim-create", values);
    await navigate(res.status_url);
    // A new page: start at its top, not where the long form was scrolled to.
    window.scrollTo(0, 0);
  });
  const date = (day: string) => formatDisplayDateOrDay(day, market);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-5"
      aria-labelledby="claim-form-title"
    >
      <h2 id="claim-form-title" className="text-lg font-semibold">
        {t("claim.step2")}
      </h2>
      <FormError message={formError} />
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t("claim.product")}</legend>
        <div className="space-y-2">
          {order.items.map((i) => (
            <label
              key={i.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input
                type="radio"
                value={i.id}
                {...form.register("order_item", { setValueAs: Number })}
                className="mt-1 accent-teal-700"
              />
              <span>
                <span className="block font-medium">{i.name}</span>
                <span className="block text-sm text-gray-600">
                  {t("claim.warrantyUntil", { date: date(i.warranty_until) })}
                </span>
              </span>
            </label>
          ))}
        </div>
        {e("order_item") && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {e("order_item")}
          </p>
        )}
      </fieldset>
      <FormField id={faultId} label={t("order.fault")} error={e("fault")} required>
        <textarea
          id={faultId}
          rows={4}
          aria-invalid={e("fault") ? true : undefined}
          placeholder={t("claim.faultPlaceholder")}
          {...form.register("fault")}
          className={`rounded-md border px-3 py-2 text-base ${e("fault") ? "border-red-600" : "border-gray-300"}`}
        />
      </FormField>
      <HandoverFields form={form} error={error} stores={order.stores} emailReadOnly />
      <ConsentField form={form} error={error} />
      <SubmitButton busy={form.formState.isSubmitting}>{t("claim.submit")}</SubmitButton>
    </form>
  );
}
