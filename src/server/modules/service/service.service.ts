/**
 * The service module's surface for other modules (the account's data export and deletion, issue
 * 16); its routes use the area's own services.
 */
export { detachServiceOrdersOfUser, serviceOrdersOfUserForExport } from "./personal-data.queries.js";
export { serviceOrderIdsOfUser } from "./service-orders.queries.js";
