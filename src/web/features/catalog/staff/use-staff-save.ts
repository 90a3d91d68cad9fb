import { useState } from "react";
import { ApiError } from "../../../api/api-client.js";
import { useT } from "../../../shop-context.js";
import { useToast } from "../../../ui/toast.js";

/** The first message in a field's errors, however nested (`badges: { 0: ["…"] }`). */
function firstMessage(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return firstMessage(v[0]);
  if (v && typeof v === "object") return firstMessage(Object.values(v)[0]);
  return undefined;
}

/**
 * Each field's errors as a list of messages, as the forms read them (`fieldError`): an error of a
 * list's item or an object's part is shown under the field it belongs to.
 */
export function byField(body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!body || typeof body !== "object") return out;
  for (const [k, v] of Object.entries(body)) {
    const m = firstMessage(v);
    if (m !== undefined) out[k] = Array.isArray(v) && v.every((x) => typeof x === "string") ? v : [m];
  }
  return out;
}

/**
 * A catalogue staff form's save: busy while it runs (no double submit), "Uloženo" when done, the
 * field errors of a 400 or 409 under their fields (`errors`, read with `fieldError`), and the first
 * reason of any failure (a field, a conflict, a server error, no connection) as an error toast.
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
        // Under each field the form shows, and the first reason as a toast too: a form need not
        // show every field the server checks, and a save must never fail without a word.
        setErrors(byField(err.body));
        toast.error(err.firstMessage());
      } else toast.error(err.firstMessage());
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Shows errors found before sending (under their fields, the first as a toast); nothing is saved. */
  function refuse(fields: Record<string, string[]>): void {
    setErrors(fields);
    toast.error(Object.values(fields)[0][0]);
  }

  return { errors, busy, save, refuse, clearErrors: () => setErrors(null) };
}
