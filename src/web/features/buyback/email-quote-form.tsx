import { email } from "../../../contract/accounts.js";
import type { AppraisalRequest } from "../../../contract/buyback.js";
import { z } from "../../../contract/z.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, FormError, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";

const schema = z.object({ e_mail: email });
type Values = { e_mail: string };

/**
 * Send the quote to an e-mail (spec §7): `sent` true or false is the result the page keeps;
 * a 400 lands on the e-mail field (`e_mail` → email), a 409 asks to reload the appraisal.
 */
export function EmailQuoteForm({
  request,
  result,
  onResult,
  onStale,
}: {
  request: () => AppraisalRequest;
  result: boolean | null;
  onResult: (sent: boolean | null) => void;
  onStale: () => void;
}) {
  const t = useT("buyback");
  const { api } = useShop();
  const { form, error, submit, formError } = useApiForm<Values>(schema, {
    defaultValues: { e_mail: "" },
    fieldFor: (path) => (path.join(".") === "e_mail" ? "e_mail" : undefined),
  });
  const onSubmit = submit(async (values) => {
    onResult(null);
    try {
      const res = await api.post("buyback:send-email", {
        ...request(),
        e_mail: values.e_mail,
      });
      onResult(res.sent);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) onStale();
      if (!(err instanceof ApiError && err.status === 400)) onResult(false);
      throw err;
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-xl border border-gray-200 p-5"
      aria-labelledby="buyback-email-title"
    >
      <h2 id="buyback-email-title" className="text-lg font-semibold">
        {t("email.title")}
      </h2>
      <p className="text-sm text-gray-600">{t("email.intro")}</p>
      <FormError message={formError} />
      <EmailField label={t("email.label")} error={error("e_mail")} {...form.register("e_mail")} />
      <SubmitButton busy={form.formState.isSubmitting}>{t("email.submit")}</SubmitButton>
      {result === true && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {t("email.sent")}
        </p>
      )}
      {result === false && !formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("email.failed")}
        </p>
      )}
    </form>
  );
}
