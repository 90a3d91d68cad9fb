import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { BodyOf, ResponseOf } from "../../../contract/api-client.js";
import { CV_MAX_BYTES, jobApplicationBody } from "../../../contract/engagement.js";
import { track } from "../../analytics.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SentNotice, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { jobsQuery } from "./api/engagement-queries.js";
import { PersonFields } from "./person-fields.js";

type Position = ResponseOf<"engagement:jobs">[number];

export async function careersLoader({ context }: LoaderFunctionArgs): Promise<Position[]> {
  return jobsQuery(getApi(context)).load();
}

export const careersHandle: RouteHandle = {
  meta: ({ t, url }) => ({
    title: t("engagement:jobs.title"),
    description: t("engagement:jobs.intro"),
    canonical: url.href,
  }),
};

export function CareersPage() {
  const positions = useLoaderData() as Position[];
  const t = useT("engagement");
  const [chosen, setChosen] = useState<Position | null>(null);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t("jobs.title")}</h1>
      <p className="text-gray-700">{t("jobs.intro")}</p>
      {positions.length === 0 ? (
        <p className="text-gray-600">{t("jobs.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {positions.map((p) => (
            <li key={p.id} className="rounded-lg border border-gray-200 p-4">
              <h2 className="font-semibold">
                {p.title} · {p.city}
              </h2>
              <p className="mt-1 text-sm text-gray-700">{p.description}</p>
              <button
                type="button"
                onClick={() => setChosen(p)}
                className="mt-3 rounded-md border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
              >
                {t("jobs.apply")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && <ApplicationForm key={chosen.id} position={chosen} />}
    </div>
  );
}

type Application = BodyOf<"engagement:job-apply", "POST">;
/** The form's values: the CV is missing until a file is picked (the schema then requires it). */
type Values = Omit<Application, "cv"> & { cv?: Application["cv"] };

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function ApplicationForm({ position }: { position: Position }) {
  const t = useT("engagement");
  const { api } = useShop();
  const [sent, setSent] = useState<string | null>(null);
  const { form, error, submit, formError } = useApiForm<Values>(jobApplicationBody, {
    defaultValues: { position_id: position.id },
    fieldFor: (path) => (path[0] === "cv" ? "cv" : path.join(".")),
  });
  const onFile = async (file: File | undefined) => {
    if (!file) return form.setValue("cv", undefined);
    if (file.size > CV_MAX_BYTES) return form.setError("cv", { message: "engagement:cvTooLarge" });
    form.clearErrors("cv");
    form.setValue("cv", {
      file_name: file.name,
      // The schema checks the type (engagement:cvType) like every other field.
      content_type: file.type as Application["cv"]["content_type"],
      content_base64: await readBase64(file),
    });
  };
  const onSubmit = submit(async (values) => {
    // Submitted only after the schema passed, so the CV is there.
    const res = await api.post("engagement:job-apply", values as Application);
    track("submit_job_application", { position: position.seo_name });
    setSent(res.message);
  });
  const cvError = error("cv") ?? error("cv.content_type") ?? error("cv.content_base64");
  if (sent) return <SentNotice>{sent}</SentNotice>;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-lg border border-gray-200 p-5"
      aria-label={`${t("jobs.apply")}: ${position.title}`}
    >
      <h2 className="text-lg font-semibold">
        {t("jobs.position")}: {position.title}
      </h2>
      <FormError message={formError} />
      <PersonFields texts="jobs" register={(field) => form.register(field)} error={error} phoneRequired />
      <div className="flex flex-col gap-1">
        <label htmlFor="job-message" className="text-sm font-medium">
          {t("jobs.message")}
        </label>
        <textarea
          id="job-message"
          rows={4}
          className="rounded-md border border-gray-300 px-3 py-2"
          {...form.register("message")}
        />
      </div>
      <FormField id="job-cv" label={t("jobs.cv")} error={cvError}>
        <input
          id="job-cv"
          type="file"
          required
          accept=".pdf,.doc,.docx,.odt,application/pdf"
          onChange={(e) => onFile(e.target.files?.[0])}
          className="text-sm"
        />
      </FormField>
      <div>
        <SubmitButton busy={form.formState.isSubmitting}>{t("jobs.submit")}</SubmitButton>
      </div>
    </form>
  );
}
