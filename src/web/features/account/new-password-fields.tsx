import type { UseFormReturn } from "react-hook-form";
import { useT } from "../../shop-context.js";
import { FormField } from "../../ui/form-field.js";

/** The fields every form that sets a password has (the server's `password` and `password_confirm`). */
export interface NewPasswordValues {
  password: string;
  password_confirm: string;
}

/**
 * A new password and its confirmation, as registration, the account's password change and the
 * password reset ask for them (`new-password`, so a browser offers to generate and save one).
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  error,
  label,
}: {
  form: UseFormReturn<T>;
  error: (name: "password" | "password_confirm") => string | undefined;
  /** The first field's label: "Heslo" when registering, "Nové heslo" when changing it. */
  label?: string;
}) {
  const t = useT();
  // The fields exist on every T (the constraint); react-hook-form's Path<T> cannot see that.
  const register = (form as unknown as UseFormReturn<NewPasswordValues>).register;
  return (
    <>
      <FormField
        label={label ?? t("auth.newPassword")}
        type="password"
        autoComplete="new-password"
        required
        error={error("password")}
        {...register("password")}
      />
      <FormField
        label={t("auth.passwordConfirm")}
        type="password"
        autoComplete="new-password"
        required
        error={error("password_confirm")}
        {...register("password_confirm")}
      />
    </>
  );
}
