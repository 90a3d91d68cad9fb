import type { LoaderFunctionArgs } from "react-router";
import type { Summary } from "../../../contract/checkout.js";
import { getApi } from "../../api/api-context.js";

export interface Delivery {
  code: string;
  kind: "store" | "courier" | "carrier" | "pickup_point";
  carrier: string;
  name: string;
  description: string;
  price: number;
  free_from: number | null;
  available: boolean;
  message: string | null;
  timeslots: { id: string; date: string; from: string; to: string }[];
}
export interface Place {
  id: number;
  seo_name: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  in_stock: boolean;
  ready_in_minutes: number | null;
  ready_text: string;
  available: boolean;
}
export interface Payment {
  code: string;
  name: string;
  description: string;
  fee: number;
  online: boolean;
  has_sub_payments: boolean;
}

/** What the checkout's first paint needs: deliveries, stores, payments of the chosen delivery, the summary. */
export async function checkoutLoader({ context }: LoaderFunctionArgs) {
  const api = getApi(context);
  const [summary, deliveries, places] = await Promise.all([
    api.get<Summary>("checkout:summary"),
    api.get<{ deliveries: Delivery[] }>("checkout:deliveries"),
    api.get<{ places: Place[] }>("checkout:delivery-places"),
  ]);
  const payments = await api.get<{ payments: Payment[] }>(
    "checkout:payments",
    summary.delivery ? { delivery: summary.delivery.code } : {},
  );
  return { summary, deliveries: deliveries.deliveries, places: places.places, payments: payments.payments };
}
export type CheckoutData = Awaited<ReturnType<typeof checkoutLoader>>;
