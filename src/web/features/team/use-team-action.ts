import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/api-client.js";
import { useShop } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";

/**
 * A save of the team screens: busy while it runs, the 400's field errors for the form, a refusal
 * without a field as a toast, and the lists read again after it (`team:users`, `team:tasks`).
 */
export function useTeamAction(refresh: "team:users" | "team:tasks") {
  const { t } = useShop();
  const toast = useToast();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiError | null>(null);
  async function run(action: () => Promise<unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    setErrors(null);
    try {
      await action();
      if (done) toast.success(done);
      await qc.invalidateQueries({ queryKey: [refresh] });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setErrors(err);
      toast.error(err instanceof ApiError ? err.firstMessage() : t("common.error"));
      return false;
    } finally {
      setBusy(false);
    }
  }
  /** A field's first message from the last refused save. */
  const fieldError = (name: string) => errors?.fieldErrors(name)[0];
  return { busy, run, fieldError };
}
