import { useState } from "react";
import { ApiError } from "../../../api/api-client.js";
import { useT } from "../../../shop-context.js";
import { useToast } from "../../../ui/toast.js";

/** Keys of an error answer that belong to no field (shown as a toast, not under a field). */
const NOT_FIELDS = new Set(["message", "non_field_errors", "detail"]);

/**
 * A catalogue staff form's save: busy while it runs (no double submit), "Uloženo" when done, the
 * field errors of a 400 or 409 under their fields (`errors`, read with `fieldError`), and anything
 * that names no field (a conflict, a server error, no connection) as an error toast.
 */
export function useStaffSave() {
  const t = useT("catalog");
  const toast = useToast();
  const [errors, setErrors] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `action`; true when it saved. */
  async function save(action: () => Promise<unknown>, saved = t("staff.saved")): Promise<boolean> {
    setBusy(true);
    setErrors(null);
    try {
      await action();
      toast.success(saved);
      return true;
    } catch (err) {
      if (!(err instanceof ApiError)) toast.error(t("staff.saveFailed"));
      else if (err.status === 400 || err.status === 409) {
        setErrors(err.body);
        const onFields =
          err.body && typeof err.body === "object" && Object.keys(err.body).some((k) => !NOT_FIELDS.has(k));
        if (err.status === 409 || !onFields) toast.error(err.firstMessage());
      } else toast.error(err.firstMessage());
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, save, clearErrors: () => setErrors(null) };
}
