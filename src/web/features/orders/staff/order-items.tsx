import { useQueryClient } from "@tanstack/react-query";
import { addItemBody, PICKING_STATUSES } from "../../../../contract/orders.js";
import { z } from "../../../../contract/z.js";
import { isPickable } from "../../../../domain/order-states.js";
import { useShop, useT } from "../../../shop-context.js";
import { FormError, FormField } from "../../../ui/form-field.js";
import { buttonClass } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { useApiForm } from "../../../ui/use-api-form.js";
import type { OrderAction, OrderDetail } from "./order-action.js";

/** The add form: the server's code rule, and the quantity as typed (a number input gives text). */
const addForm = z.object({
  code: addItemBody.shape.code,
  quantity: z.coerce.number().int().min(1).max(100),
});
type AddValues = z.input<typeof addForm>;

/**
 * The order's lines: picking per product and gift (spec §4), and, while the order may still change
 * (docs/order-states.md), a product added by its code or a line removed; otherwise the reason.
 */
export function OrderItems({
  o,
  act,
  queryKey,
}: {
  o: OrderDetail;
  act: OrderAction;
  queryKey: readonly unknown[];
}) {
  const t = useT("orders");
  const { api, price } = useShop();
  const toast = useToast();
  const qc = useQueryClient();
  const params = { id: o.id };
  const editable = o.items_refusal === null;
  const { form, error, submit, formError } = useApiForm<AddValues>(addForm, {
    defaultValues: { code: "", quantity: 1 },
  });
  const onAdd = submit(async (v) => {
    const after = await api.post(
      "orders:staff-items",
      { code: v.code, quantity: Number(v.quantity) },
      params,
    );
    qc.setQueryData(queryKey, after);
    form.reset({ code: "", quantity: 1 });
    toast.success(t("staff.saved"));
  });
  const remove = (itemId: number, name: string) => {
    if (window.confirm(t("staff.items.removeConfirm", { name })))
      act.mutate({
        run: () => api.call("orders:staff-item", { method: "DELETE", params: { id: o.id, item: itemId } }),
      });
  };
  const setPicking = (itemId: number, value: string) => {
    const status = PICKING_STATUSES.find((s) => s === value);
    if (!status) return;
    if (status === "waiting" && !window.confirm(t("staff.resetConfirm"))) return;
    act.mutate({
      run: () => api.post("orders:staff-picking", { item_id: itemId, status, confirm: true }, params),
    });
  };
  const columns = [
    "code",
    "product",
    "quantity",
    "unitPrice",
    "finalPrice",
    "picking",
    ...(editable ? ["action"] : []),
  ];
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              {columns.map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {t(`staff.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {o.items.map((i) => (
              <tr key={i.id}>
                <td className="px-3 py-2 font-mono text-xs">{i.code}</td>
                <td className={`px-3 py-2 ${i.parent_id ? "pl-8 text-gray-600" : ""}`}>
                  {i.name}
                  {i.action_package && (
                    <span className="block text-xs text-teal-800">
                      {t("action-packages:fromPackage", { name: i.action_package })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{i.quantity}</td>
                <td className="px-3 py-2 whitespace-nowrap">{price(i.unit_price)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{price(i.final_price)}</td>
                <td className="px-3 py-2">
                  {isPickable(i.kind) ? (
                    <select
                      aria-label={`${t("staff.col.picking")} ${i.name}`}
                      value={i.picking_status}
                      onChange={(e) => setPicking(i.id, e.target.value)}
                      className="rounded border border-gray-300 bg-white px-1 py-0.5"
                    >
                      {PICKING_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`picking.${s}`)}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </td>
                {editable && (
                  <td className="px-3 py-2">
                    {/* A device goes with its services and gifts; a service or gift goes alone. */}
                    <button
                      type="button"
                      disabled={act.isPending}
                      aria-label={t("staff.items.removeLabel", { name: i.name })}
                      onClick={() => remove(i.id, i.name)}
                      className="text-red-700 underline disabled:opacity-50"
                    >
                      {t("staff.items.remove")}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable ? (
        <form onSubmit={onAdd} noValidate className="rounded-lg border border-gray-200 p-4 text-sm">
          <h2 className="mb-2 font-bold">{t("staff.items.add")}</h2>
          <div className="flex flex-wrap items-start gap-3">
            <FormField
              label={t("staff.items.code")}
              required
              error={error("code")}
              {...form.register("code")}
            />
            <FormField
              label={t("staff.items.quantity")}
              type="number"
              min={1}
              max={100}
              required
              error={error("quantity")}
              {...form.register("quantity")}
            />
            <button type="submit" disabled={form.formState.isSubmitting} className={`${buttonClass} mt-6`}>
              {t("staff.items.submit")}
            </button>
          </div>
          <p className="mt-2 text-gray-600">{t("staff.items.note")}</p>
          {o.payment_status === "paid" && <p className="mt-1 text-amber-800">{t("staff.items.paidNote")}</p>}
          <FormError message={formError} />
        </form>
      ) : (
        <p className="text-sm text-gray-600">{o.items_refusal}</p>
      )}
    </div>
  );
}
