import { useRouteLoaderData, useSearchParams } from "react-router";
import { claimProductsBody } from "../../../contract/service.js";
import type { ShellData } from "../../shell/shell-data.js";
import { useShop, useT } from "../../shop-context.js";
import { EmailField, FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import type { ClaimOrder } from "./claim-page.js";

interface Values {
  order_number: string;
  email: string;
}

/** Step one: the order number and its e-mail together prove the device was bought here by this person. */
export function ClaimLookup({
  onFound,
  found,
}: {
  onFound: (o: ClaimOrder | null) => void;
  found: ClaimOrder | null;
}) {
  const t = useT("service");
  const { api } = useShop();
  // From the account's bought products (issue 16): the order prefilled, and the customer's own e-mail.
  const [params] = useSearchParams();
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const { form, error, submit, formError } = useApiForm<Values>(claimProductsBody, {
    defaultValues: { order_number: params.get("objednavka") ?? "", email: shell?.me.user?.email ?? "" },
  });
  const onSubmit = submit(async (values) => {
    onFound(null);
    const res = await api.post("service:claim-products", values);
    onFound({ ...res, email: values.email });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-5"
      aria-labelledby="claim-lookup-title"
    >
      <h2 id="claim-lookup-title" className="text-lg font-semibold">
        {t("claim.step1")}
      </h2>
      <FormError message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t("claim.orderNumber")}
          error={error("order_number")}
          required
          inputMode="numeric"
          {...form.register("order_number")}
        />
        <EmailField label={t("claim.email")} error={error("email")} {...form.register("email")} />
      </div>
      <SubmitButton busy={form.formState.isSubmitting}>
        {found ? t("claim.findAgain") : t("claim.find")}
      </SubmitButton>
    </form>
  );
}
