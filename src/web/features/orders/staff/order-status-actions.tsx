import { useState } from "react";
import { ORDER_STATUSES } from "../../../../contract/orders.js";
import { isPickable, NEEDS_PICKED } from "../../../../domain/order-states.js";
import { useShop, useT } from "../../../shop-context.js";
import type { OrderAction, OrderDetail } from "./order-action.js";

/**
 * Spec: change status, along the state machine (docs/order-states.md): the statuses the server
 * allows next; those that need everything picked stay disabled until it is, and say why;
 * cancelling a paid order is a supervisor's, so for others the button is disabled with the reason.
 */
export function OrderStatusActions({
  o,
  act,
  supervisor,
}: {
  o: OrderDetail;
  act: OrderAction;
  /** The staff member holds the supervisor permission. */
  supervisor: boolean;
}) {
  const t = useT("orders");
  const { api } = useShop();
  const [deliveryNumber, setDeliveryNumber] = useState("");
  const params = { id: o.id };
  const unpicked = o.items.filter((i) => isPickable(i.kind) && i.picking_status !== "picked");
  // The statuses the server allows next, in its order, as the statuses the status call takes.
  const next = o.allowed_statuses.flatMap((s) => ORDER_STATUSES.filter((x) => x === s));
  const cancelBlocked = o.cancel_needs_supervisor && !supervisor;
  const cancel = () => {
    const question = [
      t("staff.cancelConfirm", { number: o.number, status: t(`status.${o.status}`) }),
      o.payment_status === "paid" ? t("staff.cancelPaidNote") : "",
    ]
      .filter(Boolean)
      .join("\n\n");
    if (window.confirm(question))
      act.mutate({ run: () => api.post("orders:staff-cancel", { confirm: true }, params) });
  };
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        {next
          .filter((s) => s !== "cancelled")
          .map((s) => (
            <button
              key={s}
              type="button"
              // The server refuses these while an item is unpicked; the reason is said below.
              disabled={act.isPending || (NEEDS_PICKED.has(s) && unpicked.length > 0)}
              onClick={() =>
                act.mutate({
                  run: () =>
                    api.post(
                      "orders:staff-status",
                      {
                        status: s,
                        ...(s === "shipped" && deliveryNumber ? { delivery_number: deliveryNumber } : {}),
                      },
                      params,
                    ),
                })
              }
              className="rounded bg-teal-700 px-2 py-1 text-white disabled:opacity-50"
            >
              → {t(`status.${s}`)}
            </button>
          ))}
        {next.includes("cancelled") && (
          <button
            type="button"
            disabled={act.isPending || cancelBlocked}
            aria-describedby={cancelBlocked ? `cancel-why-${o.id}` : undefined}
            onClick={cancel}
            className="rounded border border-red-600 px-2 py-1 text-red-700 disabled:opacity-50"
          >
            {t("staff.cancel")}
          </button>
        )}
        {unpicked.length > 0 && next.some((s) => NEEDS_PICKED.has(s)) && (
          <p className="w-full text-sm text-gray-700">
            {t("staff.pickFirst", { items: unpicked.map((i) => i.name).join(", ") })}
          </p>
        )}
        {cancelBlocked && next.includes("cancelled") && (
          <p id={`cancel-why-${o.id}`} className="w-full text-sm text-gray-700">
            {t("staff.cancelSupervisorOnly")}
          </p>
        )}
      </div>
      {next.includes("shipped") && (
        <label className="mt-2 flex flex-col">
          {t("staff.deliveryNumber")}
          <input
            value={deliveryNumber}
            onChange={(e) => setDeliveryNumber(e.target.value)}
            className="rounded border border-gray-300 px-2 py-1"
          />
        </label>
      )}
    </>
  );
}
