import { useState } from "react";
import type { BodyOf } from "../../../contract/api-client.js";
import { CONTACT_TOPICS, contactBody } from "../../../contract/engagement.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SentNotice, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { PersonFields } from "./person-fields.js";

type Values = BodyOf<"engagement:contact", "POST">;

/** The contact page's form: topic, name, e-mail, phone and message; the shop answers by e-mail. */
export function ContactForm() {
  const t = useT("engagement");
  const { api } = useShop();
  const [sent, setSent] = useState<string | null>(null);
  const { form, error, submit, formError } = useApiForm<Values>(contactBody, {
    defaultValues: { topic: "general" },
  });
  const onSubmit = submit(async (values) => {
    const res = await api.post("engagement:contact", values);
    setSent(res.message);
  });
  if (sent) return <SentNotice>{sent}</SentNotice>;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-lg border border-gray-200 p-5 sm:grid-cols-2"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold sm:col-span-2">
        {t("contact.title")}
      </h2>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <FormField id="contact-topic" label={t("contact.topic")} error={error("topic")}>
        <select
          id="contact-topic"
          className="rounded-md border border-gray-300 px-3 py-2"
          {...form.register("topic")}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </select>
      </FormField>
      <PersonFields texts="contact" register={(field) => form.register(field)} error={error} />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="contact-message" className="text-sm font-medium">
          {t("contact.message")} <span className="text-red-700">*</span>
        </label>
        <textarea
          id="contact-message"
          rows={5}
          aria-invalid={error("message") ? true : undefined}
          className="rounded-md border border-gray-300 px-3 py-2"
          {...form.register("message")}
        />
        {error("message") && (
          <p role="alert" className="text-sm text-red-700">
            {error("message")}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting}>{t("contact.submit")}</SubmitButton>
      </div>
    </form>
  );
}
