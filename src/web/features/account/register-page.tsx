import { useNavigate, useRevalidator } from "react-router";
import { registerBody } from "../../../contract/accounts.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, FormField, SubmitButton } from "../../ui/form-field.js";
import { useToast } from "../../ui/toast.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { AccountForm, AccountFormPage } from "./account-form.js";
import { NewPasswordFields } from "./new-password-fields.js";

export const registerHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("auth.registerTitle"), robots: "noindex" }),
};

type Values = {
  email: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
};

export function RegisterPage() {
  const t = useT();
  const { api } = useShop();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const { form, error, submit, formError } = useApiForm<Values>(registerBody);
  const onSubmit = submit(async (values) => {
    await api.post("accounts:register", values);
    toast.success(t("auth.welcome", { name: values.first_name }));
    await navigate("/ucet/");
    revalidator.revalidate();
  });
  return (
    <AccountFormPage title={t("auth.registerTitle")}>
      <AccountForm onSubmit={onSubmit} formError={formError}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("auth.firstName")}
            autoComplete="given-name"
            required
            error={error("first_name")}
            {...form.register("first_name")}
          />
          <FormField
            label={t("auth.lastName")}
            autoComplete="family-name"
            required
            error={error("last_name")}
            {...form.register("last_name")}
          />
        </div>
        <EmailField label={t("auth.email")} error={error("email")} {...form.register("email")} />
        <NewPasswordFields form={form} error={error} label={t("auth.password")} />
        <SubmitButton busy={form.formState.isSubmitting}>{t("auth.submitRegister")}</SubmitButton>
      </AccountForm>
    </AccountFormPage>
  );
}
