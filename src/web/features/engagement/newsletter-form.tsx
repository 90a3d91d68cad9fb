import { useState } from "react";
import type { BodyOf } from "../../../contract/api-client.js";
import { subscribeBody } from "../../../contract/engagement.js";
import { track } from "../../analytics.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";

/** The footer's subscriber form (spec §2): e-mail and consent; the link in the e-mail confirms. */
export function NewsletterForm() {
  const t = useT("engagement");
  const { api } = useShop();
  const [sent, setSent] = useState(false);
  const { form, error, submit, formError } = useApiForm<{ email: string; consent: boolean }>(subscribeBody);
  const onSubmit = submit(async (values) => {
    // Sent only once the schema passed, so the consent box is ticked (`consent: true`).
    await api.post("engagement:subscribe", values as BodyOf<"engagement:subscribe", "POST">);
    track("newsletter_subscribe");
    setSent(true);
  });
  if (sent)
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
        {t("newsletter.sent")}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-labelledby="newsletter-title">
      <p id="newsletter-title" className="font-semibold">
        {t("newsletter.title")}
      </p>
      <p className="text-sm text-gray-600">{t("newsletter.text")}</p>
      <FormError message={formError} />
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="E-mail"
          aria-invalid={error("email") ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...form.register("email")}
        />
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t("newsletter.submit")}
        </button>
      </div>
      {error("email") && (
        <p role="alert" className="text-sm text-red-700">
          {error("email")}
        </p>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" {...form.register("consent")} /> {t("newsletter.consent")}
      </label>
      {error("consent") && (
        <p role="alert" className="text-sm text-red-700">
          {error("consent")}
        </p>
      )}
    </form>
  );
}
