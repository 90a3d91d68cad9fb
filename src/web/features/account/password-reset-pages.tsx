import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { passwordResetBody, passwordResetConfirmBody } from "../../../contract/accounts.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, SentNotice, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { AccountForm, AccountFormPage } from "./account-form.js";
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
    <AccountFormPage title={t("auth.resetTitle")}>
      {sent ? (
        <SentNotice>{t("auth.resetSent")}</SentNotice>
      ) : (
        <AccountForm onSubmit={onSubmit} formError={formError}>
          <EmailField label={t("auth.email")} error={error("email")} {...form.register("email")} />
          <SubmitButton busy={form.formState.isSubmitting}>{t("auth.resetSend")}</SubmitButton>
        </AccountForm>
      )}
    </AccountFormPage>
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
    <AccountFormPage title={t("auth.newPasswordTitle")}>
      {done ? (
        <SentNotice>
          {t("auth.passwordChanged")}{" "}
          <Link to={`/${market.slugs.login}/`} className="font-semibold underline">
            {t("auth.submitLogin")}
          </Link>
        </SentNotice>
      ) : (
        <AccountForm onSubmit={onSubmit} formError={formError}>
          <input type="hidden" {...form.register("token")} />
          <NewPasswordFields form={form} error={error} />
          <SubmitButton busy={form.formState.isSubmitting}>{t("auth.newPasswordSave")}</SubmitButton>
        </AccountForm>
      )}
    </AccountFormPage>
  );
}
