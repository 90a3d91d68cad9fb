// The whole Drizzle schema, one file per area under ./schema/.
export * from "./schema/accounts.js";
export * from "./schema/catalog.js";
export * from "./schema/platform.js";
export * from "./schema/stores.js";
export * from "./schema/cart.js";
export * from "./schema/discounts.js";
export * from "./schema/orders.js";
export * from "./schema/payments.js";
