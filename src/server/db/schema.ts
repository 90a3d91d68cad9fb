// The whole Drizzle schema, one file per area under ./schema/.
export * from "./schema/accounts.js";
export * from "./schema/catalog.js";
export * from "./schema/platform.js";
export * from "./schema/stores.js";
