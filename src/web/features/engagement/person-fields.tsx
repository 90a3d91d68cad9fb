import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "../../shop-context.js";
import { EmailField, FormField } from "../../ui/form-field.js";

type PersonField = "name" | "email" | "phone";

/**
 * Who is writing to the shop: name, e-mail and phone, as the contact form and a job application ask
 * for them (the labels are the form's own texts, `contact.*` or `jobs.*`; a job application needs
 * the phone, the contact form does not).
 */
export function PersonFields({
  texts,
  register,
  error,
  phoneRequired,
}: {
  texts: "contact" | "jobs";
  register: (field: PersonField) => UseFormRegisterReturn;
  error: (field: PersonField) => string | undefined;
  phoneRequired?: boolean;
}) {
  const t = useT("engagement");
  return (
    <>
      <FormField
        label={t(`${texts}.name`)}
        required
        autoComplete="name"
        error={error("name")}
        {...register("name")}
      />
      <EmailField label={t(`${texts}.email`)} error={error("email")} {...register("email")} />
      <FormField
        label={t(`${texts}.phone`)}
        type="tel"
        required={phoneRequired}
        autoComplete="tel"
        error={error("phone")}
        {...register("phone")}
      />
    </>
  );
}
