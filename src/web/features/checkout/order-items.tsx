import { useShop, useT } from "../../shop-context.js";
import type { PublicOrder } from "./order-pages-data.js";

export function OrderItems({ order }: { order: PublicOrder }) {
  const { price } = useShop();
  const tc = useT("cart");
  return (
    <dl className="space-y-1 text-sm">
      {order.items.map((i) => (
        <div key={i.id} className={`flex justify-between gap-2 ${i.parent_id ? "pl-4 text-gray-600" : ""}`}>
          <dt>
            {i.quantity} × {i.name}
            {i.action_package && (
              <span className="block text-xs text-teal-800">
                {tc("action-packages:fromPackage", { name: i.action_package })}
              </span>
            )}
          </dt>
          <dd className="whitespace-nowrap">{price(i.final_price)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-2 border-t border-gray-100 pt-1">
        <dt>{order.delivery_name}</dt>
        <dd>{price(order.delivery_price)}</dd>
      </div>
      {order.payment_fee > 0 && (
        <div className="flex justify-between gap-2">
          <dt>{tc("fee")}</dt>
          <dd>{price(order.payment_fee)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-2 pt-1 text-base font-bold">
        <dt>{tc("total")}</dt>
        <dd>{price(order.total)}</dd>
      </div>
    </dl>
  );
}
