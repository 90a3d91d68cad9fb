/**
 * The engagement module's surface for other modules (the account's data export and deletion,
 * issue 16); its routes use the area's own services.
 */
export { eraseSubscription, subscriptionForExport } from "./personal-data.queries.js";
