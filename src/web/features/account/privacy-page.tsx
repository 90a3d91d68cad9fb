import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { accountDeleteBody } from "../../../contract/privacy.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField } from "../../ui/form-field.js";
import { useToast } from "../../ui/toast.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { useAccountUser } from "./account-layout.js";

export const privacyHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("account:privacy.title"), robots: "noindex" }),
};

/** The account's section "Soukromí" (issue 16, decision 016): the data export and the account's deletion. */
export function PrivacyPage() {
  const t = useT("account");
  return (
    <section aria-labelledby="privacy-title" className="space-y-6">
      <h2 id="privacy-title" className="text-xl font-semibold">
        {t("privacy.title")}
      </h2>
      <DataExport />
      <AccountDeletion />
    </section>
  );
}

/** Downloads the export as a file: fetched first, so a failure is said here instead of a broken download. */
function DataExport() {
  const t = useT("account");
  const { api } = useShop();
  const toast = useToast();
  const [state, setState] = useState<"idle" | "busy" | "error">("idle");
  const download = async () => {
    setState("busy");
    try {
      const data = await api.get("privacy:export");
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${t("privacy.exportFile")}-${data.exported_at.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState("idle");
      toast.success(t("privacy.exportDone"));
    } catch {
      setState("error");
    }
  };
  return (
    <section aria-labelledby="export-title" className="rounded-lg border border-gray-200 p-4 sm:p-6">
      <h3 id="export-title" className="mb-2 text-lg font-semibold">
        {t("privacy.exportTitle")}
      </h3>
      <p className="mb-4 max-w-prose text-sm text-gray-700">{t("privacy.exportText")}</p>
      {state === "error" && <FormError message={t("privacy.exportError")} />}
      <button
        type="button"
        onClick={download}
        disabled={state === "busy"}
        aria-busy={state === "busy"}
        className="mt-2 rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {state === "busy" ? t("privacy.exportBusy") : t("privacy.exportButton")}
      </button>
    </section>
  );
}

/** The deletion: what goes and what the law keeps, the password and a box; then logged out on the home page. */
function AccountDeletion() {
  const t = useT("account");
  const { api } = useShop();
  const user = useAccountUser();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { form, error, submit, formError } = useApiForm<{ password: string; confirm: boolean }>(
    accountDeleteBody,
    { defaultValues: { password: "", confirm: false } },
  );
  const onSubmit = submit(async (values) => {
    const res = await api.post("privacy:delete", values as { password: string; confirm: true });
    toast.success(res.message);
    await navigate("/");
    revalidator.revalidate();
  });
  return (
    <section aria-labelledby="delete-title" className="rounded-lg border border-red-200 p-4 sm:p-6">
      <h3 id="delete-title" className="mb-2 text-lg font-semibold text-red-900">
        {t("privacy.deleteTitle")}
      </h3>
      {!user.can_edit_personal_info || user.is_staff ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("privacy.managedAccount")}
        </p>
      ) : (
        <>
          <div className="mb-4 max-w-prose space-y-2 text-sm text-gray-700">
            <p>{t("privacy.deleteText")}</p>
            <p>{t("privacy.deleteKept")}</p>
            <p>{t("privacy.deleteAfter")}</p>
          </div>
          <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
            <FormError message={formError} />
            <FormField
              label={t("privacy.password")}
              type="password"
              autoComplete="current-password"
              required
              error={error("password")}
              {...form.register("password")}
            />
            <div>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1" {...form.register("confirm")} />
                {t("privacy.confirm")}
              </label>
              {error("confirm") && (
                <p role="alert" className="text-sm text-red-700">
                  {error("confirm")}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={form.formState.isSubmitting}
              aria-busy={form.formState.isSubmitting}
              className="justify-self-start rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t("privacy.deleteButton")}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
