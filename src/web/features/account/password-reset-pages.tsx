import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { passwordResetBody, passwordResetConfirmBody } from "../../../contract/accounts.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { NewPasswordFields } from "./new-password-fields.js";

export const resetHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("auth.resetTitle"), robots: "noindex" }),
};

export function PasswordResetPage() {
  const t = useT();
  const { api } = useShop();
  const [sent, setSent] = useState(false);
  const { form, error, submit, formError } = useApiForm<{ email: string }>(passwordResetBody);
  const onSubmit = submit(async (values) => {
    await api.post("accounts:password-reset", values);
    setSent(true);
  });
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold">{t("auth.resetTitle")}</h1>
      {sent ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
          {t("auth.resetSent")}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-gray-200 p-6">
          <FormError message={formError} />
          <FormField
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            required
            error={error("email")}
            {...form.register("email")}
          />
          <SubmitButton busy={form.formState.isSubmitting}>{t("auth.resetSend")}</SubmitButton>
        </form>
      )}
    </div>
  );
}

export function NewPasswordPage() {
  const t = useT();
  const { api, market } = useShop();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const { form, error, submit, formError } = useApiForm<{
    token: string;
    password: string;
    password_confirm: string;
  }>(passwordResetConfirmBody, {
    defaultValues: { token: params.get("token") ?? "" },
    fieldFor: (path) => (path[0] === "token" ? undefined : path.join(".")),
  });
  const onSubmit = submit(async (values) => {
    await api.post("accounts:password-reset-confirm", values);
    setDone(true);
  });
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold">{t("auth.newPasswordTitle")}</h1>
      {done ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
          {t("auth.passwordChanged")}{" "}
          <Link to={`/${market.slugs.login}/`} className="font-semibold underline">
            {t("auth.submitLogin")}
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-gray-200 p-6">
          <FormError message={formError} />
          <input type="hidden" {...form.register("token")} />
          <NewPasswordFields form={form} error={error} />
          <SubmitButton busy={form.formState.isSubmitting}>{t("auth.newPasswordSave")}</SubmitButton>
        </form>
      )}
    </div>
  );
}
