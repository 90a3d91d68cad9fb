import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { reviewBody } from "../../../contract/reviews.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { reviewUserDataQuery } from "./api/catalog-queries.js";

interface Values {
  master_product: string;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  is_anonymous: boolean;
  fullname: string;
}

/** Add a review (spec §3: rating, pros, cons, text, anonymous flag, full name); it waits for approval. */
export function ReviewForm({ masterSeoName }: { masterSeoName: string }) {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const { form, error, submit, formError } = useApiForm<Values>(reviewBody, {
    defaultValues: {
      master_product: masterSeoName,
      rating: 5,
      pros: "",
      cons: "",
      text: "",
      is_anonymous: false,
      fullname: "",
    },
  });
  const prefill = useQuery(reviewUserDataQuery(api, masterSeoName));
  useEffect(() => {
    if (prefill.data?.fullname && !form.getValues("fullname"))
      form.setValue("fullname", prefill.data.fullname);
  }, [prefill.data, form]);

  if (sent)
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
        {sent}
      </p>
    );
  const textarea = (name: "pros" | "cons" | "text", rows: number) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`review-${name}`} className="text-sm font-medium text-gray-800">
        {t(`reviews.${name}`)}
      </label>
      <textarea
        id={`review-${name}`}
        rows={rows}
        {...form.register(name)}
        className="rounded-md border border-gray-300 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-teal-600"
      />
      {error(name) && (
        <p role="alert" className="text-sm text-red-700">
          {error(name)}
        </p>
      )}
    </div>
  );
  return (
    <form
      noValidate
      className="grid max-w-xl gap-3"
      aria-label={t("reviews.write")}
      onSubmit={submit(async (values) => {
        const res = await api.post("reviews:add", {
          ...values,
          rating: Number(values.rating),
        });
        setSent(res.message);
        // The account's list of own reviews shows it, waiting for approval.
        await client.invalidateQueries({ queryKey: ["reviews:mine"] });
      })}
    >
      <h3 className="text-lg font-semibold">{t("reviews.write")}</h3>
      {prefill.data?.already_reviewed && <p className="text-sm text-gray-600">{t("reviews.already")}</p>}
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t("reviews.rating")}</legend>
        <div className="mt-1 flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                value={n}
                {...form.register("rating", { valueAsNumber: true })}
                className="accent-teal-700"
              />
              {n} ★
            </label>
          ))}
        </div>
      </fieldset>
      {textarea("pros", 2)}
      {textarea("cons", 2)}
      {textarea("text", 4)}
      <FormField
        label={t("reviews.fullname")}
        required
        autoComplete="name"
        error={error("fullname")}
        {...form.register("fullname")}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("is_anonymous")} className="accent-teal-700" />{" "}
        {t("reviews.anonymousLabel")}
      </label>
      <FormError message={formError} />
      <div>
        <SubmitButton busy={form.formState.isSubmitting}>{t("reviews.submit")}</SubmitButton>
      </div>
    </form>
  );
}
