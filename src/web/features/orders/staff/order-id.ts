import { data, type LoaderFunctionArgs } from "react-router";

/** An order's id as the staff detail's address carries it: digits only, a 32-bit database id. */
export const isOrderId = (value: string | undefined): boolean =>
  !!value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/**
 * `/staff/orders/:id/` takes only an order's id, so other features can own the words under
 * `/staff/orders/` (`crates`, …): a word that is no id is the 404 page, never a failed API call.
 */
export function orderIdLoader({ params }: LoaderFunctionArgs): null {
  if (!isOrderId(params.id)) throw data({ message: "not found" }, { status: 404 });
  return null;
}
