import type { LoaderFunctionArgs } from "react-router";
import type { ResponseOf } from "../../../contract/api-client.js";
import { getApi } from "../../api/api-context.js";
import { addressesQuery } from "../account/api/addresses-queries.js";
import { deliveriesQuery, deliveryPlacesQuery, paymentsQuery, summaryQuery } from "./api/checkout-queries.js";

export type Delivery = ResponseOf<"checkout:deliveries">["deliveries"][number];
export type Place = ResponseOf<"checkout:delivery-places">["places"][number];
export type Payment = ResponseOf<"checkout:payments">["payments"][number];

/**
 * What the checkout's first paint needs: deliveries, stores, payments of the chosen delivery, the
 * summary, and a logged-in customer's saved addresses (a visitor's list is empty) to prefill.
 */
export async function checkoutLoader({ context }: LoaderFunctionArgs) {
  const api = getApi(context);
  const [summary, deliveries, places, addresses] = await Promise.all([
    summaryQuery(api).load(),
    deliveriesQuery(api).load(),
    deliveryPlacesQuery(api).load(),
    addressesQuery(api).load(),
  ]);
  const payments = await paymentsQuery(api, summary.delivery?.code).load();
  return {
    summary,
    deliveries: deliveries.deliveries,
    places: places.places,
    payments: payments.payments,
    addresses: addresses.results,
  };
}
export type CheckoutData = Awaited<ReturnType<typeof checkoutLoader>>;
