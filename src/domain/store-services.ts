/**
 * What a store offers besides selling (issue 20), as codes: the page names them in its language
 * (`stores:services.<code>`). `service` and `buyout` mirror the store's centre flags.
 */
export const STORE_SERVICES = [
  "pickup",
  "service",
  "buyout",
  "data_transfer",
  "device_setup",
  "screen_protector",
  "installments",
  "business",
] as const;
export type StoreService = (typeof STORE_SERVICES)[number];
