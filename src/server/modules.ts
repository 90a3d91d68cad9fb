import type { FastifyInstance } from "fastify";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { buybackRoutes } from "./modules/buyback/buyback.routes.js";
import { buybackStaffRoutes } from "./modules/buyback/buyback-staff.routes.js";
import { cartRoutes } from "./modules/cart/cart.routes.js";
import { catalogRoutes } from "./modules/catalog/catalog.routes.js";
import { catalogPageCache } from "./modules/catalog/catalog.service.js";
import { checkoutRoutes } from "./modules/checkout/checkout.routes.js";
import { coreRoutes } from "./modules/core/core.routes.js";
import { discountsRoutes } from "./modules/discounts/discounts.routes.js";
import { engagementRoutes } from "./modules/engagement/engagement.routes.js";
import { feedsRoutes } from "./modules/feeds/feeds.routes.js";
import { homeRoutes } from "./modules/home/home.routes.js";
import { invoicesRoutes } from "./modules/orders/invoices.routes.js";
import { ordersRoutes } from "./modules/orders/orders.routes.js";
import { paymentsRoutes } from "./modules/payments/payments.routes.js";
import { reviewsRoutes } from "./modules/reviews/reviews.routes.js";
import { searchRoutes } from "./modules/search/search.routes.js";
import { seoRoutes } from "./modules/seo/seo.routes.js";
import { serviceRoutes } from "./modules/service/service.routes.js";
import { shellRoutes } from "./modules/shell/shell.routes.js";
import { outboxRoutes } from "./modules/staff/outbox.routes.js";
import { storesRoutes } from "./modules/stores/stores.routes.js";

/** Every feature module's routes. A new module adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(coreRoutes);
  await app.register(accountsRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentsRoutes);
  await app.register(ordersRoutes);
  await app.register(invoicesRoutes);
  await app.register(discountsRoutes);
  await app.register(homeRoutes);
  await app.register(engagementRoutes);
  await app.register(outboxRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(reviewsRoutes);
  await app.register(storesRoutes);
  await app.register(seoRoutes);
  await app.register(feedsRoutes);
  await app.register(shellRoutes);
  await app.register(catalogPageCache);
  await app.register(buybackRoutes);
  await app.register(buybackStaffRoutes);
  await app.register(serviceRoutes);
}
