import { useState } from "react";
import type { BodyOf } from "../../../contract/api-client.js";
import { chatTranscriptBody } from "../../../contract/chat.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";

type Values = BodyOf<"chat:transcript", "POST">;

/** "poslat přepis e-mailem": to the address given now, or the one given at the start. */
export function ChatTranscript() {
  const t = useT("chat");
  const { api } = useShop();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, error, submit, formError } = useApiForm<Values>(chatTranscriptBody, {
    defaultValues: { email: "" },
  });
  const onSubmit = submit(async (values) => {
    await api.post("chat:transcript", values);
    setSent(true);
  });
  if (sent)
    return (
      <p role="status" className="px-4 pb-3 text-sm text-green-800">
        {t("chat.transcriptSent")}
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="px-4 pb-3 text-left text-sm text-teal-800 underline"
      >
        {t("chat.transcript")}
      </button>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 border-t border-gray-200 px-4 py-3">
      <FormError message={formError} />
      <FormField
        type="email"
        autoComplete="email"
        label={t("chat.transcriptEmail")}
        error={error("email")}
        {...form.register("email")}
      />
      <SubmitButton busy={form.formState.isSubmitting}>{t("chat.transcriptSend")}</SubmitButton>
    </form>
  );
}
