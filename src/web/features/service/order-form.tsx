import { useEffect, useId, useMemo } from "react";
import type { Path } from "react-hook-form";
import { useNavigate } from "react-router";
import { type OrderCreateBody, orderCreateBody, type ServiceOperation } from "../../../contract/service.js";
import { track } from "../../analytics.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { ConsentField, emptyHandover, HandoverFields, type HandoverValues } from "./handover-fields.js";

type Values = OrderCreateBody & HandoverValues;

/** The stores that do every chosen operation: a drop-off anywhere else could not be repaired there. */
export function commonStores(chosen: ServiceOperation[]) {
  const [first, ...rest] = chosen;
  if (!first) return [];
  return first.stores.filter((s) => rest.every((op) => op.stores.some((x) => x.id === s.id)));
}

/**
 * Order a repair of the chosen operations (issue 4): drop-off or courier, contact and fault, the
 * same schema as the server; success lands on the public status page.
 */
export function OrderForm({ color, chosen }: { color: string; chosen: ServiceOperation[] }) {
  const t = useT("service");
  const { api, market } = useShop();
  const navigate = useNavigate();
  const schema = useMemo(() => orderCreateBody(market.defaultCountry), [market]);
  const { form, error, submit, formError } = useApiForm<Values>(schema, {
    defaultValues: { ...emptyHandover(), color, operations: [], imei: "", fault: "" } as Values,
  });
  const stores = commonStores(chosen);
  const ids = chosen.map((o) => o.value).join(",");
  // Hidden fields: the device and the ticked operations come from the page, not from inputs.
  useEffect(() => {
    form.setValue("color", color);
    form.setValue("operations", ids ? ids.split(",").map(Number) : []);
    const store = form.getValues("store");
    if (store && !stores.some((s) => s.id === store)) form.setValue("store", null);
  }, [color, ids, form, stores]);

  const onSubmit = submit(async (values) => {
    const res = await api.post("service:order-create", values);
    track("service_order", { number: res.number, operations: values.operations.length });
    await navigate(res.status_url);
    // A new page: start at its top, not where the long form was scrolled to.
    window.scrollTo(0, 0);
  });
  const e = (name: string) => error(name as Path<Values>);
  const faultId = useId();

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-5"
      aria-labelledby="service-order-title"
    >
      <h2 id="service-order-title" className="text-xl font-semibold">
        {t("order.title")}
      </h2>
      <FormError message={formError ?? e("operations") ?? e("color")} />
      <HandoverFields form={form} error={error} stores={stores} />
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 font-semibold">{t("order.device")}</legend>
        <FormField
          label={t("order.imei")}
          error={e("imei")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("order.imeiHint")}
          {...form.register("imei")}
        />
        <FormField id={faultId} label={t("order.fault")} error={e("fault")} required>
          <textarea
            id={faultId}
            rows={4}
            aria-invalid={e("fault") ? true : undefined}
            placeholder={t("order.faultPlaceholder")}
            {...form.register("fault")}
            className={`rounded-md border px-3 py-2 text-base ${e("fault") ? "border-red-600" : "border-gray-300"}`}
          />
        </FormField>
      </fieldset>
      <ConsentField form={form} error={error} />
      <SubmitButton busy={form.formState.isSubmitting}>{t("order.submit")}</SubmitButton>
    </form>
  );
}
