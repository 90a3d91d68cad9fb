import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, type ResponseOf } from "../../../api/api-client.js";
import { useT } from "../../../shop-context.js";
import { useToast } from "../../../ui/toast.js";

export type OrderDetail = ResponseOf<"orders:staff-detail">;

/** A staff action on the order: `run` answers the order as it is after, or a plain ok (then re-read). */
export interface OrderChange {
  run: () => Promise<OrderDetail | { ok: true }>;
  /** The toast after it (default "Uloženo."). */
  done?: string;
}

/**
 * The order detail's actions: each answer replaces the order shown (or re-reads it), a toast says
 * it is done, and a refusal is shown as the server words it.
 */
export function useOrderAction(queryKey: readonly unknown[]) {
  const t = useT("orders");
  const toast = useToast();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChange) => change.run(),
    onSuccess: (d, change) => {
      if ("number" in d) qc.setQueryData(queryKey, d);
      else void qc.invalidateQueries({ queryKey });
      toast.success(change.done ?? t("staff.saved"));
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
}

export type OrderAction = ReturnType<typeof useOrderAction>;
