import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { loginBody } from "../../../contract/accounts.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, FormField, SubmitButton } from "../../ui/form-field.js";
import { useToast } from "../../ui/toast.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { AccountForm, AccountFormPage } from "./account-form.js";

export const loginHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("auth.loginTitle"), robots: "noindex" }),
};

/** Only same-site paths are followed after login. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}

export function LoginPage() {
  const t = useT();
  const { api, market } = useShop();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [params] = useSearchParams();
  const { form, error, submit, formError } = useApiForm<{ email: string; password: string }>(loginBody);
  const onSubmit = submit(async (values) => {
    const me = await api.post("accounts:login", values);
    toast.success(t("auth.welcome", { name: me.user?.first_name ?? me.user?.email ?? "" }));
    await navigate(safeNext(params.get("next")));
    revalidator.revalidate();
  });
  return (
    <AccountFormPage title={t("auth.loginTitle")}>
      <AccountForm onSubmit={onSubmit} formError={formError}>
        <EmailField label={t("auth.email")} error={error("email")} {...form.register("email")} />
        <FormField
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          required
          error={error("password")}
          {...form.register("password")}
        />
        <div className="flex items-center justify-between">
          <SubmitButton busy={form.formState.isSubmitting}>{t("auth.submitLogin")}</SubmitButton>
          <Link to={`/${market.slugs.login}/zapomenute-heslo/`} className="text-sm text-teal-800 underline">
            {t("auth.forgot")}
          </Link>
        </div>
      </AccountForm>
      <p className="mt-4 text-sm">
        {t("auth.noAccount")}{" "}
        <Link to="/registrace/" className="font-semibold text-teal-800 underline">
          {t("auth.register")}
        </Link>
      </p>
    </AccountFormPage>
  );
}
