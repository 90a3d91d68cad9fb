import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { customMailBody } from "../../../../contract/orders.js";
import type { z } from "../../../../contract/z.js";
import { useShop, useT } from "../../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../../ui/form-field.js";
import { useToast } from "../../../ui/toast.js";
import { useApiForm } from "../../../ui/use-api-form.js";
import type { OrderDetail } from "./order-action.js";

type Values = z.input<typeof customMailBody>;

/**
 * Spec: custom order e-mail. Staff write a subject and a message in the order's language (the
 * form says which); the server frames it, queues it in the outbox and writes it to the history.
 */
export function OrderCustomMail({ o, queryKey }: { o: OrderDetail; queryKey: readonly unknown[] }) {
  const t = useT("orders");
  const { api } = useShop();
  const toast = useToast();
  const qc = useQueryClient();
  const messageId = useId();
  const { form, error, submit, formError } = useApiForm<Values>(customMailBody, {
    defaultValues: { subject: "", message: "" },
  });
  const onSubmit = submit(async (v) => {
    const after = await api.post("orders:staff-email", v, { id: o.id });
    qc.setQueryData(queryKey, after);
    form.reset({ subject: "", message: "" });
    toast.success(t("staff.email.sent"));
  });
  const messageError = error("message");
  return (
    <section className="rounded-lg border border-gray-200 p-4 text-sm" aria-labelledby={`${messageId}-title`}>
      <h2 id={`${messageId}-title`} className="mb-1 font-bold">
        {t("staff.email.title")}
      </h2>
      <p className="mb-3 text-gray-600">
        {t("staff.email.languageHint", {
          language: t(`staff.language.${o.language}`, { defaultValue: o.language }),
        })}
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormField
          label={t("staff.email.subject")}
          required
          maxLength={150}
          error={error("subject")}
          {...form.register("subject")}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className="text-sm font-medium text-gray-800">
            {t("staff.email.message")}
            <span className="text-red-700"> *</span>
          </label>
          <textarea
            id={messageId}
            rows={6}
            required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageId}-error` : undefined}
            className={`rounded-md border px-3 py-2 text-base focus:outline-none focus:ring-2 focus:ring-teal-600 ${messageError ? "border-red-600" : "border-gray-300"}`}
            {...form.register("message")}
          />
          {messageError && (
            <p id={`${messageId}-error`} role="alert" className="text-sm text-red-700">
              {messageError}
            </p>
          )}
        </div>
        <FormError message={formError} />
        <SubmitButton busy={form.formState.isSubmitting}>{t("staff.email.send")}</SubmitButton>
      </form>
    </section>
  );
}
