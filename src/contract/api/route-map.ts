import { accountOrdersApi } from "./account-orders.js";
import { accountsApi } from "./accounts.js";
import { actionPackagesApi } from "./action-packages.js";
import { addressesApi } from "./addresses.js";
import { bannerAdminApi } from "./banner-admin.js";
import { buybackApi } from "./buyback.js";
import { buybackStaffApi } from "./buyback-staff.js";
import { cartApi } from "./cart.js";
import { catalogApi } from "./catalog.js";
import { catalogAdminApi } from "./catalog-admin.js";
import { catalogCustomerApi } from "./catalog-customer.js";
import { chatApi } from "./chat.js";
import { checkoutApi } from "./checkout.js";
import { contentApi } from "./content.js";
import { coreApi } from "./core.js";
import type { ApiRoutes, HttpMethod } from "./define.js";
import { deviceSelectorApi } from "./device-selector.js";
import { discountsApi } from "./discounts.js";
import { einvoiceApi } from "./einvoice.js";
import { engagementApi } from "./engagement.js";
import { feedsApi } from "./feeds.js";
import { homeApi } from "./home.js";
import { imagesApi } from "./images.js";
import { invoicesApi } from "./invoices.js";
import { liveStatusApi } from "./live-status.js";
import { metaMasterApi } from "./meta-master.js";
import { ordersApi } from "./orders.js";
import { outboxApi } from "./outbox.js";
import { paymentsApi } from "./payments.js";
import { pricingApi } from "./pricing.js";
import { privacyApi } from "./privacy.js";
import { reviewsApi } from "./reviews.js";
import { searchApi } from "./search.js";
import { serviceApi } from "./service.js";
import { serviceAdminApi } from "./service-admin.js";
import { serviceOrdersApi } from "./service-orders.js";
import { serviceStaffApi } from "./service-staff.js";
import { settingsApi } from "./settings.js";
import { shellApi } from "./shell.js";
import { shippingApi } from "./shipping.js";
import { storesApi } from "./stores.js";
import { teamApi } from "./team.js";
import { unitsApi } from "./units.js";
import { warehouseApi } from "./warehouse.js";
import { watchesApi } from "./watches.js";

/** Every named route of the server, by name (see define.ts). */
export const apiRoutes = {
  ...accountsApi,
  ...addressesApi,
  ...accountOrdersApi,
  ...buybackStaffApi,
  ...buybackApi,
  ...cartApi,
  ...bannerAdminApi,
  ...catalogAdminApi,
  ...metaMasterApi,
  ...catalogCustomerApi,
  ...catalogApi,
  ...checkoutApi,
  ...contentApi,
  ...coreApi,
  ...deviceSelectorApi,
  ...discountsApi,
  ...actionPackagesApi,
  ...einvoiceApi,
  ...engagementApi,
  ...feedsApi,
  ...homeApi,
  ...invoicesApi,
  ...liveStatusApi,
  ...ordersApi,
  ...paymentsApi,
  ...privacyApi,
  ...reviewsApi,
  ...searchApi,
  ...serviceAdminApi,
  ...serviceOrdersApi,
  ...serviceStaffApi,
  ...serviceApi,
  ...shellApi,
  ...outboxApi,
  ...storesApi,
  ...watchesApi,
  ...warehouseApi,
  ...shippingApi,
  ...teamApi,
  ...imagesApi,
  ...pricingApi,
  ...settingsApi,
  ...unitsApi,
  ...chatApi,
} as const satisfies ApiRoutes;

export type ApiRouteMap = typeof apiRoutes;
export type RouteName = keyof ApiRouteMap;
/** The names that answer `method`. */
export type RouteNameFor<M extends HttpMethod> = {
  [N in RouteName]: ApiRouteMap[N] extends { readonly [K in M]: object } ? N : never;
}[RouteName];
/** The spec of `name` for `method`. */
export type MethodOf<N extends RouteName, M extends HttpMethod> = N extends RouteName
  ? ApiRouteMap[N] extends { readonly [K in M]: infer S }
    ? S
    : never
  : never;
