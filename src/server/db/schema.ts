// The whole Drizzle schema, one file per area under ./schema/.
export * from "./schema/accounts.js";
export * from "./schema/buyback.js";
export * from "./schema/cart.js";
export * from "./schema/catalog.js";
export * from "./schema/catalog-attributes.js";
export * from "./schema/catalog-customer.js";
export * from "./schema/catalog-merch.js";
export * from "./schema/catalog-state.js";
export * from "./schema/devices.js";
export * from "./schema/discounts.js";
export * from "./schema/engagement.js";
export * from "./schema/orders.js";
export * from "./schema/payments.js";
export * from "./schema/platform.js";
export * from "./schema/reviews.js";
export * from "./schema/service.js";
export * from "./schema/stores.js";
