import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/api-client.js";
import { useT } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";
import { IMAGE_KEYS } from "./api/images-queries.js";

/**
 * A library change: busy while it runs, the API's reason as an error toast (a 400's or 409's own
 * Czech text), then every images query refreshed. True when it went through.
 */
export function useImageAction() {
  const t = useT("images");
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.firstMessage() : t("errors.network"));
      return false;
    } finally {
      setBusy(false);
      for (const key of IMAGE_KEYS) await client.invalidateQueries({ queryKey: [key] });
    }
  }
  return { busy, run };
}
