import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "../../api/api-client.js";
import { useT } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";

/** Runs a cart call, then reloads the page's loaders (cart and header count); errors become a toast. */
export function useCartAction() {
  const revalidator = useRevalidator();
  const toast = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      await revalidator.revalidate();
      return true;
    } catch (err) {
      toast.error(err instanceof ApiError ? err.firstMessage() : t("common.error"));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy: busy || revalidator.state === "loading" };
}
