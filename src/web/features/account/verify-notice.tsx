import { useState } from "react";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";

/** While the e-mail is unverified: why it matters and a button that sends the link again (issue 16). */
export function VerifyNotice() {
  const t = useT("account");
  const { api } = useShop();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const res = await api.post("accounts:verify-email-resend");
      toast.success(res.message ?? t("verify.resent"));
      setSent(true);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="text-sm">{t("verify.unverified")}</p>
      {sent ? (
        <p role="status" className="mt-2 text-sm font-medium">
          {t("verify.resent")}
        </p>
      ) : (
        <button
          type="button"
          onClick={resend}
          disabled={busy}
          className="mt-3 rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-amber-100 disabled:opacity-60"
        >
          {t("verify.resend")}
        </button>
      )}
    </div>
  );
}
