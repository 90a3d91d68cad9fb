import { useRevalidator } from "react-router";
import { passwordChangeBody, profileBody } from "../../../contract/accounts.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useToast } from "../../ui/toast.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { type AccountUser, useAccountUser } from "./account-layout.js";
import { NewPasswordFields } from "./new-password-fields.js";

type User = AccountUser;

export const personalHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("account:personal.title"), robots: "noindex" }),
};

/**
 * The account's section "Osobní údaje" (issue 16): name and phone, and the password change (spec
 * §5 policy). A store's shared account sees its data read-only with the spec's message.
 */
export function PersonalPage() {
  const user = useAccountUser();
  return (
    <>
      <ProfileForm user={user} />
      <PasswordForm />
    </>
  );
}

function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const { api } = useShop();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { form, error, submit, formError } = useApiForm<{
    first_name: string;
    last_name: string;
    phone: string;
  }>(profileBody, {
    defaultValues: {
      first_name: user.first_name ?? "",
      last_name: user.last_name ?? "",
      phone: user.phone ?? "",
    },
  });
  const onSubmit = submit(async (values) => {
    await api.call("accounts:profile", { method: "PATCH", body: values });
    toast.success(t("auth.profileSaved"));
    revalidator.revalidate();
  });
  return (
    <section className="rounded-lg border border-gray-200 p-6">
      <h2 className="text-lg font-semibold">{t("account:personal.title")}</h2>
      <p className="mb-4 break-all text-sm text-gray-600">{user.email}</p>
      {!user.can_edit_personal_info ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {t("auth.shopAccountNoEdit")}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormError message={formError} />
          </div>
          <FormField
            label={t("auth.firstName")}
            required
            error={error("first_name")}
            {...form.register("first_name")}
          />
          <FormField
            label={t("auth.lastName")}
            required
            error={error("last_name")}
            {...form.register("last_name")}
          />
          <FormField label={t("auth.phone")} type="tel" error={error("phone")} {...form.register("phone")} />
          <div className="sm:col-span-2">
            <SubmitButton busy={form.formState.isSubmitting}>{t("common.save")}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

function PasswordForm() {
  const t = useT();
  const { api } = useShop();
  const toast = useToast();
  const { form, error, submit, formError } = useApiForm<{
    current_password: string;
    password: string;
    password_confirm: string;
  }>(passwordChangeBody);
  const onSubmit = submit(async (values) => {
    await api.post("accounts:password-change", values);
    toast.success(t("auth.passwordUpdated"));
    form.reset();
  });
  return (
    <section className="rounded-lg border border-gray-200 p-6">
      <h2 className="mb-4 text-lg font-semibold">{t("auth.changePassword")}</h2>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <FormError message={formError} />
        <FormField
          label={t("auth.currentPassword")}
          type="password"
          autoComplete="current-password"
          required
          error={error("current_password")}
          {...form.register("current_password")}
        />
        <NewPasswordFields form={form} error={error} />
        <div>
          <SubmitButton busy={form.formState.isSubmitting}>{t("common.save")}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
