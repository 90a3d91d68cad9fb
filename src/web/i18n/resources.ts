// Every locale namespace, imported statically so the server and the browser bundle share one set.
// A feature adds its namespace here: `<lang>/<feature>.json`, with Czech complete and the others
// falling back to it (spec §1: Romanian falls back to Czech).
import csBuyback from "./cs/buyback.json";
import csCatalog from "./cs/catalog.json";
import csCommon from "./cs/common.json";
import csService from "./cs/service.json";
import enBuyback from "./en/buyback.json";
import enCatalog from "./en/catalog.json";
import enCommon from "./en/common.json";
import enService from "./en/service.json";
import roBuyback from "./ro/buyback.json";
import roCatalog from "./ro/catalog.json";
import roCommon from "./ro/common.json";
import roService from "./ro/service.json";
import csCart from "./cs/cart.json";
import csCheckout from "./cs/checkout.json";
import csOrders from "./cs/orders.json";
import csPayments from "./cs/payments.json";
import csDiscounts from "./cs/discounts.json";
import enCart from "./en/cart.json";
import enCheckout from "./en/checkout.json";
import enOrders from "./en/orders.json";
import enPayments from "./en/payments.json";
import enDiscounts from "./en/discounts.json";
import roCart from "./ro/cart.json";
import roCheckout from "./ro/checkout.json";
import roOrders from "./ro/orders.json";
import roPayments from "./ro/payments.json";
import roDiscounts from "./ro/discounts.json";

export const resources = {
  cs: { common: csCommon, service: csService, buyback: csBuyback, cart: csCart, checkout: csCheckout, orders: csOrders, payments: csPayments, discounts: csDiscounts, catalog: csCatalog },
  ro: { common: roCommon, service: roService, buyback: roBuyback, cart: roCart, checkout: roCheckout, orders: roOrders, payments: roPayments, discounts: roDiscounts, catalog: roCatalog },
  en: { common: enCommon, service: enService, buyback: enBuyback, cart: enCart, checkout: enCheckout, orders: enOrders, payments: enPayments, discounts: enDiscounts, catalog: enCatalog },
} as const;

export const namespaces = ["common", "service", "cart", "checkout", "orders", "payments", "discounts", "catalog", "buyback"] as const;
