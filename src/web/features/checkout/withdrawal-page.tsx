import { useState } from "react";
import { useSearchParams } from "react-router";
import { withdrawalBody } from "../../../contract/orders.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";

export const withdrawalHandle: RouteHandle = { meta: ({ t }) => ({ title: t("checkout:withdrawalTitle") }) };

/** The 14-day contract withdrawal form (EU 2011/83 art. 11: any clear statement, acknowledged by e-mail). */
export function WithdrawalPage() {
  const t = useT("checkout");
  const { api } = useShop();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const { form, error, submit, formError } = useApiForm<{
    order_number: string;
    email: string;
    reason: string;
    bank_account: string;
    item_ids: number[];
  }>(withdrawalBody, {
    defaultValues: {
      order_number: params.get("order") ?? "",
      email: "",
      reason: "",
      bank_account: "",
      item_ids: [],
    },
  });
  const onSubmit = submit(async (values) => {
    const r = await api.post("orders:withdrawal", values);
    setDone(r.message);
  });
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-2 text-2xl font-bold">{t("withdrawalTitle")}</h1>
      <p className="mb-4 text-sm text-gray-700">{t("withdrawalIntro")}</p>
      {done ? (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {done}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-lg border border-gray-200 bg-white p-6"
        >
          <FormError message={formError} />
          <FormField
            label={t("orderNumber")}
            required
            error={error("order_number")}
            {...form.register("order_number")}
          />
          <EmailField label={t("field.email")} error={error("email")} {...form.register("email")} />
          <FormField
            label={t("field.bankAccount")}
            error={error("bank_account")}
            {...form.register("bank_account")}
          />
          <label className="flex flex-col gap-1 text-sm">
            {t("field.reason")}
            <textarea
              rows={3}
              className="rounded-md border border-gray-300 px-3 py-2"
              {...form.register("reason")}
            />
          </label>
          <SubmitButton busy={form.formState.isSubmitting}>{t("withdrawSubmit")}</SubmitButton>
        </form>
      )}
    </div>
  );
}
